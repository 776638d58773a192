import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import { useAccountScope, type AccountScope } from './accountScope';
import { withCodeChallenge, type WithCodeChallenge } from './codeChallenge';
import type { components } from '../schema.gen';
import { ledgerQueryKey, useRefreshMoney } from './ledger';

export type Withdrawal = components['schemas']['Withdrawal'];
export type WithdrawalCreated = components['schemas']['WithdrawalCreated'];
/** A withdrawal or transfer just created, waiting for its e-mailed code (D1). */
export type WithdrawalRequested = WithCodeChallenge<WithdrawalCreated>;
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

/**
 * Holds the funds and e-mails a code bound to this withdrawal (D1); nothing is approved yet. `stepUp` is this tab's
 * proof: a new bank account or wallet address is saved by the server (D16), which needs it.
 */
export async function createWithdrawal(
  api: ApiClient,
  body: CreateWithdrawalInput,
  idempotencyKey: string,
  stepUp: { 'X-Step-Up-Token'?: string } = {},
): Promise<WithdrawalCreated> {
  return call(
    api.POST('/api/withdrawals/', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey, ...stepUp } },
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
  return useMutation({
    mutationFn: (id: number) => resendWithdrawalCode(api, id).then(withCodeChallenge),
  });
}

// ---- D16: the address book, the allow-list and the hold after a credential change -----------------------------
// The query lives here, beside the withdrawals it guards: the Withdraw page and the Dashboard's hold notice read it;
// the changes to it are in ./destinations, the refusals it explains in ../http/withdrawalRefusal.

export type AddressBook = components['schemas']['AddressBook'];
export type WithdrawalDestination = components['schemas']['WithdrawalDestination'];
export type DestinationKind = components['schemas']['DestinationKind'];
export type WithdrawalHold = components['schemas']['WithdrawalHold'];
export type WithdrawalHoldReason = WithdrawalHold['reason'];

/**
 * Under `ledgerQueryKey`: a withdrawal to a new address saves it, so every money refresh re-reads the book, and the
 * hold, which any withdrawal may meet, with it.
 */
export const addressBookQueryKey = (scope: AccountScope) =>
  [...ledgerQueryKey(scope), 'destinations'] as const;

export function addressBookQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: addressBookQueryKey(scope),
    queryFn: ({ signal }) => call(api.GET('/api/withdrawal-destinations/', { signal })),
  });
}

/** The saved destinations, the allow-list and any hold, with the server's time they were read at. */
export function useAddressBook() {
  const { api } = useApiClients();
  return useQuery(addressBookQuery(api, useAccountScope()));
}
