import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketClient } from '../client';
import { call } from '../http/call';
import type { components } from '../market.gen';
import { useApiClients } from '../react/ApiProvider';

export type SimplePrice = components['schemas']['SimplePrice'];

/** One daily price: `time` in ms since the epoch, `value` in USD. */
export interface PricePoint {
  time: number;
  value: number;
}

/** Spec 1 §3: a home price card's entry; 0 and 0 until the first answer. */
export interface CoinPrice {
  price: number;
  change24h: number;
}

/** Spec 1 §9: home prices refresh every minute. */
export const priceRefreshMs = 60_000;

export async function fetchSimplePrices(
  market: MarketClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<SimplePrice> {
  return call(
    market.GET('/simple/price', {
      signal,
      params: {
        query: { ids: ids.join(','), vs_currencies: 'usd', include_24hr_change: true },
      },
    }),
  );
}

/** One entry per requested id; a coin missing from the answer, or a missing change, reads 0 (spec 1 §9). */
export function coinPricesFrom(
  answer: SimplePrice | undefined,
  ids: readonly string[],
): Record<string, CoinPrice> {
  return Object.fromEntries(
    ids.map((id) => {
      const entry = answer?.[id];
      return [id, { price: entry?.usd ?? 0, change24h: entry?.usd_24h_change ?? 0 }];
    }),
  );
}

export function simplePricesQuery(market: MarketClient, ids: readonly string[]) {
  return queryOptions({
    queryKey: ['market', 'simplePrice', ids.join(',')],
    queryFn: async ({ signal }) => {
      try {
        return await fetchSimplePrices(market, ids, signal);
      } catch (error) {
        // Spec 1 §8: a failed price fetch is logged only; the query keeps the last answer.
        console.warn('Price refresh failed; keeping the last prices.', error);
        throw error;
      }
    },
    refetchInterval: priceRefreshMs,
    // The next poll is the retry.
    retry: false,
  });
}

/** Current USD prices and 24 h change, fetched on mount and every minute; a failure keeps the last data. */
export function useSimplePrices(ids: readonly string[]) {
  const { market } = useApiClients();
  return useQuery(simplePricesQuery(market, ids));
}

export async function fetchMarketChart(
  market: MarketClient,
  coinId: string,
  days: number,
  signal?: AbortSignal,
): Promise<PricePoint[]> {
  const answer = await call(
    market.GET('/coins/{id}/market_chart', {
      signal,
      params: {
        path: { id: coinId },
        query: { vs_currency: 'usd', days: String(days), interval: 'daily' },
      },
    }),
  );
  return answer.prices.map(([time = 0, value = 0]) => ({ time, value }));
}

/** Daily points: a new one at most once a day, so the chart asks again (on mount or focus) after 10 minutes. */
export const marketChartFreshMs = 10 * 60_000;

export function marketChartQuery(market: MarketClient, coinId: string, days: number) {
  return queryOptions({
    queryKey: ['market', 'marketChart', coinId, days],
    queryFn: ({ signal }) => fetchMarketChart(market, coinId, days, signal),
    staleTime: marketChartFreshMs,
  });
}

/** Daily USD closes of one coin (D7); `enabled: false` waits until the chart is about to be seen. */
export function useMarketChart(coinId: string, days: number, options: { enabled?: boolean } = {}) {
  const { market } = useApiClients();
  return useQuery({ ...marketChartQuery(market, coinId, days), enabled: options.enabled ?? true });
}
