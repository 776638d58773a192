import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiClient, MarketClient } from '../client';
import { call } from '../http/call';
import { forexSymbols, tickerCoins } from '../market/tickerSymbols';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import type { ConnectionState } from '../stream/marketSocket';
import { tickersChannel, type StreamQuote } from '../stream/protocol';
import { tabMarketSocket } from '../stream/tabSocket';
import { fetchSimplePrices } from './market';

export type ForexQuote = components['schemas']['ForexQuote'];

/** Spec 2 §4 and §9: the ticker refreshes every 15 seconds. */
export const tickerRefreshMs = 15_000;

/** Public market data, the same for every user: not under the account scope. */
export const tickerQueryKey = ['market', 'ticker'] as const;

/** Spec 2 §3: a market ticker item is a symbol, a price and a change (in percent). */
export interface TickerQuote {
  symbol: string;
  price: number;
  change: number;
}

/**
 * One of the ticker's two sources (coins from the market API, forex from the platform API).
 * `asOf` is when the quotes shown were fetched, null when this half has never loaded (its quotes
 * then read 0 and 0); `failed` says the latest refresh of this half failed.
 */
export interface TickerHalf {
  quotes: TickerQuote[];
  asOf: number | null;
  failed: boolean;
}

export interface TickerData {
  coins: TickerHalf;
  forex: TickerHalf;
}

export async function fetchForexQuotes(
  api: ApiClient,
  symbols: readonly string[],
  signal?: AbortSignal,
): Promise<ForexQuote[]> {
  return call(
    api.GET('/api/market/forex/', { signal, params: { query: { symbols: symbols.join(',') } } }),
  );
}

const zeroQuotes = (symbols: readonly string[]) =>
  symbols.map((symbol) => ({ symbol, price: 0, change: 0 }));

/** A half whose refresh failed: the last good quotes with their time, or zeros if none ever came (D9). */
function failedHalf(previous: TickerHalf | undefined, symbols: readonly string[]): TickerHalf {
  if (previous && previous.asOf !== null) return { ...previous, failed: true };
  return { quotes: zeroQuotes(symbols), asOf: null, failed: true };
}

/** In the constant's order; a symbol the answer leaves out keeps its last good quote, or reads 0. */
function freshHalf(
  symbols: readonly string[],
  found: (symbol: string, index: number) => { price: number; change: number } | undefined,
  previous: TickerHalf | undefined,
  asOf: number,
): TickerHalf {
  const quotes = symbols.map((symbol, index) => {
    const quote = found(symbol, index) ?? previous?.quotes.find((entry) => entry.symbol === symbol);
    return { symbol, price: quote?.price ?? 0, change: quote?.change ?? 0 };
  });
  return { quotes, asOf, failed: false };
}

const coinSymbols = tickerCoins.map((coin) => coin.symbol);

export interface TickerClients {
  api: ApiClient;
  market: MarketClient;
}

/**
 * Both halves at once. One failing half keeps its last good quotes, marked `failed`, and the other is
 * shown fresh; when both fail the call throws, so TanStack keeps the last data and reports the error.
 */
export async function fetchTicker(
  { api, market }: TickerClients,
  previous: TickerData | undefined,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<TickerData> {
  const [coins, forex] = await Promise.allSettled([
    fetchSimplePrices(
      market,
      tickerCoins.map((coin) => coin.id),
      signal,
    ),
    fetchForexQuotes(api, forexSymbols, signal),
  ]);
  signal?.throwIfAborted();
  if (coins.status === 'rejected' && forex.status === 'rejected') throw coins.reason;
  const asOf = now();
  return {
    coins:
      coins.status === 'fulfilled'
        ? freshHalf(
            coinSymbols,
            (_symbol, index) => {
              const entry = coins.value[tickerCoins[index]!.id];
              return entry && { price: entry.usd, change: entry.usd_24h_change ?? 0 };
            },
            previous?.coins,
            asOf,
          )
        : failedHalf(previous?.coins, coinSymbols),
    forex:
      forex.status === 'fulfilled'
        ? freshHalf(
            forexSymbols,
            (symbol) => forex.value.find((quote) => quote.symbol === symbol),
            previous?.forex,
            asOf,
          )
        : failedHalf(previous?.forex, forexSymbols),
  };
}

/** D19: the streamed quotes (every symbol, as of the server's `at`) in the ticker's shape: both halves fresh. */
export function tickerDataOfStream(
  quotes: readonly StreamQuote[],
  at: number,
  previous: TickerData | undefined,
): TickerData {
  const bySymbol = new Map(
    quotes.map((quote) => [quote.symbol, { price: quote.price, change: quote.change24h }]),
  );
  return {
    coins: freshHalf(coinSymbols, (symbol) => bySymbol.get(symbol), previous?.coins, at),
    forex: freshHalf(forexSymbols, (symbol) => bySymbol.get(symbol), previous?.forex, at),
  };
}

/**
 * D19: a poll that was on its way when the stream's first snapshot came must not put older prices over it. Each half
 * the cache got after the poll set out (`startedAt`), or at that very instant (a page whose clock is fixed gives
 * both one time), stays; the poll fills the others.
 */
export function keepNewerHalves(
  current: TickerData | undefined,
  polled: TickerData,
  startedAt: number,
): TickerData {
  const newer = (half: TickerHalf | undefined): half is TickerHalf =>
    half !== undefined && !half.failed && half.asOf !== null && half.asOf >= startedAt;
  return {
    coins: newer(current?.coins) ? current.coins : polled.coins,
    forex: newer(current?.forex) ? current.forex : polled.forex,
  };
}

/**
 * D19: whether the prices shown have stopped moving because the socket is down (reconnecting, offline): they
 * are shown stale, with their time. While it is live, or polling in its place, they are not.
 */
export function streamIsDown(connection: ConnectionState | null): boolean {
  return connection?.phase === 'reconnecting' || connection?.phase === 'offline';
}

/** Polling runs where there is no socket, and in its place when it cannot open (fallback). */
export function tickerPolls(connection: ConnectionState | null): boolean {
  return connection === null || connection.phase === 'fallback' || connection.phase === 'idle';
}

const noConnection = () => () => {};

/** D19: the state of the tab's market socket (phase, retry time, last close); null without a socket. */
export function useMarketConnection(streamUrl: string | null): ConnectionState | null {
  const socket = streamUrl ? tabMarketSocket(streamUrl) : null;
  return useSyncExternalStore(
    socket ? socket.onConnection : noConnection,
    () => socket?.getConnection() ?? null,
    () => null,
  );
}

/**
 * D19: the tab's market socket writes the tickers channel into the ticker's cache entry, so everything reading
 * it (the ticker, screens) follows the stream. Paused (WCAG 2.2.2), the channel is left.
 */
function useTickerStream(streamUrl: string | null, paused: boolean): boolean {
  const queryClient = useQueryClient();
  const [streamed, setStreamed] = useState(false);
  useEffect(() => {
    const socket = streamUrl ? tabMarketSocket(streamUrl) : null;
    if (!socket || paused) return;
    return socket.watch(tickersChannel, (channel) => {
      if (channel.phase !== 'synced' || channel.at === null || !channel.data) return;
      const quotes = channel.data.kind === 'tickers' ? channel.data.quotes : null;
      if (!quotes) return;
      const at = channel.at;
      queryClient.setQueryData<TickerData>(tickerQueryKey, (previous) =>
        tickerDataOfStream(quotes, at, previous),
      );
      setStreamed(true);
    });
  }, [streamUrl, paused, queryClient]);
  return streamed;
}

/**
 * Where the prices shown come from: the stream (its first snapshot has been applied), polling (no socket, or its
 * fallback), or `pending` (a socket is opening; a first poll may be on screen until the snapshot replaces it).
 */
export type TickerSource = 'stream' | 'poll' | 'pending';

export interface TickerOptions {
  /** Paused by the user (WCAG 2.2.2): no polling until resumed. */
  paused?: boolean;
  /** Stories shorten it; the app uses the spec's 15 s. */
  refreshMs?: number;
}

export function tickerQuery(
  clients: TickerClients,
  { paused = false, refreshMs = tickerRefreshMs }: TickerOptions = {},
) {
  return queryOptions({
    queryKey: tickerQueryKey,
    queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => {
      const startedAt = Date.now();
      const polled = await fetchTicker(clients, client.getQueryData<TickerData>(tickerQueryKey), {
        signal,
      });
      return keepNewerHalves(client.getQueryData<TickerData>(tickerQueryKey), polled, startedAt);
    },
    // TanStack skips an interval's fetch while the tab is hidden (refetchIntervalInBackground is
    // false) and, with refetchOnWindowFocus, fetches on becoming visible if the data is older than this.
    refetchInterval: paused ? false : refreshMs,
    refetchOnWindowFocus: !paused,
    staleTime: refreshMs,
    // The next poll is the retry.
    retry: false,
  });
}

/** What the ticker shows: nothing yet, or both halves (each fresh, stale or never loaded). */
export type TickerState = { status: 'loading' } | { status: 'ready'; data: TickerData };

interface TickerQueryResult {
  data: TickerData | undefined;
  isError: boolean;
  /** When the last failure came, 0 if none. */
  errorUpdatedAt: number;
}

/**
 * Spec 2 §8 with D9: a failure before any data shows both halves as never loaded (zeros, "unavailable"),
 * also while the next poll is on its way: TanStack puts a query with no data back to pending when it
 * fetches again, which would blink the ticker to "Loading prices…" at every poll.
 */
export function tickerStateOf({ data, isError, errorUpdatedAt }: TickerQueryResult): TickerState {
  if (data && isError)
    return {
      status: 'ready',
      data: { coins: { ...data.coins, failed: true }, forex: { ...data.forex, failed: true } },
    };
  if (data) return { status: 'ready', data };
  if (isError || errorUpdatedAt > 0)
    return {
      status: 'ready',
      data: {
        coins: failedHalf(undefined, coinSymbols),
        forex: failedHalf(undefined, forexSymbols),
      },
    };
  return { status: 'loading' };
}

/**
 * The 10 coins and 33 forex pairs (D9): streamed where the tab has a market socket (D19), otherwise (and while
 * the socket cannot open) every 15 s while the tab is visible and not paused.
 */
export function useTicker(options: TickerOptions = {}): TickerState & {
  connection: ConnectionState | null;
  source: TickerSource;
} {
  const { api, market, streamUrl } = useApiClients();
  const paused = options.paused ?? false;
  const connection = useMarketConnection(streamUrl);
  const streamed = useTickerStream(streamUrl, paused);
  const polls = tickerPolls(connection);
  const query = useQuery(tickerQuery({ api, market }, { ...options, paused: paused || !polls }));
  // Issue 43: 43 quotes drawn twice (the marquee's copy) are a long task on a slow phone; deferred, their first
  // render and each refresh's are background renders React does in slices (see useLoadStatus).
  const data = useDeferredValue(query.data);
  const down = streamIsDown(connection);
  const state = tickerStateOf({
    data,
    isError: query.isError || (down && data !== undefined),
    errorUpdatedAt: query.errorUpdatedAt,
  });
  const source: TickerSource = polls ? 'poll' : streamed ? 'stream' : 'pending';
  return { ...state, connection, source };
}
