import { codeCheckMessages } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  freshKey,
  jamie,
  newSignup,
  refusal,
  signIn,
} from '../test/backendFixtures';
import { MINUTE } from './clock';
import { serverTexts } from './serverTexts';

const newUser = newSignup;

async function signedUp() {
  const setup = createTestBackend();
  await setup.backend.api.signup(newUser);
  const code = setup.backend.latestCode(newUser.email, 'signup');
  if (!code) throw new Error('no sign-up code in the outbox');
  return { ...setup, code };
}

describe('verification codes (DECISIONS D1)', () => {
  it('e-mails 6 secure digits and stores only a salted hash of them', async () => {
    const { backend, code } = await signedUp();
    expect(code).toMatch(/^\d{6}$/);
    const message = backend.outbox(newUser.email).at(-1);
    expect(message).toMatchObject({ to: newUser.email, purpose: 'signup', code });
    expect(message?.body).toContain(code);
    const stored = JSON.stringify(backend.toJSON().codes);
    expect(stored).not.toContain(code);
    const record = Object.values(backend.toJSON().codes)[0];
    expect(record?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(record?.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('works once', async () => {
    const { backend, code } = await signedUp();
    const answer = await backend.api.verifySignupOtp({ email: newUser.email, otp: code });
    expect(answer).toMatchObject({ message: serverTexts.emailVerified, username: 'samtaylor' });
    expect(answer.refresh_token).toBeTruthy();
    const again = await refusal(backend.api.verifySignupOtp({ email: newUser.email, otp: code }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: codeCheckMessages.incorrect });
  });

  it('expires after 10 minutes (410 code_expired), not before', async () => {
    const early = await signedUp();
    early.clock.advance(10 * MINUTE - 1);
    await expect(
      early.backend.api.verifySignupOtp({ email: newUser.email, otp: early.code }),
    ).resolves.toBeTruthy();

    const late = await signedUp();
    late.clock.advance(10 * MINUTE);
    const error = await refusal(
      late.backend.api.verifySignupOtp({ email: newUser.email, otp: late.code }),
    );
    expect(error.status).toBe(410);
    expect(error.body).toEqual({ detail: codeCheckMessages.expired, code: 'code_expired' });
  });

  it('burns the code on the 5th wrong try (429), even for the right code afterwards', async () => {
    const { backend, code, clock } = await signedUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = await refusal(
        backend.api.verifySignupOtp({ email: newUser.email, otp: wrong }),
      );
      expect(error.status).toBe(400);
    }
    const fifth = await refusal(backend.api.verifySignupOtp({ email: newUser.email, otp: wrong }));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ detail: serverTexts.tooManyAttempts });
    expect(
      (await refusal(backend.api.verifySignupOtp({ email: newUser.email, otp: code }))).status,
    ).toBe(429);

    // A new code (after the cooldown) replaces the burnt one.
    clock.advance(MINUTE);
    await backend.api.resendSignupOtp({ email: newUser.email });
    const fresh = backend.latestCode(newUser.email, 'signup') ?? '';
    await expect(
      backend.api.verifySignupOtp({ email: newUser.email, otp: fresh }),
    ).resolves.toBeTruthy();
  });

  it('allows one send per minute and says how long to wait', async () => {
    const { backend, clock } = await signedUp();
    const first = await refusal(backend.api.resendSignupOtp({ email: newUser.email }));
    expect(first.status).toBe(429);
    expect(first.body).toEqual({ detail: serverTexts.resendCooldown, retry_after: 60 });
    clock.advance(45_000);
    expect(
      (await refusal(backend.api.resendSignupOtp({ email: newUser.email }))).body.retry_after,
    ).toBe(15);
    clock.advance(15_000);
    await expect(backend.api.resendSignupOtp({ email: newUser.email })).resolves.toEqual({
      message: expect.any(String),
      server_time: new Date(clock.now()).toISOString(),
      expires_at: new Date(clock.now() + 10 * 60_000).toISOString(),
      resend_available_at: new Date(clock.now() + 60_000).toISOString(),
    });
    expect(backend.outbox(newUser.email)).toHaveLength(2);
  });

  it('replaces the previous code on resend', async () => {
    const { backend, code, clock } = await signedUp();
    clock.advance(MINUTE);
    await backend.api.resendSignupOtp({ email: newUser.email });
    const fresh = backend.latestCode(newUser.email, 'signup');
    if (fresh === code) return; // one chance in a million: nothing to compare
    expect(
      (await refusal(backend.api.verifySignupOtp({ email: newUser.email, otp: code }))).status,
    ).toBe(400);
  });

  it('binds a withdrawal code to its own withdrawal', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    const first = await backend.api.createWithdrawal(
      session.userId,
      {
        amount: 100,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const firstCode = backend.latestCode(alex.email, 'withdrawal') ?? '';
    clock.advance(MINUTE);
    const second = await backend.api.createWithdrawal(
      session.userId,
      {
        amount: 200,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const secondCode = backend.latestCode(alex.email, 'withdrawal') ?? '';
    if (firstCode !== secondCode) {
      expect(
        (await refusal(backend.api.verifyWithdrawal(session.userId, second.id, { otp: firstCode })))
          .status,
      ).toBe(400);
    }
    await expect(
      backend.api.verifyWithdrawal(session.userId, first.id, { otp: firstCode }),
    ).resolves.toMatchObject({
      withdrawal: { id: first.id, status: 'approved', amount: 100 },
    });
  });

  it('answers forgot-password requests for unknown e-mails the same way, without sending anything', async () => {
    const { backend } = createTestBackend();
    const known = await backend.api.requestForgotPassword({ email: alex.email });
    const unknown = await backend.api.requestForgotPassword({ email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    expect(backend.outbox('nobody@example.com')).toEqual([]);
    expect(
      (await refusal(backend.api.requestForgotPassword({ email: 'nobody@example.com' }))).status,
    ).toBe(429);
  });

  it('resets a password only with the code verified just before, once', async () => {
    const { backend } = createTestBackend();
    await backend.api.requestForgotPassword({ email: alex.email });
    const code = backend.latestCode(alex.email, 'forgot_password') ?? '';
    const reset = {
      email: alex.email,
      otp: code,
      new_password: 'BrandNew123!',
      confirm_password: 'BrandNew123!',
    };
    expect((await refusal(backend.api.resetPassword(reset))).status).toBe(400); // not verified yet
    await backend.api.verifyForgotPasswordOtp({ email: alex.email, otp: code });
    await expect(backend.api.resetPassword(reset)).resolves.toEqual({
      message: serverTexts.passwordResetDone,
      redirect_to_login: true,
    });
    expect((await refusal(backend.api.resetPassword(reset))).status).toBe(400);
    await expect(
      backend.api.login({ email: alex.email, password: 'BrandNew123!' }),
    ).resolves.toBeTruthy();
    expect(
      (await refusal(backend.api.login({ email: alex.email, password: alex.password }))).status,
    ).toBe(401);
  });

  it('flags redirect_to_login on the forgot-password 429', async () => {
    const { backend } = createTestBackend();
    await backend.api.requestForgotPassword({ email: alex.email });
    const code = backend.latestCode(alex.email, 'forgot_password') ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    let last = await refusal(
      backend.api.verifyForgotPasswordOtp({ email: alex.email, otp: wrong }),
    );
    for (let attempt = 2; attempt <= 5; attempt += 1)
      last = await refusal(backend.api.verifyForgotPasswordOtp({ email: alex.email, otp: wrong }));
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ detail: serverTexts.tooManyAttempts, redirect_to_login: true });
  });
});

/**
 * Issue 11 §1: sent at once, as a server can receive them: 5 wrong codes, the right one, then 15 more
 * wrong ones. Every try counts before the code is hashed, so the right one arrives as the 6th try
 * and is refused like the rest.
 */
async function raceGuesses(verify: (otp: string) => Promise<unknown>, code: string) {
  const wrong = code === '000000' ? '111111' : '000000';
  const guesses = [...Array<string>(5).fill(wrong), code, ...Array<string>(15).fill(wrong)];
  const answers = await Promise.allSettled(guesses.map((otp) => verify(otp)));
  return answers.map((answer) =>
    answer.status === 'fulfilled' ? 200 : (answer.reason as { status: number }).status,
  );
}

describe('code tries sent at once (issue 11 §1)', () => {
  it('sign-up: the right code after 5 wrong ones is refused (429), however the tries interleave', async () => {
    const { backend, code } = await signedUp();
    const statuses = await raceGuesses(
      (otp) => backend.api.verifySignupOtp({ email: newUser.email, otp }),
      code,
    );
    expect(statuses[5]).toBe(429);
    expect(statuses).not.toContain(200);
    // The code is burnt by then: every later try is refused the same way.
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  });

  it('forgot password: the same', async () => {
    const { backend } = createTestBackend();
    await backend.api.requestForgotPassword({ email: alex.email });
    const code = backend.latestCode(alex.email, 'forgot_password') ?? '';
    const statuses = await raceGuesses(
      (otp) => backend.api.verifyForgotPasswordOtp({ email: alex.email, otp }),
      code,
    );
    expect(statuses[5]).toBe(429);
    expect(statuses).not.toContain(200);
  });

  it('profile change: the same, and the profile stays as it was', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.requestProfileChange(userId, { new_first_name: 'Alexandra' });
    const code = backend.latestCode(alex.email, 'profile_change') ?? '';
    const statuses = await raceGuesses(
      (otp) => backend.api.verifyProfileChange(userId, { otp }),
      code,
    );
    expect(statuses[5]).toBe(429);
    expect(statuses).not.toContain(200);
    expect(backend.api.getProfile(userId).first_name).toBe('Alex');
  });

  it('password change: the same, and the old password still signs in', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const password = 'NewPass123!';
    await backend.api.requestPasswordChange(userId, {
      old_password: alex.password,
      password,
      new_password: password,
      confirm_password: password,
    });
    const code = backend.latestCode(alex.email, 'password_change') ?? '';
    const statuses = await raceGuesses(
      (otp) => backend.api.verifyPasswordChange(userId, { otp }),
      code,
    );
    expect(statuses[5]).toBe(429);
    expect(statuses).not.toContain(200);
    await expect(
      backend.api.login({ email: alex.email, password: alex.password }),
    ).resolves.toBeTruthy();
  });

  it('withdrawal: the same, and the funds stay held, not sent', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const created = await backend.api.createWithdrawal(
      session.userId,
      {
        amount: 100,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    const statuses = await raceGuesses(
      (otp) => backend.api.verifyWithdrawal(session.userId, created.id, { otp }),
      code,
    );
    expect(statuses[5]).toBe(429);
    expect(statuses).not.toContain(200);
  });
});
