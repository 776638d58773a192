// D15: passkeys (WebAuthn) on the client. The browser's ceremony goes through @simplewebauthn/browser, loaded
// only when a passkey is used, so no page pays for it before.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';
import { completeSignIn } from './auth';
import { activityQueryKey } from './profile';
import { securityQueryKey } from './security';
import { rememberStepUp, withStepUpProof } from './stepUp';

export type Passkey = components['schemas']['Passkey'];
type Credential = components['schemas']['WebAuthnCredentialJSON'];

const webAuthn = () => import('@simplewebauthn/browser');

/** The user closed the browser's passkey prompt, or it timed out: nothing to report as a failure. */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}

/** The browser's own refusal (no passkey for this site, no WebAuthn) as the message the page shows. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError || isPasskeyCancelled(error)) throw error;
    throw new ApiError(
      error instanceof Error && error.message ? error.message : 'Passkeys are not available here.',
      'network',
    );
  }
}

async function assertion(options: Record<string, unknown>): Promise<Credential> {
  const { startAuthentication } = await webAuthn();
  return (await ceremony(() =>
    startAuthentication({ optionsJSON: options as never }),
  )) as unknown as Credential;
}

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

/** Signs in with any passkey of this site: no e-mail or password typed; the remembered e-mail is kept. */
export async function signInWithPasskey(clients: ApiClients) {
  const { challenge_id, options } = await call(clients.api.POST('/auth/login/passkey-options/'));
  const credential = await assertion(options);
  const answer = await call(
    clients.api.POST('/auth/login/passkey/', { body: { challenge_id, credential } }),
  );
  await completeSignIn(clients, answer, null);
  return answer;
}

export function usePasskeySignInMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signInWithPasskey(clients),
    onMutate: () => queryClient.clear(),
  });
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

function usePasskeyChange<TInput, TData>(
  run: (clients: ApiClients, input: TInput) => Promise<TData>,
) {
  const clients = useApiClients();
  const scope = useAccountScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => run(clients, input),
    onSettled: () =>
      Promise.all(
        [passkeysQueryKey(scope), securityQueryKey(scope), activityQueryKey(scope)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useAddPasskeyMutation = () => usePasskeyChange(addPasskey);
export const useRemovePasskeyMutation = () => usePasskeyChange(removePasskey);
