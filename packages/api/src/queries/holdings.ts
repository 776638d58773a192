import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';

export type Holding = components['schemas']['Holding'];

export async function listHoldings(api: ApiClient, signal?: AbortSignal): Promise<Holding[]> {
  return call(api.GET('/api/portfolio/holdings/', { signal }));
}

export const holdingsQueryKey = (scope: AccountScope) => [...scope, 'holdings'] as const;

/** The holdings are valued by the server when asked; asked again (on mount or focus) after 5 minutes. */
export const holdingsFreshMs = 5 * 60_000;

export function holdingsQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: holdingsQueryKey(scope),
    queryFn: ({ signal }) => listHoldings(api, signal),
    staleTime: holdingsFreshMs,
  });
}

/** D10: Portfolio's Asset Breakdown, largest value first. */
export function useHoldings() {
  const { api } = useApiClients();
  return useQuery(holdingsQuery(api, useAccountScope()));
}
