import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import type { components } from '../schema.gen';
import { ledgerQueryKey, useRefreshMoney } from './ledger';

export type Withdrawal = components['schemas']['Withdrawal'];
export type WithdrawalCreated = components['schemas']['WithdrawalCreated'];
export type WithdrawalMethod = components['schemas']['WithdrawalMethod'];
export type WithdrawalStatus = components['schemas']['WithdrawalStatus'];
export type Chain = components['schemas']['Chain'];
export type CreateWithdrawalInput = components['schemas']['CreateWithdrawalRequest'];

export interface WithdrawalFilter {
  status?: WithdrawalStatus;
  method?: WithdrawalMethod;
}

export async function listWithdrawals(
  api: ApiClient,
  { status, method }: WithdrawalFilter = {},
  signal?: AbortSignal,
): Promise<Withdrawal[]> {
  return call(
    api.GET('/api/withdrawals/', {
      params: { query: { status, withdrawal_method: method } },
      signal,
    }),
  );
}

export function withdrawalsQuery(
  api: ApiClient,
  scope: AccountScope,
  filter: WithdrawalFilter = {},
) {
  return queryOptions({
    queryKey: [...ledgerQueryKey(scope), 'withdrawals', filter] as const,
    queryFn: ({ signal }) => listWithdrawals(api, filter, signal),
  });
}

export function useWithdrawals(filter: WithdrawalFilter = {}) {
  const { api } = useApiClients();
  return useQuery(withdrawalsQuery(api, useAccountScope(), filter));
}

/** Holds the funds and e-mails a code bound to this withdrawal (D1); nothing is approved yet. */
export async function createWithdrawal(
  api: ApiClient,
  body: CreateWithdrawalInput,
  idempotencyKey: string,
): Promise<WithdrawalCreated> {
  return call(
    api.POST('/api/withdrawals/', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export async function verifyWithdrawal(api: ApiClient, id: number, otp: string) {
  return call(
    api.POST('/api/withdrawals/{id}/verify/', { params: { path: { id } }, body: { otp } }),
  );
}

export async function resendWithdrawalCode(api: ApiClient, id: number) {
  return call(api.POST('/api/withdrawals/{id}/resend-otp/', { params: { path: { id } } }));
}

export function useCreateWithdrawalMutation() {
  const { api } = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: CreateWithdrawalInput;
      idempotencyKey: string;
    }) => createWithdrawal(api, body, idempotencyKey),
    onSettled: refreshMoney,
  });
}

export function useVerifyWithdrawalMutation() {
  const { api } = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, otp }: { id: number; otp: string }) => verifyWithdrawal(api, id, otp),
    onSettled: refreshMoney,
  });
}

export function useResendWithdrawalCodeMutation() {
  const { api } = useApiClients();
  return useMutation({ mutationFn: (id: number) => resendWithdrawalCode(api, id) });
}
