import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forexSymbols, tickerCoins } from '../market/tickerSymbols';
import { ApiProvider } from '../react/ApiProvider';
import type { CandleInterval } from '../stream/protocol';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { testApiClients } from '../test/renderWithApi';
import { useCandles } from './candles';
import { useCoinQuote } from './coinQuote';
import { tickerQueryKey } from './ticker';

const noFetch = vi.fn(async () => Response.json({}));
const candle = (time: number, close: number) => ({
  time,
  open: close - 1,
  high: close + 1,
  low: close - 2,
  close,
  volume: 1_000,
});

let streamUrl: string | null;
let tabs = 0;
let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={{ ...testApiClients(noFetch), streamUrl }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

/** The coin page's two hooks, with its interval switchable from the test. */
function renderCoinPage() {
  let setInterval: (interval: CandleInterval) => void = () => {};
  const rendered = renderHook(
    () => {
      const [interval, choose] = useState<CandleInterval>('1m');
      setInterval = choose;
      return { ...useCandles('bitcoin', interval), quote: useCoinQuote('BTC') };
    },
    { wrapper },
  );
  return { ...rendered, choose: (interval: CandleInterval) => act(() => setInterval(interval)) };
}

// Past the page's redraw interval (candleRedrawMs), so what the socket got has reached the page.
const settle = (ms = 300) => act(() => vi.advanceTimersByTimeAsync(ms));
const sentFrames = (socket: FakeWebSocket) =>
  socket.sent.map((frame) => JSON.parse(frame) as { type: string; channels: string[] });
const sentFor = (socket: FakeWebSocket, type: string) =>
  sentFrames(socket)
    .filter((frame) => frame.type === type)
    .flatMap((frame) => frame.channels);

async function openSocket() {
  await settle();
  const socket = FakeWebSocket.made[0]!;
  socket.emit('open');
  await settle();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') });
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  tabs += 1;
  streamUrl = `wss://api.test/ws/market/?tab=${tabs}`;
  queryClient = new QueryClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a coin page's candles over the market socket (issue 44)", () => {
  it('loads, then shows the snapshot, and each update replaces the forming candle', async () => {
    const { result } = renderCoinPage();
    expect(result.current.feed).toEqual({ status: 'loading' });
    const socket = await openSocket();
    expect(sentFor(socket, 'subscribe')).toContain('candles:bitcoin:1m');
    const at = Date.now();
    socket.receive({
      type: 'snapshot',
      channel: 'candles:bitcoin:1m',
      seq: 4,
      at,
      candles: [candle(60, 10), candle(120, 11)],
    });
    await settle();
    expect(result.current.feed).toEqual({
      status: 'ready',
      at,
      candles: [candle(60, 10), candle(120, 11)],
    });
    socket.receive({
      type: 'update',
      channel: 'candles:bitcoin:1m',
      seq: 5,
      at: at + 1_000,
      candle: candle(120, 12),
    });
    await settle();
    expect(result.current.feed).toMatchObject({
      at: at + 1_000,
      candles: [candle(60, 10), candle(120, 12)],
    });
  });

  it('another interval leaves the old channel; switched back, its last candles show while the fresh snapshot comes', async () => {
    const { result, choose } = renderCoinPage();
    const socket = await openSocket();
    const at = Date.now();
    socket.receive({
      type: 'snapshot',
      channel: 'candles:bitcoin:1m',
      seq: 1,
      at,
      candles: [candle(60, 10)],
    });
    await settle();
    await choose('1h');
    await settle();
    expect(sentFor(socket, 'unsubscribe')).toContain('candles:bitcoin:1m');
    expect(sentFor(socket, 'subscribe')).toContain('candles:bitcoin:1h');
    expect(result.current.feed).toEqual({ status: 'loading' });

    await choose('1m');
    await settle();
    expect(result.current.feed).toEqual({ status: 'ready', at, candles: [candle(60, 10)] });
    expect(
      sentFor(socket, 'subscribe').filter((channel) => channel === 'candles:bitcoin:1m'),
    ).toHaveLength(2);
  });

  it('a refused channel says so, with its code', async () => {
    const { result } = renderCoinPage();
    const socket = await openSocket();
    socket.receive({
      type: 'error',
      code: 'unknown_channel',
      message: 'No such channel.',
      channel: 'candles:bitcoin:1m',
    });
    await settle();
    expect(result.current.feed).toEqual({ status: 'refused', code: 'unknown_channel' });
  });

  it('with no socket in the tab there are no candles: unavailable, not loading forever', async () => {
    streamUrl = null;
    const { result } = renderCoinPage();
    await settle();
    expect(result.current.feed).toEqual({ status: 'unavailable' });
    expect(FakeWebSocket.made).toHaveLength(0);
  });

  it("the 24 h change comes from the tickers channel without writing the ticker's cache (its pause stands)", async () => {
    const { result } = renderCoinPage();
    const socket = await openSocket();
    expect(sentFor(socket, 'subscribe')).toContain('tickers');
    const symbols = [...tickerCoins.map((coin) => coin.symbol), ...forexSymbols];
    socket.receive({
      type: 'snapshot',
      channel: 'tickers',
      seq: 1,
      at: Date.now(),
      quotes: symbols.map((symbol) => ({
        symbol,
        price: symbol === 'BTC' ? 67_000 : 1,
        change24h: 2.5,
      })),
    });
    await settle();
    expect(result.current.quote).toEqual({ price: 67_000, change: 2.5 });
    expect(queryClient.getQueryData(tickerQueryKey)).toBeUndefined();
  });
});
