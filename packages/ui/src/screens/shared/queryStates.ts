import type { UseQueryResult } from '@tanstack/react-query';
import type { ActiveBalance } from '@tp/api';
import { balanceMessages } from '@tp/messages';
import type { TableStatus } from '../../widgets/Table';

type QueryState<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching'>;

export type BalanceState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; amount: number };

/** Spec 2 §8: the error's message, else `Failed to fetch balance data`; a retry in flight shows as loading. */
export function balanceStateOf({ data, error, isError, isFetching }: QueryState<ActiveBalance>) {
  if (data) return { status: 'ready', amount: data.balance } satisfies BalanceState;
  if (isError && !isFetching)
    return {
      status: 'error',
      message: error?.message || balanceMessages.loadFailed,
    } satisfies BalanceState;
  return { status: 'loading' } satisfies BalanceState;
}

/** A list's table: its rows once loaded, its error until a retry is in flight, else the spinner. */
export function tableStatusOf({ data, isError, isFetching }: QueryState<unknown>): TableStatus {
  if (data) return 'ready';
  return isError && !isFetching ? 'error' : 'loading';
}
