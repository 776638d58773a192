import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forexSymbols, tickerCoinIds, tickerCoins } from '../market/tickerSymbols';
import { ApiProvider } from '../react/ApiProvider';
import { testApiClients } from '../test/renderWithApi';
import {
  keepNewerHalves,
  tickerQueryKey,
  tickerRefreshMs,
  tickerStateOf,
  useTicker,
  type TickerData,
  type TickerOptions,
} from './ticker';

type Answer = 'ok' | 'fail';

/** A market API and a platform API whose next answers the test sets; prices go up by one per answer. */
function tickerServer() {
  const answers = { coins: 'ok' as Answer, forex: 'ok' as Answer };
  const requests: URL[] = [];
  const timing = { answerAfterMs: 0 };
  let round = 0;
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    round += 1;
    if (timing.answerAfterMs > 0)
      await new Promise((done) => setTimeout(done, timing.answerAfterMs));
    if (url.pathname === '/simple/price') {
      if (answers.coins === 'fail') return Response.json({ error: 'down' }, { status: 500 });
      return Response.json(
        Object.fromEntries(tickerCoinIds.map((id) => [id, { usd: round, usd_24h_change: 1.5 }])),
      );
    }
    if (url.pathname === '/api/market/forex/') {
      if (answers.forex === 'fail') return Response.json({ detail: 'down' }, { status: 500 });
      return Response.json(
        forexSymbols.map((symbol) => ({ symbol, price: round / 100, change: -0.25 })),
      );
    }
    throw new Error(`unexpected request ${url.href}`);
  });
  const calls = (pathname: string) => requests.filter((url) => url.pathname === pathname).length;
  return { fetch, requests, answers, calls, timing };
}

function renderTicker(
  server: ReturnType<typeof tickerServer>,
  options: TickerOptions = {},
  onRender?: (state: ReturnType<typeof useTicker>) => void,
) {
  const queryClient = new QueryClient();
  const clients = testApiClients(server.fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(
    (props: TickerOptions) => {
      const state = useTicker(props);
      onRender?.(state);
      return state;
    },
    {
      wrapper,
      initialProps: options,
    },
  );
  return { ...rendered, queryClient };
}

/** Lets fetches, query notifications (setTimeout 0) and React updates run. */
const settle = (ms = 10) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const ready = (state: ReturnType<typeof useTicker>): TickerData => {
  if (state.status !== 'ready') throw new Error(`the ticker is ${state.status}`);
  return state.data;
};

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useTicker', () => {
  it('asks for the 10 coins in USD with their 24 h change and the 33 forex pairs', async () => {
    const server = tickerServer();
    const { result } = renderTicker(server);
    expect(result.current.status).toBe('loading');
    await settle();

    const simple = server.requests.find((url) => url.pathname === '/simple/price')!;
    expect(simple.searchParams.get('ids')?.split(',')).toEqual([
      'bitcoin',
      'ethereum',
      'binancecoin',
      'cardano',
      'solana',
      'ripple',
      'dogecoin',
      'polkadot',
      'matic-network',
      'avalanche-2',
    ]);
    expect(simple.searchParams.get('vs_currencies')).toBe('usd');
    expect(simple.searchParams.get('include_24hr_change')).toBe('true');
    const forex = server.requests.find((url) => url.pathname === '/api/market/forex/')!;
    expect(forex.searchParams.get('symbols')?.split(',')).toHaveLength(33);

    const data = ready(result.current);
    expect(data.coins.quotes.map((quote) => quote.symbol)).toEqual(
      tickerCoins.map((coin) => coin.symbol),
    );
    expect(data.forex.quotes.map((quote) => quote.symbol)).toEqual([...forexSymbols]);
    expect(data.coins.quotes.length + data.forex.quotes.length).toBe(43);
    expect(data.coins.quotes[0]).toEqual({ symbol: 'BTC', price: expect.any(Number), change: 1.5 });
    expect(data.forex.quotes[0]).toMatchObject({ symbol: 'EURUSD', change: -0.25 });
    expect(data.coins).toMatchObject({ failed: false, asOf: Date.parse('2026-06-15T12:00:00Z') });
  });

  it('is public market data under one key, not the account scope', async () => {
    const server = tickerServer();
    const { queryClient } = renderTicker(server);
    await settle();
    expect(queryClient.getQueryData(['market', 'ticker'])).toBeDefined();
    expect(tickerQueryKey).toEqual(['market', 'ticker']);
  });

  it('refreshes every 15 seconds', async () => {
    const server = tickerServer();
    renderTicker(server);
    await settle();
    expect(server.calls('/api/market/forex/')).toBe(1);
    await settle(tickerRefreshMs - 100);
    expect(server.calls('/api/market/forex/')).toBe(1);
    await settle(200);
    expect(server.calls('/api/market/forex/')).toBe(2);
    expect(server.calls('/simple/price')).toBe(2);
  });

  it('draws new prices in a background render, after the update that brought them (issue 43)', async () => {
    const server = tickerServer();
    const drawn: ReturnType<typeof useTicker>[] = [];
    const { result, queryClient } = renderTicker(server, { paused: true }, (state) =>
      drawn.push(state),
    );
    await settle();
    const before = ready(result.current);
    const after: TickerData = {
      ...before,
      coins: { ...before.coins, quotes: before.coins.quotes.slice(1) },
    };
    drawn.length = 0;
    // The query store's update renders synchronously (useSyncExternalStore): the quotes' render is not part of it.
    queryClient.setQueryData(tickerQueryKey, after);
    await settle();
    expect(ready(drawn[0]!)).toBe(before);
    expect(ready(result.current)).toEqual(after);
  });

  it('does not poll while paused, and fetches again when resumed', async () => {
    const server = tickerServer();
    const { rerender } = renderTicker(server);
    await settle();
    rerender({ paused: true });
    await settle(4 * tickerRefreshMs);
    expect(server.calls('/api/market/forex/')).toBe(1);

    // Hidden and visible again while paused: still nothing.
    setVisibility('hidden');
    setVisibility('visible');
    await settle(100);
    expect(server.calls('/api/market/forex/')).toBe(1);

    rerender({ paused: false });
    await settle(tickerRefreshMs + 100);
    expect(server.calls('/api/market/forex/')).toBeGreaterThanOrEqual(2);
  });

  it('does not poll while the tab is hidden, and refreshes at once when it is shown again', async () => {
    const server = tickerServer();
    renderTicker(server);
    await settle();
    setVisibility('hidden');
    await settle(4 * tickerRefreshMs);
    expect(server.calls('/api/market/forex/')).toBe(1);
    expect(server.calls('/simple/price')).toBe(1);

    setVisibility('visible');
    await settle();
    expect(server.calls('/api/market/forex/')).toBe(2);
    expect(server.calls('/simple/price')).toBe(2);
  });

  it('keeps the last good prices with their time when a refresh fails, then takes new ones', async () => {
    const server = tickerServer();
    const { result } = renderTicker(server);
    await settle();
    const first = ready(result.current);
    const goodAt = first.coins.asOf;

    server.answers.coins = 'fail';
    server.answers.forex = 'fail';
    await settle(tickerRefreshMs);
    expect(server.calls('/api/market/forex/')).toBe(2);
    const stale = ready(result.current);
    expect(stale.coins).toEqual({ ...first.coins, failed: true });
    expect(stale.forex).toEqual({ ...first.forex, failed: true });
    expect(stale.coins.asOf).toBe(goodAt);

    server.answers.coins = 'ok';
    server.answers.forex = 'ok';
    await settle(tickerRefreshMs);
    const fresh = ready(result.current);
    expect(fresh.coins.failed).toBe(false);
    expect(fresh.coins.asOf).toBe(goodAt! + 2 * tickerRefreshMs);
    expect(fresh.coins.quotes[0]!.price).not.toBe(first.coins.quotes[0]!.price);
  });

  it('marks only the half that failed as stale when the other half answers', async () => {
    const server = tickerServer();
    const { result } = renderTicker(server);
    await settle();
    const first = ready(result.current);

    server.answers.forex = 'fail';
    await settle(tickerRefreshMs);
    const mixed = ready(result.current);
    expect(mixed.forex).toEqual({ ...first.forex, failed: true });
    expect(mixed.coins.failed).toBe(false);
    expect(mixed.coins.asOf).toBe(first.coins.asOf! + tickerRefreshMs);
    expect(mixed.coins.quotes[0]!.price).not.toBe(first.coins.quotes[0]!.price);
  });

  it('shows zeros, never loaded, when nothing has loaded yet', async () => {
    const server = tickerServer();
    server.answers.coins = 'fail';
    server.answers.forex = 'fail';
    const { result } = renderTicker(server);
    await settle();
    const data = ready(result.current);
    for (const half of [data.coins, data.forex]) {
      expect(half.asOf).toBeNull();
      expect(half.failed).toBe(true);
      expect(half.quotes.every((quote) => quote.price === 0 && quote.change === 0)).toBe(true);
    }
    expect(data.coins.quotes).toHaveLength(10);
    expect(data.forex.quotes).toHaveLength(33);
  });

  it('keeps showing zeros, not loading, while the next poll after a failure is on its way', async () => {
    const server = tickerServer();
    server.answers.coins = 'fail';
    server.answers.forex = 'fail';
    const { result } = renderTicker(server);
    await settle();
    ready(result.current);

    server.timing.answerAfterMs = 1_000;
    await settle(tickerRefreshMs);
    expect(server.calls('/api/market/forex/')).toBe(2);
    expect(ready(result.current).forex.asOf).toBeNull();
    await settle(1_000);
    expect(ready(result.current).forex.failed).toBe(true);
  });

  it('shows the half that loaded and zeros for the half that never did', async () => {
    const server = tickerServer();
    server.answers.coins = 'fail';
    const { result } = renderTicker(server);
    await settle();
    const data = ready(result.current);
    expect(data.coins).toMatchObject({ asOf: null, failed: true });
    expect(data.forex).toMatchObject({ asOf: expect.any(Number), failed: false });
    expect(data.forex.quotes[0]!.price).toBeGreaterThan(0);
  });
});

describe('tickerStateOf', () => {
  it('is loading before any answer', () => {
    expect(tickerStateOf({ data: undefined, isError: false, errorUpdatedAt: 0 })).toEqual({
      status: 'loading',
    });
  });
});

describe('keepNewerHalves (D19: a late poll never overwrites the stream)', () => {
  const half = (price: number, asOf: number | null, failed = false) => ({
    quotes: [{ symbol: 'BTC', price, change: 0 }],
    asOf,
    failed,
  });
  const polled = { coins: half(100, 2_000), forex: half(1.1, 2_000) };

  it("keeps a half the stream wrote after the poll set out, and takes the poll's for the rest", () => {
    const current = { coins: half(105, 1_500), forex: half(1.2, 900) };
    expect(keepNewerHalves(current, polled, 1_000)).toEqual({
      coins: current.coins,
      forex: polled.forex,
    });
  });

  it('keeps what the stream wrote at the instant the poll set out (a fixed clock)', () => {
    const current = { coins: half(105, 1_000), forex: half(1.2, 1_000) };
    expect(keepNewerHalves(current, polled, 1_000)).toEqual(current);
  });

  it("takes the poll's whole answer over an empty cache, older data or a failed half", () => {
    expect(keepNewerHalves(undefined, polled, 1_000)).toEqual(polled);
    expect(
      keepNewerHalves({ coins: half(105, 500), forex: half(1.2, 1_500, true) }, polled, 1_000),
    ).toEqual(polled);
  });
});
