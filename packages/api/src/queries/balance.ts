import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import type { components } from '../schema.gen';
import { balanceMessages } from '@tp/messages';
import type { LoadStatusOptions } from './loadStatus';

type BalanceList = components['schemas']['BalanceList'];

export interface ActiveBalance {
  balance: number;
  currency: string;
  /** When the server last changed the balance; null when the user has no balance record yet. */
  updatedAt: string | null;
}

/** Spec 2 §3: a plain list or a paginated page may come back; the first record is the active one. */
export function activeBalanceOf(list: BalanceList): ActiveBalance {
  const records = Array.isArray(list) ? list : list.results;
  const first = records[0];
  if (!first) return { balance: 0, currency: 'USD', updatedAt: null };
  return { balance: first.balance, currency: first.currency, updatedAt: first.updated_at };
}

export async function fetchActiveBalance(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ActiveBalance> {
  return activeBalanceOf(await call(api.GET('/api/balance/', { signal })));
}

export const balanceQueryKey = (scope: AccountScope) => [...scope, 'balance'] as const;

/** D4: the spec's 5-minute cache and 30-minute refresh are query options, not a local copy. */
export function balanceQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: balanceQueryKey(scope),
    queryFn: ({ signal }) => fetchActiveBalance(api, signal),
    staleTime: 5 * 60_000,
    refetchInterval: 30 * 60_000,
  });
}

/** Spec 2 §8: how a screen shows the balance: the amount, or the server's message, else "Failed to fetch balance data". */
export const balanceAmount: LoadStatusOptions<ActiveBalance, number> = {
  fallback: balanceMessages.loadFailed,
  select: (active) => active.balance,
};

export function useBalance() {
  const { api } = useApiClients();
  return useQuery(balanceQuery(api, useAccountScope()));
}
