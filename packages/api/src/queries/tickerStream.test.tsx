import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forexSymbols, tickerCoins } from '../market/tickerSymbols';
import { ApiProvider } from '../react/ApiProvider';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { testApiClients } from '../test/renderWithApi';
import { useTicker } from './ticker';

const symbols = [...tickerCoins.map((coin) => coin.symbol), ...forexSymbols];
const quotes = (price: number) => symbols.map((symbol) => ({ symbol, price, change24h: 1 }));

function pollingServer() {
  const polls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    polls.push(url.pathname);
    if (url.pathname === '/simple/price')
      return Response.json(
        Object.fromEntries(tickerCoins.map((coin) => [coin.id, { usd: 1, usd_24h_change: 0 }])),
      );
    return Response.json(forexSymbols.map((symbol) => ({ symbol, price: 1, change: 0 })));
  });
  return { fetch, polls };
}

let streamUrl: string;
let tabs = 0;

function renderTicker(fetch: (request: Request) => Promise<Response>) {
  const queryClient = new QueryClient();
  const clients = { ...testApiClients(fetch), streamUrl };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useTicker(), { wrapper });
}

const settle = (ms = 20) => act(() => vi.advanceTimersByTimeAsync(ms));
const firstPrice = (state: ReturnType<typeof useTicker>) =>
  state.status === 'ready' ? state.data.coins.quotes[0]!.price : null;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') });
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // The socket is one per URL per tab: each test is a new tab.
  tabs += 1;
  streamUrl = `wss://api.test/ws/market/?tab=${tabs}`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the ticker over the market socket (D19)', () => {
  it('shows the streamed prices and stops polling while the socket is live', async () => {
    const server = pollingServer();
    const { result } = renderTicker(server.fetch);
    await settle();
    const socket = FakeWebSocket.made[0]!;
    expect(socket.url).toBe(streamUrl);
    socket.emit('open');
    await settle();
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([
      { type: 'subscribe', channels: ['tickers'] },
    ]);
    socket.receive({
      type: 'snapshot',
      channel: 'tickers',
      seq: 1,
      at: Date.now(),
      quotes: quotes(7),
    });
    await settle();
    expect(result.current.connection?.phase).toBe('live');
    expect(firstPrice(result.current)).toBe(7);
    socket.receive({
      type: 'update',
      channel: 'tickers',
      seq: 2,
      at: Date.now(),
      quotes: [{ symbol: 'BTC', price: 8, change24h: 2 }],
    });
    await settle();
    expect(firstPrice(result.current)).toBe(8);
    const pollsSoFar = server.polls.length;
    // A minute of updates and heartbeats: not one poll.
    for (let second = 0; second < 60; second += 1) {
      socket.receive({ type: 'heartbeat', at: Date.now() });
      await settle(1_000);
    }
    expect(server.polls.length).toBe(pollsSoFar);
  });

  it('marks the prices stale while the socket is down, with the time they are from', async () => {
    const server = pollingServer();
    const { result } = renderTicker(server.fetch);
    await settle();
    const socket = FakeWebSocket.made[0]!;
    socket.emit('open');
    const at = Date.now();
    socket.receive({ type: 'snapshot', channel: 'tickers', seq: 1, at, quotes: quotes(7) });
    await settle();
    expect(result.current.status === 'ready' && result.current.data.coins.failed).toBe(false);
    socket.close(1012, 'restart');
    await settle();
    expect(result.current.connection?.phase).toBe('reconnecting');
    expect(result.current).toMatchObject({
      status: 'ready',
      data: { coins: { failed: true, asOf: at }, forex: { failed: true, asOf: at } },
    });
  });

  it('polls in the socket’s place when it cannot open', async () => {
    const server = pollingServer();
    const { result } = renderTicker(server.fetch);
    await settle();
    const firstPolls = server.polls.length;
    // Every open fails; after three the ticker polls again, every 15 s.
    for (
      let attempt = 0;
      attempt < 10 && result.current.connection?.phase !== 'fallback';
      attempt += 1
    ) {
      FakeWebSocket.made.at(-1)!.emit('error');
      FakeWebSocket.made.at(-1)!.close(1006, '');
      await settle(61_000);
    }
    expect(result.current.connection?.phase).toBe('fallback');
    const before = server.polls.length;
    await settle(15_000);
    expect(server.polls.length).toBeGreaterThan(Math.max(before, firstPolls));
  });
});
