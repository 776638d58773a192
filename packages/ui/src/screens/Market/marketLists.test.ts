import { ApiError, loadStatusOf, type CoinMarket } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  asOfTime,
  changeOf,
  changeWindowOf,
  marketLists,
  marketStatusOf,
  type MarketEntry,
} from './marketLists';

/** A coin in the API's shape; every window's change is `change24h` unless given. */
function coin(id: string, change24h: number | null, extra: Partial<CoinMarket> = {}): CoinMarket {
  return {
    id,
    symbol: id.slice(0, 3),
    name: id,
    image: null,
    current_price: 10,
    market_cap: 1_000_000,
    total_volume: 1_000,
    price_change_percentage_24h: change24h,
    price_change_percentage_1h_in_currency: change24h,
    price_change_percentage_24h_in_currency: change24h,
    price_change_percentage_7d_in_currency: change24h,
    last_updated: '2026-06-15T12:00:00.000Z',
    ...extra,
  };
}

const ids = (entries: readonly MarketEntry[]) => entries.map((entry) => entry.coin.id);
const values = (entries: readonly MarketEntry[]) => entries.map((entry) => entry.value);

describe('changeWindowOf', () => {
  it('reads 1h, 24h and 7d from the URL; anything else is the default 24 h', () => {
    expect(changeWindowOf('1h')).toBe('1h');
    expect(changeWindowOf('7d')).toBe('7d');
    expect(changeWindowOf('24h')).toBe('24h');
    expect(changeWindowOf(null)).toBe('24h');
    expect(changeWindowOf('')).toBe('24h');
    expect(changeWindowOf('7D')).toBe('24h');
    expect(changeWindowOf('30d')).toBe('24h');
  });
});

describe('changeOf', () => {
  const btc = coin('bitcoin', 1.84, {
    price_change_percentage_1h_in_currency: 0.12,
    price_change_percentage_7d_in_currency: -3.05,
  });

  it("reads each window's field", () => {
    expect(changeOf(btc, '1h')).toBe(0.12);
    expect(changeOf(btc, '24h')).toBe(1.84);
    expect(changeOf(btc, '7d')).toBe(-3.05);
  });

  it('falls back to price_change_percentage_24h for 24 h only', () => {
    const plain = coin('x', 2.5, {
      price_change_percentage_24h_in_currency: undefined,
      price_change_percentage_1h_in_currency: undefined,
      price_change_percentage_7d_in_currency: null,
    });
    expect(changeOf(plain, '24h')).toBe(2.5);
    expect(changeOf(plain, '1h')).toBeNull();
    expect(changeOf(plain, '7d')).toBeNull();
    expect(changeOf({ ...plain, price_change_percentage_24h_in_currency: Number.NaN }, '24h')).toBe(
      2.5,
    );
  });

  it('is null, never 0, when a window has no usable number', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      const none = coin('x', null, {
        price_change_percentage_24h: missing as number | null,
        price_change_percentage_24h_in_currency: missing,
      });
      expect(changeOf(none, '24h')).toBeNull();
    }
  });
});

describe('marketLists', () => {
  const coins = [
    coin('a', 5),
    coin('b', -2),
    coin('c', 12),
    coin('d', -8),
    coin('e', 0.4),
    coin('f', 3),
    coin('g', -0.5),
    coin('h', 7),
    coin('i', -1),
    coin('j', -4),
    coin('k', -3),
  ];

  it('takes the 5 highest changes as gainers, highest first, and the 5 lowest as losers, lowest first', () => {
    const lists = marketLists(coins, '24h');
    expect(ids(lists.gainers)).toEqual(['c', 'h', 'a', 'f', 'e']);
    expect(values(lists.gainers)).toEqual([12, 7, 5, 3, 0.4]);
    expect(ids(lists.losers)).toEqual(['d', 'j', 'k', 'b', 'i']);
    expect(values(lists.losers)).toEqual([-8, -4, -3, -2, -1]);
  });

  it('ranks by the chosen window', () => {
    const windows = [
      coin('a', 1, { price_change_percentage_7d_in_currency: -9 }),
      coin('b', 2, { price_change_percentage_7d_in_currency: 4 }),
      coin('c', -3, { price_change_percentage_7d_in_currency: 6 }),
    ];
    expect(ids(marketLists(windows, '24h').gainers)).toEqual(['b', 'a']);
    expect(ids(marketLists(windows, '7d').gainers)).toEqual(['c', 'b']);
    expect(ids(marketLists(windows, '7d').losers)).toEqual(['a']);
    expect(values(marketLists(windows, '7d').gainers)).toEqual([6, 4]);
  });

  it('takes the 5 highest 24 h volumes as Active, highest first', () => {
    const byVolume = [10, 50, 20, 40, 30, 60, 5].map((volume, index) =>
      coin(`v${index}`, 1, { total_volume: volume }),
    );
    const { active } = marketLists(byVolume, '24h');
    expect(ids(active)).toEqual(['v5', 'v1', 'v3', 'v4', 'v2']);
    expect(values(active)).toEqual([60, 50, 40, 30, 20]);
  });

  it('breaks ties by market-cap rank (the API order), whatever the ids', () => {
    const tied = [
      coin('zcash', 4, { total_volume: 100 }),
      coin('aave', 4, { total_volume: 100 }),
      coin('maker', -4, { total_volume: 100 }),
      coin('bitcoin', -4, { total_volume: 100 }),
    ];
    const lists = marketLists(tied, '24h');
    expect(ids(lists.gainers)).toEqual(['zcash', 'aave']);
    expect(ids(lists.losers)).toEqual(['maker', 'bitcoin']);
    expect(ids(lists.active)).toEqual(['zcash', 'aave', 'maker', 'bitcoin']);
    // The same answer in reverse order ranks the other way: the API's order decides.
    expect(ids(marketLists([...tied].reverse(), '24h').gainers)).toEqual(['aave', 'zcash']);
  });

  it('gives the same rows for the same answer, however often it is asked', () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      coin(`c${index}`, (index % 7) - 3, { total_volume: index % 4 }),
    );
    const first = marketLists(many, '24h');
    for (let run = 0; run < 5; run += 1) expect(marketLists(many, '24h')).toEqual(first);
    expect(ids(first.gainers)).toEqual(['c6', 'c13', 'c20', 'c27', 'c34']);
    expect(ids(first.active)).toEqual(['c3', 'c7', 'c11', 'c15', 'c19']);
  });

  it('leaves a coin without a change or volume out of that list, never as 0', () => {
    const partial = [
      coin('no-change', null, { total_volume: 900 }),
      coin('nan-change', Number.NaN, { total_volume: 800 }),
      coin('no-volume', -1, { total_volume: Number.NaN }),
      coin('null-volume', 2, { total_volume: null as unknown as number }),
      coin('negative-volume', 3, { total_volume: -5 }),
      coin('ok', -2, { total_volume: 0 }),
    ];
    const lists = marketLists(partial, '24h');
    expect(ids(lists.gainers)).toEqual(['negative-volume', 'null-volume']);
    expect(ids(lists.losers)).toEqual(['ok', 'no-volume']);
    expect(ids(lists.active)).toEqual(['no-change', 'nan-change', 'ok']);
    // 1 h missing on every coin: no gainers or losers, Active unchanged.
    const no1h = partial.map((entry) => ({
      ...entry,
      price_change_percentage_1h_in_currency: undefined,
    }));
    const hourly = marketLists(no1h, '1h');
    expect(hourly.gainers).toEqual([]);
    expect(hourly.losers).toEqual([]);
    expect(ids(hourly.active)).toEqual(['no-change', 'nan-change', 'ok']);
  });

  it('lets a coin be both in Active and in Gainers', () => {
    const lists = marketLists([coin('bitcoin', 3, { total_volume: 28e9 }), coin('x', -1)], '24h');
    expect(ids(lists.active)[0]).toBe('bitcoin');
    expect(ids(lists.gainers)).toEqual(['bitcoin']);
  });

  it('shows what there is with fewer than 5 usable coins', () => {
    const few = [coin('a', 1), coin('b', -1), coin('c', 2)];
    const lists = marketLists(few, '24h');
    expect(ids(lists.gainers)).toEqual(['c', 'a']);
    expect(ids(lists.losers)).toEqual(['b']);
    expect(ids(lists.active)).toEqual(['a', 'b', 'c']);
    expect(marketLists([], '24h')).toEqual({ gainers: [], losers: [], active: [] });
  });

  it('counts only changes that show above or below 0.00 % (rounded half away from zero)', () => {
    const flat = [
      coin('zero', 0),
      coin('tiny-up', 0.004),
      coin('tiny-down', -0.004),
      coin('up', 0.005),
      coin('down', -0.005),
    ];
    const lists = marketLists(flat, '24h');
    expect(ids(lists.gainers)).toEqual(['up']);
    expect(ids(lists.losers)).toEqual(['down']);
    // A +0.1 % coin is never called a loser, even when nothing fell.
    expect(marketLists([coin('a', 0.1), coin('b', 0.3)], '24h').losers).toEqual([]);
  });

  it('counts a coin listed twice once, at its first (higher) rank', () => {
    const twice = [coin('a', 2, { total_volume: 5 }), coin('b', 2), coin('a', 9)];
    const lists = marketLists(twice, '24h');
    expect(ids(lists.gainers)).toEqual(['a', 'b']);
    expect(values(lists.gainers)).toEqual([2, 2]);
    expect(ids(lists.active)).toEqual(['b', 'a']);
  });

  it('takes another list size when asked', () => {
    expect(marketLists(coins, '24h', 2).gainers).toHaveLength(2);
  });
});

describe('asOfTime', () => {
  it('is the newest last_updated among the coins', () => {
    const coins = [
      coin('a', 1, { last_updated: '2026-06-15T11:58:00.000Z' }),
      coin('b', 1, { last_updated: '2026-06-15T12:01:30.000Z' }),
      coin('c', 1, { last_updated: null }),
      coin('d', 1, { last_updated: 'not a date' }),
    ];
    expect(asOfTime(coins, 5)).toBe(Date.UTC(2026, 5, 15, 12, 1, 30));
  });

  it("falls back to the query's dataUpdatedAt, else none", () => {
    const undated = [coin('a', 1, { last_updated: undefined }), coin('b', 1, { last_updated: '' })];
    expect(asOfTime(undated, 1_750_000_000_000)).toBe(1_750_000_000_000);
    expect(asOfTime([], 1_750_000_000_000)).toBe(1_750_000_000_000);
    expect(asOfTime([], 0)).toBeNull();
  });
});

describe('marketStatusOf (the stale rule)', () => {
  const coins = [coin('bitcoin', 1.84)];
  const idle = { data: undefined, error: null, isFetching: false, dataUpdatedAt: 0 };
  const serverError = new ApiError(httpErrors.serverError, 'http', 500);
  const status = (query: typeof idle | Record<string, unknown>, lastError: Error | null = null) => {
    const q = { ...idle, ...query } as typeof idle & { data?: CoinMarket[]; error: Error | null };
    return marketStatusOf(loadStatusOf(q, {}, lastError), q);
  };

  it('is loading until the first answer', () => {
    expect(status({ isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('is ready and fresh with data and no error, with the data time', () => {
    expect(status({ data: coins, dataUpdatedAt: 99 })).toEqual({
      kind: 'ready',
      coins,
      asOf: Date.UTC(2026, 5, 15, 12),
      stale: false,
      refreshing: false,
    });
    expect(status({ data: coins, isFetching: true })).toMatchObject({
      stale: false,
      refreshing: true,
    });
  });

  it('is stale when a refresh failed after a good load: the last data and its time stay', () => {
    const failedRefresh = { data: coins, error: serverError, dataUpdatedAt: 99 };
    expect(status(failedRefresh)).toEqual({
      kind: 'ready',
      coins,
      asOf: Date.UTC(2026, 5, 15, 12),
      stale: true,
      refreshing: false,
    });
    // Try Again from the stale note: still stale (TanStack keeps the error), refreshing.
    expect(status({ ...failedRefresh, isFetching: true })).toMatchObject({
      stale: true,
      refreshing: true,
    });
  });

  it('is an error with the market message when nothing has ever loaded, and retrying on Try Again', () => {
    expect(status({ error: serverError })).toEqual({
      kind: 'error',
      message: httpErrors.serverError,
      retrying: false,
    });
    expect(status({ isFetching: true }, serverError)).toEqual({
      kind: 'error',
      message: httpErrors.serverError,
      retrying: true,
    });
  });

  it('is ready with empty lists for an empty answer (not an error)', () => {
    expect(status({ data: [], dataUpdatedAt: 42 })).toEqual({
      kind: 'ready',
      coins: [],
      asOf: 42,
      stale: false,
      refreshing: false,
    });
  });
});
