import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import { withCodeChallenge } from './codeChallenge';
import { ledgerQueryKey, useRefreshMoney } from './ledger';
import {
  createWithdrawal,
  listWithdrawals,
  type Withdrawal,
  type WithdrawalCreated,
} from './withdrawals';

/** D1: a transfer is a withdrawal with method `Transfer` and the recipient's e-mail. */
export type Transfer = Withdrawal & { withdrawal_method: 'Transfer'; recipient_email: string };

export interface CreateTransferInput {
  recipientEmail: string;
  /** In dollars. */
  amount: number;
}

function isTransfer(withdrawal: Withdrawal): withdrawal is Transfer {
  return (
    withdrawal.withdrawal_method === 'Transfer' &&
    typeof withdrawal.recipient_email === 'string' &&
    withdrawal.recipient_email !== ''
  );
}

/** Spec 2 §7 pending transfers: only records with a recipient_email are kept. */
export function transfersOf(withdrawals: readonly Withdrawal[]): Transfer[] {
  return withdrawals.filter(isTransfer);
}

export async function listTransfers(api: ApiClient, signal?: AbortSignal): Promise<Transfer[]> {
  return transfersOf(await listWithdrawals(api, { method: 'Transfer' }, signal));
}

/** Under `ledgerQueryKey`, so every money refresh reaches it. */
export const transfersQueryKey = (scope: AccountScope) =>
  [...ledgerQueryKey(scope), 'transfers'] as const;

export function transfersQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: transfersQueryKey(scope),
    queryFn: ({ signal }) => listTransfers(api, signal),
  });
}

export function useTransfers() {
  const { api } = useApiClients();
  return useQuery(transfersQuery(api, useAccountScope()));
}

/** Holds the amount and e-mails the sender a code bound to this transfer (D1); the recipient is credited on verify. */
export function createTransfer(
  api: ApiClient,
  { recipientEmail, amount }: CreateTransferInput,
  idempotencyKey: string,
): Promise<WithdrawalCreated> {
  return createWithdrawal(
    api,
    { amount, withdrawal_method: 'Transfer', recipient_email: recipientEmail },
    idempotencyKey,
  );
}

export function useCreateTransferMutation() {
  const { api } = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: CreateTransferInput;
      idempotencyKey: string;
    }) => createTransfer(api, input, idempotencyKey).then(withCodeChallenge),
    onSettled: refreshMoney,
  });
}
