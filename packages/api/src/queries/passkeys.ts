// D15: passkeys (WebAuthn) in the settings: list, add, remove, and a step-up with one.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiClients } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';
import { assertion, ceremony, webAuthn } from './passkeySignIn';
import { activityQueryKey, useAccountChange } from './profile';
import { securityQueryKey } from './security';
import { rememberStepUp, withStepUpProof } from './stepUp';

export type Passkey = components['schemas']['Passkey'];
type Credential = components['schemas']['WebAuthnCredentialJSON'];

export const passkeysQueryKey = (scope: AccountScope) => [...scope, 'passkeys'] as const;

export function passkeysQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: passkeysQueryKey(scope),
    queryFn: ({ signal }) => call(api.GET('/auth/passkeys/', { signal })),
  });
}

export function usePasskeys() {
  const { api } = useApiClients();
  return useQuery(passkeysQuery(api, useAccountScope()));
}

/** A step-up answered by one of the user's passkeys; the proof is kept like a password's. */
export async function stepUpWithPasskey(clients: ApiClients) {
  const { challenge_id, options } = await call(clients.api.POST('/auth/step-up/passkey-options/'));
  const credential = await assertion(options);
  const answer = await call(
    clients.api.POST('/auth/step-up/passkey/', { body: { challenge_id, credential } }),
  );
  rememberStepUp(clients.session, answer);
  return answer;
}

export function usePasskeyStepUpMutation() {
  const clients = useApiClients();
  return useMutation({ mutationFn: () => stepUpWithPasskey(clients) });
}

/** Creates a passkey on this device and adds it under `name` (needs a fresh step-up). */
export async function addPasskey(clients: ApiClients, name: string): Promise<Passkey> {
  return withStepUpProof(clients.session, async (header) => {
    const { challenge_id, options } = await call(
      clients.api.POST('/auth/passkeys/registration-options/', { params: { header } }),
    );
    const { startRegistration } = await webAuthn();
    const credential = (await ceremony(() =>
      startRegistration({ optionsJSON: options as never }),
    )) as unknown as Credential;
    return call(
      clients.api.POST('/auth/passkeys/', {
        params: { header },
        body: { challenge_id, name, credential },
      }),
    );
  });
}

export function removePasskey(clients: ApiClients, id: string): Promise<void> {
  return withStepUpProof(clients.session, async (header) => {
    await call(clients.api.DELETE('/auth/passkeys/{id}/', { params: { path: { id }, header } }));
  });
}

const passkeyQueries = (scope: AccountScope) => [
  passkeysQueryKey(scope),
  securityQueryKey(scope),
  activityQueryKey(scope),
];

export const useAddPasskeyMutation = () => useAccountChange(addPasskey, passkeyQueries);
export const useRemovePasskeyMutation = () => useAccountChange(removePasskey, passkeyQueries);
