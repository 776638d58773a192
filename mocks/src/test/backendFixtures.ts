// Shared helpers for the mocks' own tests.
import { createManualClock, type ManualClock } from '../backend/clock';
import { MockBackend } from '../backend/MockBackend';
import { DEMO_USERS, SEED_NOW } from '../backend/seed';
import { ApiError } from '../backend/apiError';
import { createSoftAuthenticator, type SoftAuthenticator } from './softAuthenticator';

export const alex = DEMO_USERS.alex;
export const jamie = DEMO_USERS.jamie;

/** A new Idempotency-Key, as the client makes one per intended submission (money creates require one). */
export function freshKey(): string {
  return crypto.randomUUID();
}

export function createTestBackend(): { backend: MockBackend; clock: ManualClock } {
  const clock = createManualClock(SEED_NOW);
  return { backend: new MockBackend({ clock: clock.now }), clock };
}

/** The refusal a backend call ends with (fails the test when it succeeds). */
export async function refusal(call: Promise<unknown> | (() => unknown)): Promise<ApiError> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

export async function signIn(backend: MockBackend, user: { email: string; password: string }) {
  const tokens = await backend.api.login({ email: user.email, password: user.password });
  const userId = backend.userIdByEmail(user.email);
  if (userId === undefined) throw new Error('no such user');
  return { ...tokens, userId, authorization: `JWT ${tokens.access_token}` };
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0,
]);
/** A text file someone renamed to proof.png. */
export const TEXT_BYTES = new TextEncoder().encode('this is not an image, only named like one');

export function depositForm(overrides: Partial<Record<string, string | Uint8Array | null>> = {}) {
  return {
    amount: '1000',
    payment_method: 'Cryptocurrency',
    wallet_id: 'bitcoin',
    wallet_address: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
    cryptoType: 'BTC',
    proof: PNG_BYTES,
    ...overrides,
  } as {
    amount: string | null;
    payment_method: string | null;
    wallet_id: string | null;
    wallet_address: string | null;
    cryptoType: string | null;
    proof: Uint8Array | null;
  };
}

/** A sign-up form for someone not yet in the seed. */
export const newSignup = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+14155550199',
  password: 'SamPass789!',
  verify_password: 'SamPass789!',
};

/** D15: proves the password (and code) again for this session; the token sensitive changes carry. */
export async function steppedUp(
  backend: MockBackend,
  signedIn: { userId: number; authorization: string },
  body: { password: string; authentication_code?: string },
): Promise<string> {
  const answer = await backend.api.stepUp(signedIn.userId, body, signedIn.authorization);
  return answer.step_up_token;
}

/** The origin the passkey tests' site is served from (the relying party). */
export const passkeyOrigin = 'https://app.tradingplatform.test';

/** A backend that takes passkeys from `passkeyOrigin`, its clock, and a software authenticator. */
export function createPasskeyTestBackend() {
  const clock = createManualClock(SEED_NOW);
  const backend = new MockBackend({ clock: clock.now, webAuthnOrigins: [passkeyOrigin] });
  return { backend, clock, authenticator: createSoftAuthenticator() };
}

/** Adds a passkey as Profile Settings does: a step-up with the password, the options, the authenticator's answer. */
export async function addPasskeyFor(
  backend: MockBackend,
  authenticator: SoftAuthenticator,
  signedIn: { userId: number; authorization: string },
  { password = alex.password, name = 'Laptop', credentialId }: AddPasskeyOptions = {},
) {
  const proof = await steppedUp(backend, signedIn, { password });
  const { challenge_id, options } = await backend.api.passkeyRegistrationOptions(
    signedIn.userId,
    signedIn.authorization,
    proof,
  );
  const credential = await authenticator.create(options, passkeyOrigin, credentialId);
  return backend.api.addPasskey(
    signedIn.userId,
    { challenge_id, name, credential },
    signedIn.authorization,
    proof,
  );
}

interface AddPasskeyOptions {
  password?: string;
  name?: string;
  /** A credential id the authenticator is to reuse (another account's, for instance). */
  credentialId?: string;
}
