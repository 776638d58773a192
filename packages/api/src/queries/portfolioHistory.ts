import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import { ledgerQueryKey } from './ledger';
import type { components } from '../schema.gen';

export type PortfolioRange = components['schemas']['PortfolioRange'];
/** A point of the history (D10): the value at the end of the day, and the net deposits it holds. */
export type PortfolioHistoryPoint = components['schemas']['PortfolioHistoryPoint'];
/** A dated dollar figure, as a chart draws it: the history's value, a profit, a sample. */
export type PortfolioPoint = Pick<PortfolioHistoryPoint, 'date' | 'value'>;
export type PortfolioHistory = components['schemas']['PortfolioHistory'];

/** The dashboard's range buttons, in order, with the value each sends (D5). */
export const portfolioRanges: readonly { range: PortfolioRange; label: string }[] = [
  { range: '1M', label: '1M' },
  { range: '1Y', label: '1Y' },
  { range: 'ALL', label: 'All' },
];

export async function fetchPortfolioHistory(
  api: ApiClient,
  range: PortfolioRange,
  signal?: AbortSignal,
): Promise<PortfolioHistory> {
  return call(api.GET('/api/portfolio/history/', { params: { query: { range } }, signal }));
}

/** Under the ledger key: the history is built from the ledger (D10), so any money movement refreshes it. */
export const portfolioHistoryQueryKey = (scope: AccountScope) =>
  [...ledgerQueryKey(scope), 'portfolioHistory'] as const;

export function portfolioHistoryQuery(api: ApiClient, scope: AccountScope, range: PortfolioRange) {
  return queryOptions({
    queryKey: [...portfolioHistoryQueryKey(scope), range] as const,
    queryFn: ({ signal }) => fetchPortfolioHistory(api, range, signal),
    staleTime: 5 * 60_000,
  });
}

/** D5: GET /api/portfolio/history/?range=; the previous range stays on screen while the next loads. */
export function usePortfolioHistory(range: PortfolioRange) {
  const { api } = useApiClients();
  return useQuery({
    ...portfolioHistoryQuery(api, useAccountScope(), range),
    placeholderData: keepPreviousData,
  });
}
