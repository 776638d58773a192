import { topCoinsRefreshMs, type CoinMarket, type LoadStatus } from '@tp/api';
import { changeDirection } from '../shared/marketFormat';

/** D10: the windows gainers and losers can be ranked by. */
export const changeWindows = ['1h', '24h', '7d'] as const;
export type ChangeWindow = (typeof changeWindows)[number];
export const defaultChangeWindow: ChangeWindow = '24h';

/** Spec 2 §9: 5 gainers, 5 losers and 5 by volume. */
export const marketListSize = 5;

/** The window a `?window=` value names; anything else (absent, misspelt) is the default 24 h. */
export function changeWindowOf(value: string | null | undefined): ChangeWindow {
  return changeWindows.find((window) => window === value) ?? defaultChangeWindow;
}

/** A usable figure: a finite number; null, undefined and NaN are missing, never 0. */
function usable(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The coin's price change over `window` in percent, or null when the answer has none.
 * 24 h reads `price_change_percentage_24h_in_currency`, else the plain `price_change_percentage_24h`.
 */
export function changeOf(coin: CoinMarket, window: ChangeWindow): number | null {
  switch (window) {
    case '1h':
      return usable(coin.price_change_percentage_1h_in_currency);
    case '24h':
      return (
        usable(coin.price_change_percentage_24h_in_currency) ??
        usable(coin.price_change_percentage_24h)
      );
    case '7d':
      return usable(coin.price_change_percentage_7d_in_currency);
  }
}

/** One row of a list: the coin and the figure it was ranked by (a change in percent, or a USD volume). */
export interface MarketEntry {
  coin: CoinMarket;
  value: number;
}

export interface MarketLists {
  gainers: readonly MarketEntry[];
  losers: readonly MarketEntry[];
  active: readonly MarketEntry[];
}

interface Ranked extends MarketEntry {
  /** Position in the API's answer: the market-cap rank. */
  rank: number;
}

/**
 * The `size` entries with the largest `direction * value`. Equal values keep the market-cap order
 * (the API's); with each id counted once that position is unique, so the same answer always gives
 * the same rows whatever the sort does with ties.
 */
function top(entries: readonly Ranked[], direction: 1 | -1, size: number): MarketEntry[] {
  return [...entries]
    .sort((a, b) => direction * (b.value - a.value) || a.rank - b.rank)
    .slice(0, size)
    .map(({ coin, value }) => ({ coin, value }));
}

/**
 * Spec 2 §9 and D10 from the top coins (market-cap order):
 * - gainers: the highest changes over `window` that show above 0.00 %, highest first;
 * - losers: the lowest changes that show below 0.00 %, lowest first (a coin that reads 0.00 % is
 *   neither, so a flat market calls no +0.1 % coin a loser and no -0.001 % coin a gainer);
 * - active: the highest 24 h volumes, highest first (a coin may be in Active and in a change list).
 * A coin without the figure (null, missing, NaN) is left out of that list, never counted as 0; a
 * coin listed twice counts once (its first, higher-ranked entry); fewer usable coins, shorter lists.
 */
export function marketLists(
  coins: readonly CoinMarket[],
  window: ChangeWindow,
  size = marketListSize,
): MarketLists {
  const seen = new Set<string>();
  const unique = coins.filter((coin) => {
    if (seen.has(coin.id)) return false;
    seen.add(coin.id);
    return true;
  });
  const withFigure = (figure: (coin: CoinMarket) => number | null) =>
    unique.flatMap((coin, rank) => {
      const value = figure(coin);
      return value === null ? [] : [{ coin, value, rank }];
    });
  const changes = withFigure((coin) => changeOf(coin, window));
  const volumes = withFigure((coin) => {
    const volume = usable(coin.total_volume);
    return volume !== null && volume >= 0 ? volume : null;
  });
  return {
    gainers: top(
      changes.filter((entry) => changeDirection(entry.value) === 'up'),
      1,
      size,
    ),
    losers: top(
      changes.filter((entry) => changeDirection(entry.value) === 'down'),
      -1,
      size,
    ),
    active: top(volumes, 1, size),
  };
}

/**
 * D19: how old the top coins normally get. The provider refreshes its figures about once a minute (`last_updated`)
 * and the screen asks every minute, so data up to two minutes old is as fresh as it comes.
 */
export const topCoinsUsualAgeMs = 2 * topCoinsRefreshMs;

/**
 * D10's "as of": the newest `last_updated` among the coins, else when the answer arrived
 * (`dataUpdatedAt`, ms since the epoch); null when neither is known.
 */
export function asOfTime(coins: readonly CoinMarket[], dataUpdatedAt: number): number | null {
  const times = coins
    .map((coin) => (coin.last_updated ? Date.parse(coin.last_updated) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  if (times.length > 0) return Math.max(...times);
  return dataUpdatedAt > 0 ? dataUpdatedAt : null;
}

/**
 * What the Market screen shows of the top coins:
 * - loading: nothing has answered yet;
 * - error: nothing has ever loaded (the market error and Try Again; no zeros in place of prices);
 * - ready: the coins and their time; `stale` when the last refresh failed and these are the last
 *   good ones (TanStack keeps them); `refreshing` while a newer answer is on its way.
 */
export type MarketStatus =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retrying: boolean }
  | {
      kind: 'ready';
      coins: readonly CoinMarket[];
      asOf: number | null;
      stale: boolean;
      refreshing: boolean;
    };

/** The query's `LoadStatus` (from `useLoadProps`) plus its error and time, as the screen's status. */
export function marketStatusOf(
  load: LoadStatus<readonly CoinMarket[]>,
  query: { error: unknown; dataUpdatedAt: number },
): MarketStatus {
  if (load.kind !== 'ready') return load;
  return {
    kind: 'ready',
    coins: load.data,
    asOf: asOfTime(load.data, query.dataUpdatedAt),
    stale: query.error !== null && query.error !== undefined,
    refreshing: load.refreshing ?? false,
  };
}
