import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';
import { ledgerQueryKey } from './ledger';

export type LedgerEntry = components['schemas']['Transaction'];
export type LedgerPage = components['schemas']['PaginatedTransactions'];

/** Spec 2 §9 filter values. */
export const tradeHistoryFilters = ['all', 'deposit', 'withdraw', 'transfer'] as const;
export type TradeHistoryFilter = (typeof tradeHistoryFilters)[number];

/** D11: 25 rows a page. */
export const TRADE_HISTORY_PAGE_SIZE = 25;
const EXPORT_PAGE_SIZE = 100;

export function fetchLedgerPage(
  api: ApiClient,
  type: TradeHistoryFilter,
  page: number,
  pageSize: number = TRADE_HISTORY_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  return call(
    api.GET('/api/transactions/', {
      params: { query: { type, page, page_size: pageSize } },
      signal,
    }),
  );
}

/** Under the ledger key, so every money movement refreshes it (useRefreshMoney). */
export function tradeHistoryQuery(
  api: ApiClient,
  scope: AccountScope,
  type: TradeHistoryFilter,
  page: number,
) {
  return queryOptions({
    queryKey: [...ledgerQueryKey(scope), 'tradeHistory', type, page] as const,
    queryFn: ({ signal }) => fetchLedgerPage(api, type, page, TRADE_HISTORY_PAGE_SIZE, signal),
    // Paging keeps the last page on screen until the next one arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTradeHistoryPage(type: TradeHistoryFilter, page: number) {
  const { api } = useApiClients();
  return useQuery(tradeHistoryQuery(api, useAccountScope(), type, page));
}

/** D11 export: every row of the filter, all pages, fetched 100 at a time. */
export async function fetchAllLedgerEntries(
  api: ApiClient,
  type: TradeHistoryFilter,
  signal?: AbortSignal,
): Promise<LedgerEntry[]> {
  const rows: LedgerEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchLedgerPage(api, type, page, EXPORT_PAGE_SIZE, signal);
    rows.push(...answer.results);
    if (answer.next === null || answer.results.length === 0) return rows;
  }
}

/**
 * The whole merged ledger (D11), every page: Overview's Profit Analysis needs received transfers, which the
 * deposit and withdrawal lists do not hold. Under the ledger key, so any money movement refreshes it.
 */
export function fullLedgerQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: [...ledgerQueryKey(scope), 'full'] as const,
    queryFn: ({ signal }) => fetchAllLedgerEntries(api, 'all', signal),
  });
}

export function useFullLedger() {
  const { api } = useApiClients();
  return useQuery(fullLedgerQuery(api, useAccountScope()));
}
