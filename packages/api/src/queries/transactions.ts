import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import type { components } from '../schema.gen';
import { ledgerQueryKey } from './ledger';

type DepositRecord = components['schemas']['Deposit'];
type WithdrawalRecord = components['schemas']['Withdrawal'];

/** Spec 2 §3: a transaction is a Deposit, a Withdraw or a Transfer (the dashboard says "Withdrawal"). */
export type TransactionType = 'Deposit' | 'Withdraw' | 'Transfer';

/** One row of the merged ledger (spec 2 §3), the same for the dashboard, Trade History and Portfolio. */
export interface Transaction {
  /** Unique across both lists: `deposit-3`, `withdrawal-2`. */
  key: string;
  /** The server's id within its own list. */
  id: number;
  type: TransactionType;
  /** Signed USD: deposits positive, withdrawals and transfers negative. */
  amount: number;
  /** The server's status; `completed` when it sends none. */
  status: string;
  /** Payment or withdrawal method; `Unknown` when it sends none. */
  method: string;
  /** ISO 8601 as the server sent it. */
  createdAt: string;
  /** ms since the epoch; NaN when the date cannot be read. */
  timestamp: number;
  cryptoType: string | null;
  recipientEmail: string | null;
}

const nonEmpty = (value: string | null | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

function fromDeposit(deposit: DepositRecord): Transaction {
  return {
    key: `deposit-${deposit.id}`,
    id: deposit.id,
    type: 'Deposit',
    amount: Math.abs(deposit.amount),
    status: nonEmpty(deposit.status, 'completed'),
    method: nonEmpty(deposit.payment_method, 'Unknown'),
    createdAt: deposit.created_at,
    timestamp: Date.parse(deposit.created_at),
    cryptoType: deposit.cryptoType ?? null,
    recipientEmail: null,
  };
}

function fromWithdrawal(withdrawal: WithdrawalRecord): Transaction {
  return {
    key: `withdrawal-${withdrawal.id}`,
    id: withdrawal.id,
    // D1: a transfer is a withdrawal whose method is `Transfer`.
    type: withdrawal.withdrawal_method === 'Transfer' ? 'Transfer' : 'Withdraw',
    // Spec 2 §3: withdrawal amounts are negative.
    amount: -Math.abs(withdrawal.amount),
    status: nonEmpty(withdrawal.status, 'completed'),
    method: nonEmpty(withdrawal.withdrawal_method, 'Unknown'),
    createdAt: withdrawal.created_at,
    timestamp: Date.parse(withdrawal.created_at),
    cryptoType: null,
    recipientEmail: withdrawal.recipient_email ?? null,
  };
}

/** Newest first; unreadable dates last; equal times in a fixed order so lists never jump. */
function newestFirst(a: Transaction, b: Transaction): number {
  const aTime = Number.isNaN(a.timestamp) ? -Infinity : a.timestamp;
  const bTime = Number.isNaN(b.timestamp) ? -Infinity : b.timestamp;
  if (aTime !== bTime) return bTime - aTime;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Spec 2 §3: deposits and withdrawals merged into one list of transactions, newest first. */
export function mergeTransactions(
  deposits: readonly DepositRecord[],
  withdrawals: readonly WithdrawalRecord[],
): Transaction[] {
  return [...deposits.map(fromDeposit), ...withdrawals.map(fromWithdrawal)].sort(newestFirst);
}

/** Spec 2 §7: both lists are fetched together; either failing fails the whole list. */
export async function listTransactions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const [deposits, withdrawals] = await Promise.all([
    call(api.GET('/api/deposits/', { signal })),
    call(api.GET('/api/withdrawals/', { signal })),
  ]);
  return mergeTransactions(deposits, withdrawals);
}

export function transactionsQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    // Under the ledger key, so every money movement refreshes it (useRefreshMoney).
    queryKey: [...ledgerQueryKey(scope), 'transactions'] as const,
    queryFn: ({ signal }) => listTransactions(api, signal),
    // Issue 26: the list the app started with the page is not read again when the page mounts a moment later.
    staleTime: 30_000,
  });
}

/** Every deposit, withdrawal and transfer of the user, merged, newest first. */
export function useTransactions() {
  const { api } = useApiClients();
  return useQuery(transactionsQuery(api, useAccountScope()));
}
