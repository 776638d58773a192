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

/** The `pageSize` rows of the filter that follow the row `after` (keyset paging: new rows never shift it). */
function fetchLedgerPageAfter(
  api: ApiClient,
  type: TradeHistoryFilter,
  after: string,
  pageSize: number,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  return call(
    api.GET('/api/transactions/', {
      params: { query: { type, page_size: pageSize, after } },
      signal,
    }),
  );
}

/**
 * D11 export: every row of the filter, 100 at a time, as the ledger stood when the export began. Page 1, then each
 * next page after the last row received: a row arriving meanwhile (it comes first, being the newest) neither shifts
 * a row into the file twice nor pushes one out of it, as numbered pages would.
 */
export async function fetchAllLedgerEntries(
  api: ApiClient,
  type: TradeHistoryFilter,
  signal?: AbortSignal,
): Promise<LedgerEntry[]> {
  const rows: LedgerEntry[] = [];
  let answer = await fetchLedgerPage(api, type, 1, EXPORT_PAGE_SIZE, signal);
  for (;;) {
    rows.push(...answer.results);
    const last = answer.results.at(-1);
    if (answer.next === null || last === undefined) return rows;
    answer = await fetchLedgerPageAfter(api, type, last.id, EXPORT_PAGE_SIZE, signal);
  }
}
