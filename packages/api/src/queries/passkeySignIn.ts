// D15: signing in with a passkey, apart from the passkey settings so the sign-in page loads only this. The
// browser's ceremony goes through @simplewebauthn/browser, loaded only when a passkey is used.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { call } from '../http/call';
import { sendDeviceIdWith } from '../http/deviceIdMiddleware';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { completeSignIn } from './auth';

type Credential = components['schemas']['WebAuthnCredentialJSON'];

export const webAuthn = () => import('@simplewebauthn/browser');

/** The user closed the browser's passkey prompt, or it timed out: nothing to report as a failure. */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}

/** The browser's own refusal (no passkey for this site, no WebAuthn) as the message the page shows. */
export async function ceremony<T>(run: () => Promise<T>): Promise<T> {
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

export async function assertion(options: Record<string, unknown>): Promise<Credential> {
  const { startAuthentication } = await webAuthn();
  return (await ceremony(() =>
    startAuthentication({ optionsJSON: options as never }),
  )) as unknown as Credential;
}

/** Signs in with any passkey of this site: no e-mail or password typed; the remembered e-mail is kept. */
export async function signInWithPasskey(clients: ApiClients) {
  sendDeviceIdWith(clients);
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
