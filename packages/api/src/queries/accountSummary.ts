import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import type { components } from '../schema.gen';

export type AccountSummary = components['schemas']['AccountSummary'];

/** The figures the account screens read from an account summary (spec 2 §3). */
export interface AccountFigures {
  profitLoss: number;
  margin: number;
  openedPosition: number;
}

/**
 * The first summary, or null when the server has none: each screen picks its own default
 * (the dashboard shows 0, Portfolio and Overview 25% of the balance; spec 2 §3, §9).
 */
export function accountFiguresOf(list: readonly AccountSummary[]): AccountFigures | null {
  const first = list[0];
  if (!first) return null;
  return {
    profitLoss: first.profit_loss ?? 0,
    margin: first.margin ?? 0,
    openedPosition: first.opened_position ?? 0,
  };
}

/** Spec 2 §3: profit_loss, margin and opened_position each default to 0. */
export const zeroAccountFigures: AccountFigures = Object.freeze({
  profitLoss: 0,
  margin: 0,
  openedPosition: 0,
});

export async function fetchAccountFigures(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<AccountFigures | null> {
  return accountFiguresOf(await call(api.GET('/api/account-summaries/', { signal })));
}

export const accountSummaryQueryKey = (scope: AccountScope) =>
  [...scope, 'accountSummary'] as const;

export function accountSummaryQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: accountSummaryQueryKey(scope),
    queryFn: ({ signal }) => fetchAccountFigures(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/account-summaries/: the first summary's figures, or null when there is none. */
export function useAccountSummary() {
  const { api } = useApiClients();
  return useQuery(accountSummaryQuery(api, useAccountScope()));
}
