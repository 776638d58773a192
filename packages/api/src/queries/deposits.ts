import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import type { components } from '../schema.gen';
import { ledgerQueryKey, useRefreshMoney } from './ledger';

export type Deposit = components['schemas']['Deposit'];
export type DepositCreated = components['schemas']['DepositCreated'];
export type DepositStatus = components['schemas']['DepositStatus'];
export type DepositMethod = components['schemas']['DepositMethod'];
export type CryptoWalletId = components['schemas']['CryptoWalletId'];
export type CryptoType = components['schemas']['CryptoType'];
export type CreateDepositInput = components['schemas']['CreateDepositRequest'];

export interface DepositFilter {
  status?: DepositStatus;
}

export async function listDeposits(
  api: ApiClient,
  { status }: DepositFilter = {},
  signal?: AbortSignal,
): Promise<Deposit[]> {
  return call(api.GET('/api/deposits/', { params: { query: { status } }, signal }));
}

/** Under `ledgerQueryKey`, so `useRefreshMoney()` after any money movement reaches it. */
export function depositsQuery(api: ApiClient, scope: AccountScope, filter: DepositFilter = {}) {
  return queryOptions({
    queryKey: [...ledgerQueryKey(scope), 'deposits', filter] as const,
    queryFn: ({ signal }) => listDeposits(api, filter, signal),
  });
}

export function useDeposits(filter: DepositFilter = {}) {
  const { api } = useApiClients();
  return useQuery(depositsQuery(api, useAccountScope(), filter));
}

/** Spec 2 §2: the Pending Deposits list. */
export function usePendingDeposits() {
  return useDeposits({ status: 'pending' });
}

/** The multipart body of D5: text fields plus the proof image under `proof`. */
export function depositFormData(input: CreateDepositInput): FormData {
  const form = new FormData();
  form.set('amount', input.amount);
  form.set('payment_method', input.payment_method);
  form.set('wallet_id', input.wallet_id);
  form.set('wallet_address', input.wallet_address);
  form.set('cryptoType', input.cryptoType);
  form.set('proof', input.proof, input.proof instanceof File ? input.proof.name : 'proof');
  return form;
}

/** Records a pending deposit (the balance changes only when it is approved). */
export async function createDeposit(
  api: ApiClient,
  input: CreateDepositInput,
  idempotencyKey: string,
): Promise<DepositCreated> {
  return call(
    api.POST('/api/deposits/', {
      body: input,
      bodySerializer: depositFormData,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useCreateDepositMutation() {
  const { api } = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: CreateDepositInput;
      idempotencyKey: string;
    }) => createDeposit(api, input, idempotencyKey),
    onSettled: refreshMoney,
  });
}
