// D15: proof of the password (and second factor) from the last 5 minutes, for sensitive changes. It is kept in
// this tab's memory only, never in storage, and only for the user who gave it.
import { useMutation } from '@tanstack/react-query';
import type { ApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { SessionStore } from '../session/sessionStore';

interface StepUpProof {
  token: string;
  username: string | null;
  /** By this device's clock: the server's expiry moved by the difference between the clocks. */
  expiresAt: number;
}

const proofs = new WeakMap<SessionStore, StepUpProof>();

export interface StepUpInput {
  password: string;
  /** The authenticator app's code or a backup code, when a second factor is on. */
  authenticationCode?: string;
}

/** The header a sensitive change carries, or none when this tab has no fresh proof for this user. */
export function stepUpHeader(
  session: SessionStore,
  now = Date.now(),
): { 'X-Step-Up-Token'?: string } {
  const proof = proofs.get(session);
  if (!proof || proof.expiresAt <= now || proof.username !== session.getSnapshot().username)
    return {};
  return { 'X-Step-Up-Token': proof.token };
}

export async function stepUp({ api, session }: ApiClients, input: StepUpInput) {
  const answer = await call(
    api.POST('/auth/step-up/', {
      body: {
        password: input.password,
        ...(input.authenticationCode ? { authentication_code: input.authenticationCode } : {}),
      },
    }),
  );
  rememberStepUp(session, answer);
  return answer;
}

/** Keeps a step-up answer's proof in this tab's memory, for the user who gave it. */
export function rememberStepUp(
  session: SessionStore,
  answer: { step_up_token: string; server_time: string; expires_at: string },
): void {
  const lifetime = Date.parse(answer.expires_at) - Date.parse(answer.server_time);
  proofs.set(session, {
    token: answer.step_up_token,
    username: session.getSnapshot().username,
    expiresAt: Date.now() + lifetime,
  });
}

/** A passkey-only account steps up with its passkey (400 `passkey_required` to a password). */
export function isPasskeyRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'passkey_required';
}

/** Forgets this tab's proof (the server refused it, or the user signed out). */
export function forgetStepUp(session: SessionStore): void {
  proofs.delete(session);
}

/** Runs a stepped-up call with this tab's proof; a refused proof is forgotten, so the next try asks again. */
export async function withStepUpProof<T>(
  session: SessionStore,
  run: (header: { 'X-Step-Up-Token'?: string }) => Promise<T>,
): Promise<T> {
  try {
    return await run(stepUpHeader(session));
  } catch (error) {
    if (isStepUpRequired(error)) forgetStepUp(session);
    throw error;
  }
}

/** The server asks for a fresh step-up before it changes anything (403 `step_up_required`). */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'step_up_required';
}

export function useStepUpMutation() {
  const clients = useApiClients();
  return useMutation({ mutationFn: (input: StepUpInput) => stepUp(clients, input) });
}
