import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketClient } from '../client';
import { call } from '../http/call';
import type { components } from '../market.gen';
import { useApiClients } from '../react/ApiProvider';

export type CoinMarket = components['schemas']['CoinMarket'];

/** Spec 2 §9: the Market screen reads the top 50 coins by market cap; D10: once a minute. */
export const topCoinsCount = 50;
export const topCoinsRefreshMs = 60_000;

export async function fetchTopCoins(
  market: MarketClient,
  signal?: AbortSignal,
): Promise<CoinMarket[]> {
  return call(
    market.GET('/coins/markets', {
      signal,
      params: {
        query: {
          vs_currency: 'usd',
          order: 'market_cap_desc',
          per_page: topCoinsCount,
          page: 1,
          price_change_percentage: '1h,24h,7d',
        },
      },
    }),
  );
}

export function topCoinsQuery(market: MarketClient) {
  return queryOptions({
    queryKey: ['market', 'topCoins'] as const,
    queryFn: ({ signal }) => fetchTopCoins(market, signal),
    refetchInterval: topCoinsRefreshMs,
    // The next poll is the retry; the last good list stays (D10).
    retry: false,
  });
}

/** D10: the top 50 coins, refreshed every minute; a failed refresh keeps the last good data. */
export function useTopCoins() {
  const { market } = useApiClients();
  return useQuery(topCoinsQuery(market));
}
