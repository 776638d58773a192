// Issue 24: sign-ups nobody confirms, and codes asked for unknown addresses, do not pile up in the state.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, newSignup, refusal, signIn } from '../test/backendFixtures';
import { DAY, HOUR, MINUTE } from './clock';
import type { MockBackend } from './MockBackend';
import { serverTexts } from './serverTexts';
import { UNVERIFIED_ACCOUNT_TTL_MS } from './users';

const signupFor = (index: number) => ({
  ...newSignup,
  first_name: `Junk${index}`,
  email: `junk-${index}@example.com`,
});

/** How much the state holds, collection by collection. */
function sizes(backend: MockBackend) {
  const state = backend.toJSON();
  return {
    users: state.users.length,
    accounts: state.accounts.length,
    activity: state.activity.length,
    security: Object.keys(state.security).length,
    codes: Object.keys(state.codes).length,
    codeSentAt: Object.keys(state.codeSentAt).length,
    throttle: Object.keys(state.throttle).length,
    // The outbox is bounded on its own (the newest 200 e-mails, for the Demo inbox).
    json: JSON.stringify({ ...state, outbox: [] }).length,
  };
}

describe('unconfirmed sign-ups and anonymous code requests (issue 24)', () => {
  it('leave the state as it was once a day has passed, however many distinct addresses were used', async () => {
    const { backend, clock } = createTestBackend();
    const before = sizes(backend);
    for (let index = 0; index < 150; index += 1) {
      await backend.api.signup(signupFor(index));
      // A wrong password on the unconfirmed account: activity and a sign-in throttle count.
      await refusal(
        backend.api.login({ email: `junk-${index}@example.com`, password: 'wrong-one' }),
      );
      await backend.api.requestForgotPassword({ email: `nobody-${index}@example.com` });
      await backend.api.resendSignupOtp({ email: `nobody-else-${index}@example.com` });
      clock.advance(10_000);
    }
    const during = sizes(backend);
    expect(during.users).toBe(before.users + 150);

    clock.advance(UNVERIFIED_ACCOUNT_TTL_MS);
    // The next anonymous call, of anyone, tidies up.
    await backend.api.requestForgotPassword({ email: 'one-more@example.com' });
    const after = sizes(backend);
    expect(after).toMatchObject({
      users: before.users,
      accounts: before.accounts,
      activity: before.activity,
      security: before.security,
      codes: before.codes,
      // The call just made: its cooldown and its hourly count.
      codeSentAt: 1,
      throttle: 1,
    });
    // What is left is the seed and one call's worth, not 150 addresses' worth.
    expect(after.json - before.json).toBeLessThan(500);
  });

  it('keeps an unconfirmed account for a day, and while a code sent to it is live', async () => {
    const { backend, clock } = createTestBackend();
    await backend.api.signup(newSignup);
    // Back after the first code expired: Resend still reaches the account.
    clock.advance(12 * MINUTE);
    await backend.api.resendSignupOtp({ email: newSignup.email });
    expect(backend.outbox(newSignup.email)).toHaveLength(2);
    // Signing in at 23 h 55 min sends a new code, which keeps the account past the day for its 10 minutes.
    clock.advance(UNVERIFIED_ACCOUNT_TTL_MS - 12 * MINUTE - 5 * MINUTE);
    expect(
      (await refusal(backend.api.login({ email: newSignup.email, password: newSignup.password })))
        .body,
    ).toMatchObject({ code: 'email_not_verified' });
    clock.advance(8 * MINUTE);
    const code = backend.latestCode(newSignup.email, 'signup') ?? '';
    const verified = await backend.api.verifySignupOtp({ email: newSignup.email, otp: code });
    expect(verified.access_token).toBeTruthy();
    // Confirmed accounts are never pruned.
    clock.advance(30 * DAY);
    await backend.api.requestForgotPassword({ email: 'someone@example.com' });
    expect(backend.userIdByEmail(newSignup.email)).toBeDefined();
  });

  it('frees an address someone signed up with and never confirmed', async () => {
    const { backend, clock } = createTestBackend();
    await backend.api.signup(newSignup);
    expect((await refusal(backend.api.signup(newSignup))).body).toEqual({
      email: [serverTexts.duplicateEmail],
    });
    clock.advance(UNVERIFIED_ACCOUNT_TTL_MS + HOUR);
    // The owner of the address signs up and confirms it.
    await backend.api.signup({
      ...newSignup,
      password: 'OwnerPass123!',
      verify_password: 'OwnerPass123!',
    });
    const code = backend.latestCode(newSignup.email, 'signup') ?? '';
    await backend.api.verifySignupOtp({ email: newSignup.email, otp: code });
    await expect(
      backend.api.login({ email: newSignup.email, password: 'OwnerPass123!' }),
    ).resolves.toBeTruthy();
    // The squatter's password opens nothing.
    expect(
      (await refusal(backend.api.login({ email: newSignup.email, password: newSignup.password })))
        .status,
    ).toBe(401);
    // Seeded users are verified: nobody else is touched.
    await signIn(backend, alex);
  });
});
