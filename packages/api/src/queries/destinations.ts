// D16: changes to the withdrawal address book and its allow-list (the book itself is read by `useAddressBook` in
// ./withdrawals). Adding a destination and changing the allow-list carry this tab's step-up proof; the server alone
// decides when one is needed.
import type { ApiClients } from '../client';
import { call } from '../http/call';
import type { components } from '../schema.gen';
import type { AccountScope } from './accountScope';
import { withCodeChallenge } from './codeChallenge';
import { activityQueryKey, useAccountChange } from './profile';
import { withStepUpProof } from './stepUp';
import {
  addressBookQueryKey,
  createWithdrawal,
  type CreateWithdrawalInput,
  type WithdrawalCreated,
  type WithdrawalDestination,
} from './withdrawals';

export type AllowList = components['schemas']['AllowList'];
export type AddDestinationInput = components['schemas']['AddDestinationRequest'];
export type DestinationCodeSent = components['schemas']['DestinationCodeSent'];

export interface WithdrawalRequest {
  body: CreateWithdrawalInput;
  idempotencyKey: string;
}

/**
 * A withdrawal to a bank account or a wallet, with this tab's step-up proof: a new destination is saved by the
 * server, which needs it; a refused proof (403 `step_up_required`) is forgotten, so the gate asks again.
 */
export function requestWithdrawal(
  { api, session }: ApiClients,
  { body, idempotencyKey }: WithdrawalRequest,
): Promise<WithdrawalCreated> {
  return withStepUpProof(session, (header) => createWithdrawal(api, body, idempotencyKey, header));
}

/** Saves a destination awaiting the code the server e-mails (needs a fresh step-up). */
export function addDestination(
  { api, session }: ApiClients,
  input: AddDestinationInput,
): Promise<DestinationCodeSent> {
  return withStepUpProof(session, (header) =>
    call(api.POST('/api/withdrawal-destinations/', { params: { header }, body: input })),
  );
}

/** Confirms a destination with its e-mailed code; it is usable 24 hours later (`usable_at`). */
export function verifyDestination(
  { api }: ApiClients,
  { id, otp }: { id: number; otp: string },
): Promise<WithdrawalDestination> {
  return call(
    api.POST('/api/withdrawal-destinations/{id}/verify/', {
      params: { path: { id } },
      body: { otp },
    }),
  );
}

export function resendDestinationCode({ api }: ApiClients, id: number) {
  return call(
    api.POST('/api/withdrawal-destinations/{id}/resend-otp/', { params: { path: { id } } }),
  );
}

/** Removing only narrows where money may go, so the server asks for no step-up. */
export async function removeDestination({ api }: ApiClients, id: number): Promise<void> {
  await call(api.DELETE('/api/withdrawal-destinations/{id}/', { params: { path: { id } } }));
}

/** On at once; off 48 hours after the request (`turns_off_at`); on again cancels a pending off. */
export function setAllowList({ api, session }: ApiClients, enabled: boolean): Promise<AllowList> {
  return withStepUpProof(session, (header) =>
    call(api.PATCH('/api/withdrawal-allow-list/', { params: { header }, body: { enabled } })),
  );
}

const addressBookChanges = (scope: AccountScope) => [
  addressBookQueryKey(scope),
  activityQueryKey(scope),
];

export const useAddDestinationMutation = () =>
  useAccountChange(
    (clients, input: AddDestinationInput) => addDestination(clients, input).then(withCodeChallenge),
    addressBookChanges,
  );
export const useVerifyDestinationMutation = () =>
  useAccountChange(verifyDestination, addressBookChanges);
export const useResendDestinationCodeMutation = () =>
  useAccountChange(
    (clients, id: number) => resendDestinationCode(clients, id).then(withCodeChallenge),
    () => [],
  );
export const useRemoveDestinationMutation = () =>
  useAccountChange(removeDestination, addressBookChanges);
export const useSetAllowListMutation = () => useAccountChange(setAllowList, addressBookChanges);
