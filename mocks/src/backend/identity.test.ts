// D15, issue 23: the four findings of the security review, each as the attack it describes, and the second factor.
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  freshKey,
  jamie,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { DAY, HOUR, MINUTE } from './clock';
import { SEED_NOW } from './seed';
import type { MockBackend } from './MockBackend';
import { mailTexts } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import { STEP_UP_TTL_MS } from './stepUp';

const wrong = { email: alex.email, password: 'not-the-password' };
const bankWithdrawal = {
  amount: 100,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
};

async function turnOnAuthenticator(
  backend: MockBackend,
  signedIn: Awaited<ReturnType<typeof signIn>>,
) {
  const proof = await steppedUp(backend, signedIn, { password: alex.password });
  await backend.api.beginTotpSetup(signedIn.userId, signedIn.authorization, proof);
  const enabled = await backend.api.enableTotp(
    signedIn.userId,
    { authentication_code: backend.authenticatorCode(alex.email) },
    signedIn.authorization,
    proof,
  );
  return enabled.backup_codes;
}

describe('finding 1: an e-mail change needs more than a session', () => {
  it('refuses a stolen access token alone: nothing is sent and the address stays', async () => {
    const { backend } = createTestBackend();
    const thief = await signIn(backend, alex);
    const sentBefore = backend.outbox().length;
    const refused = await refusal(
      backend.api.requestProfileChange(
        thief.userId,
        { new_email: 'attacker@example.net' },
        thief.authorization,
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'step_up_required' });
    expect(backend.outbox()).toHaveLength(sentBefore);
    expect(backend.api.getProfile(thief.userId).email).toBe(alex.email);
  });

  it("refuses another session's proof and one older than 5 minutes", async () => {
    const { backend, clock } = createTestBackend();
    const laptop = await signIn(backend, alex);
    const phone = await signIn(backend, alex);
    const laptopProof = await steppedUp(backend, laptop, { password: alex.password });
    const change = (who: typeof laptop, proof: string) =>
      backend.api.requestProfileChange(
        who.userId,
        { new_email: 'alex.new@example.com' },
        who.authorization,
        proof,
      );
    expect((await refusal(change(phone, laptopProof))).status).toBe(403);
    clock.advance(STEP_UP_TTL_MS + 1);
    expect((await refusal(change(laptop, laptopProof))).status).toBe(403);
  });

  it("gives the old address a one-time This wasn't me link that ends every session and holds withdrawals until a reset", async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    await backend.api.requestProfileChange(
      owner.userId,
      { new_email: 'attacker@example.net' },
      owner.authorization,
      proof,
    );
    const notice = backend.outbox(alex.email).at(-1);
    expect(notice).toMatchObject({ subject: mailTexts.emailChangeNoticeSubject, code: null });
    const token = notice?.link?.split('#')[1];

    await backend.api.followDisownLink({ token });
    expect(() => backend.authenticate(owner.authorization)).toThrow();
    // The pending change can no longer be confirmed with the code the new address got.
    const code = backend.latestCode('attacker@example.net', 'profile_change');
    const again = await signIn(backend, alex);
    expect(
      (await refusal(backend.api.verifyProfileChange(again.userId, { otp: code }))).status,
    ).toBe(400);
    const blocked = await refusal(
      backend.api.createWithdrawal(again.userId, bankWithdrawal, freshKey()),
    );
    expect(blocked.body).toMatchObject({ code: 'withdrawals_blocked' });
    expect((await refusal(backend.api.followDisownLink({ token }))).status).toBe(400);

    await backend.api.requestForgotPassword({ email: alex.email });
    const otp = backend.latestCode(alex.email, 'forgot_password');
    await backend.api.verifyForgotPasswordOtp({ email: alex.email, otp });
    await backend.api.resetPassword({
      email: alex.email,
      otp,
      new_password: 'AlexNew123!',
      confirm_password: 'AlexNew123!',
    });
    clock.advance(MINUTE);
    const afterReset = await signIn(backend, { email: alex.email, password: 'AlexNew123!' });
    // The block is lifted, but D16 holds every withdrawal for 24 hours after a reset.
    const onHold = await refusal(
      backend.api.createWithdrawal(afterReset.userId, bankWithdrawal, freshKey()),
    );
    expect(onHold.body).toMatchObject({ code: 'withdrawals_on_hold' });
    clock.advance(DAY);
    const nextDay = await signIn(backend, { email: alex.email, password: 'AlexNew123!' });
    await expect(
      backend.api.createWithdrawal(nextDay.userId, bankWithdrawal, freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
  });
});

describe('finding 2: throttling', () => {
  it('pauses sign-ins after 5 wrong passwords in 15 minutes, right password or not, and e-mails the owner', async () => {
    const { backend, clock } = createTestBackend();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await refusal(backend.api.login(wrong))).status).toBe(401);
    const paused = await refusal(backend.api.login({ email: alex.email, password: alex.password }));
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: 'sign_in_locked', retry_after: 15 * 60 });
    expect(backend.outbox(alex.email).at(-1)?.subject).toBe(mailTexts.signInLockedSubject);
    clock.advance(15 * MINUTE);
    await expect(signIn(backend, alex)).resolves.toHaveProperty('access_token');
  });

  it('counts a wrong old password at a password change like a failed sign-in, and logs it', async () => {
    const { backend } = createTestBackend();
    const thief = await signIn(backend, alex);
    const guess = (old_password: string) =>
      backend.api.requestPasswordChange(
        thief.userId,
        {
          old_password,
          password: 'Attacker123!',
          new_password: 'Attacker123!',
          confirm_password: 'Attacker123!',
        },
        thief.authorization,
      );
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await refusal(guess(`guess-${attempt}`))).status).toBe(400);
    expect((await refusal(guess(alex.password))).status).toBe(429);
    expect(backend.api.listAccountActivity(thief.userId, '2')).toEqual([
      expect.objectContaining({ action: activityActions.signInLocked }),
      expect.objectContaining({ action: activityActions.failedPasswordCheck, count: 5 }),
    ]);
  });

  it('keeps security events in the log after any number of failed sign-ins', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await refusal(backend.api.login(wrong));
      clock.advance(4 * MINUTE);
    }
    const log = backend.api.listAccountActivity(owner.userId, '50').map((entry) => entry.action);
    expect(log).toContain(activityActions.passwordChanged);
    expect(log).toContain(activityActions.profileUpdated);
    expect(log.filter((action) => action === activityActions.failedSignIn).length).toBeLessThan(20);
  });

  it('sends at most 5 reset codes an hour to an address, and allows 20 wrong codes a day across codes', async () => {
    const { backend, clock } = createTestBackend();
    for (let send = 0; send < 5; send += 1) {
      await backend.api.requestForgotPassword({ email: jamie.email });
      clock.advance(MINUTE);
    }
    const sixth = await refusal(backend.api.requestForgotPassword({ email: jamie.email }));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ detail: serverTexts.tooManyCodesSent });
    // An unknown address gets the same answers: the limit tells nobody whether an account exists.
    for (let send = 0; send < 5; send += 1) {
      await backend.api.requestForgotPassword({ email: 'nobody@example.com' });
      clock.advance(MINUTE);
    }
    expect(
      (await refusal(backend.api.requestForgotPassword({ email: 'nobody@example.com' }))).status,
    ).toBe(429);

    let wrongTries = 0;
    for (let hour = 0; hour < 5; hour += 1) {
      clock.advance(61 * MINUTE);
      await backend.api.requestForgotPassword({ email: jamie.email });
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await refusal(backend.api.verifyForgotPasswordOtp({ email: jamie.email, otp: '000000' }));
        wrongTries += 1;
      }
    }
    expect(wrongTries).toBe(20);
    clock.advance(61 * MINUTE);
    await backend.api.requestForgotPassword({ email: jamie.email });
    const code = backend.latestCode(jamie.email, 'forgot_password');
    const refused = await refusal(
      backend.api.verifyForgotPasswordOtp({ email: jamie.email, otp: code }),
    );
    expect(refused.body).toMatchObject({ detail: serverTexts.tooManyWrongCodes });
  });
});

describe('finding 3: sessions end', () => {
  it('ends a session 30 days after its sign-in, however often it is refreshed', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    const proof = await steppedUp(backend, session, { password: alex.password });
    await backend.api.setIdleTimeout(
      session.userId,
      { idle_timeout_minutes: 12 * 60 },
      session.authorization,
      proof,
    );
    // Used every 11 hours, so never idle for 12: only the lifetime can end it.
    let refresh = session.refresh_token;
    while (clock.now() + 11 * HOUR < Date.parse(SEED_NOW) + 30 * DAY) {
      clock.advance(11 * HOUR);
      const next = await backend.api.refreshToken({ refresh_token: refresh });
      backend.authenticate(`JWT ${next.access_token}`);
      refresh = next.refresh_token;
    }
    clock.advance(11 * HOUR);
    const ended = await refusal(backend.api.refreshToken({ refresh_token: refresh }));
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'session_expired' });
  });

  it('refuses a refresh after the idle timeout without a request, and the user can set a longer one', async () => {
    const { backend, clock } = createTestBackend();
    const idle = await signIn(backend, alex);
    clock.advance(16 * MINUTE);
    const refused = await refusal(backend.api.refreshToken({ refresh_token: idle.refresh_token }));
    expect(refused.body).toMatchObject({ code: 'session_expired' });

    const owner = await signIn(backend, alex);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    await backend.api.setIdleTimeout(
      owner.userId,
      { idle_timeout_minutes: 60 },
      owner.authorization,
      proof,
    );
    clock.advance(45 * MINUTE);
    await expect(
      backend.api.refreshToken({ refresh_token: owner.refresh_token }),
    ).resolves.toHaveProperty('access_token');
  });

  it('refuses an idle timeout outside 5 minutes to 12 hours, and one set without a step-up', async () => {
    const { backend } = createTestBackend();
    const owner = await signIn(backend, alex);
    expect(
      (
        await refusal(
          backend.api.setIdleTimeout(
            owner.userId,
            { idle_timeout_minutes: 60 * 24 * 7 },
            owner.authorization,
            null,
          ),
        )
      ).status,
    ).toBe(403);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    for (const minutes of [4, 721])
      expect(
        (
          await refusal(
            backend.api.setIdleTimeout(
              owner.userId,
              { idle_timeout_minutes: minutes },
              owner.authorization,
              proof,
            ),
          )
        ).body,
      ).toEqual({ idle_timeout_minutes: [serverTexts.idleTimeoutRange] });
  });

  it('e-mails a sign-in from a new device with a This wasn’t me link', async () => {
    const { backend } = createTestBackend();
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/99.0';
    const laptop = await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: chrome },
    );
    const known = backend.outbox(alex.email).length;
    // Issue 40: the device is the identifier the server issued, which the client sends back.
    await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: chrome, deviceId: laptop.device_id },
    );
    expect(backend.outbox(alex.email)).toHaveLength(known);
    // Another Windows machine with the same Chrome is a new device (the user-agent family said it was not).
    const other = await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: chrome },
    );
    expect(other.device_id).not.toBe(laptop.device_id);
    const notice = backend.outbox(alex.email).at(-1);
    expect(notice?.subject).toBe(mailTexts.newDeviceSubject);
    expect(notice?.body).toContain('Chrome on Windows');
    expect(notice?.link).toMatch(/^\/this-wasnt-me#[0-9a-f]{48}$/);
    await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    );
    expect(backend.outbox(alex.email).at(-1)?.body).toContain('Safari on iPhone');
  });
});

describe('finding 4: a second factor', () => {
  it('turns the authenticator on only with a step-up and a current code, then asks for it at sign-in', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    expect(
      (await refusal(backend.api.beginTotpSetup(owner.userId, owner.authorization, null))).status,
    ).toBe(403);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    const setup = await backend.api.beginTotpSetup(owner.userId, owner.authorization, proof);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Trading%20Platform:.*algorithm=SHA1&digits=6&period=30$/,
    );
    const wrongCode = await refusal(
      backend.api.enableTotp(
        owner.userId,
        { authentication_code: '000000' },
        owner.authorization,
        proof,
      ),
    );
    expect(wrongCode.body).toEqual({
      authentication_code: [serverTexts.authenticationCodeIncorrect],
    });
    expect(backend.api.getSecuritySettings(owner.userId)).toMatchObject({ totp_enabled: false });
    const enabled = await backend.api.enableTotp(
      owner.userId,
      { authentication_code: backend.authenticatorCode(alex.email) },
      owner.authorization,
      proof,
    );
    expect(enabled.backup_codes).toHaveLength(10);
    expect(new Set(enabled.backup_codes).size).toBe(10);

    const challenged = await refusal(
      backend.api.login({ email: alex.email, password: alex.password }),
    );
    expect(challenged.status).toBe(403);
    expect(challenged.body).toMatchObject({
      code: 'second_factor_required',
      methods: ['totp', 'backup_code'],
    });
    const challenge = challenged.body.challenge;
    // The code that turned it on cannot be used again; the next one can.
    const replay = await refusal(
      backend.api.loginSecondFactor({
        challenge,
        authentication_code: backend.authenticatorCode(alex.email),
      }),
    );
    expect(replay.body).toEqual({ authentication_code: [serverTexts.authenticationCodeIncorrect] });
    clock.advance(30_000);
    await expect(
      backend.api.loginSecondFactor({
        challenge,
        authentication_code: backend.authenticatorCode(alex.email),
      }),
    ).resolves.toHaveProperty('access_token');
  });

  it('accepts each backup code once and says how many remain', async () => {
    const { backend } = createTestBackend();
    const owner = await signIn(backend, alex);
    const [first] = await turnOnAuthenticator(backend, owner);
    const challengeOf = async () =>
      (await refusal(backend.api.login({ email: alex.email, password: alex.password }))).body
        .challenge;
    const signedIn = await backend.api.loginSecondFactor({
      challenge: await challengeOf(),
      authentication_code: ` ${first?.toUpperCase()} `,
    });
    expect(signedIn).toMatchObject({ backup_codes_remaining: 9 });
    const reused = await refusal(
      backend.api.loginSecondFactor({ challenge: await challengeOf(), authentication_code: first }),
    );
    expect(reused.status).toBe(400);
  });

  it('asks for the code at a step-up, and a password change then needs the step-up too', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    await turnOnAuthenticator(backend, owner);
    const passwordOnly = await refusal(
      backend.api.stepUp(owner.userId, { password: alex.password }, owner.authorization),
    );
    expect(passwordOnly.body).toEqual({ authentication_code: [serverTexts.secondFactorRequired] });
    const change = {
      old_password: alex.password,
      password: 'AlexNew123!',
      new_password: 'AlexNew123!',
      confirm_password: 'AlexNew123!',
    };
    clock.advance(STEP_UP_TTL_MS + 1);
    expect(
      (await refusal(backend.api.requestPasswordChange(owner.userId, change, owner.authorization)))
        .status,
    ).toBe(403);
    clock.advance(30_000);
    const proof = await steppedUp(backend, owner, {
      password: alex.password,
      authentication_code: backend.authenticatorCode(alex.email),
    });
    await expect(
      backend.api.requestPasswordChange(owner.userId, change, owner.authorization, proof),
    ).resolves.toHaveProperty('expires_at');
  });

  it('never stores the secret where the browser keeps anything: only the server state holds it', async () => {
    const { backend } = createTestBackend();
    const owner = await signIn(backend, alex);
    const codes = await turnOnAuthenticator(backend, owner);
    const state = JSON.stringify(backend.toJSON());
    for (const code of codes) expect(state).not.toContain(code);
    expect(JSON.stringify(backend.api.getSecuritySettings(owner.userId))).not.toMatch(/secret/i);
  });
});

describe('state that calls without a session leave behind (issue 24)', () => {
  it('forgets reset requests for unknown addresses once their minute has passed', async () => {
    const { backend, clock } = createTestBackend();
    for (let index = 0; index < 200; index += 1) {
      await backend.api.requestForgotPassword({ email: `nobody-${index}@example.com` });
      clock.advance(2_000);
    }
    // Only the last minute's addresses are remembered (for their resend cooldown), not all 200.
    expect(Object.keys(backend.toJSON().codeSentAt).length).toBeLessThanOrEqual(31);
    clock.advance(DAY);
    await backend.api.requestForgotPassword({ email: 'one-more@example.com' });
    // A day on, the hourly send counts of those addresses are gone too.
    expect(Object.keys(backend.toJSON().throttle)).toEqual(['codes-sent:one-more@example.com']);
  });
});

describe('the anti-phishing phrase (D16)', () => {
  it('is set only with a step-up, heads every e-mail to the owner after that, and can be removed', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    const change = (phrase: string | null, proof: string | null) =>
      backend.api.setAntiPhishingPhrase(
        owner.userId,
        { anti_phishing_phrase: phrase },
        owner.authorization,
        proof,
      );
    expect((await refusal(change('Blue heron 42', null))).status).toBe(403);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    expect((await refusal(change('<a href=x>', proof))).body).toEqual({
      anti_phishing_phrase: [serverTexts.antiPhishingInvalid],
    });
    await expect(change('  Blue heron 42 ', proof)).resolves.toMatchObject({
      anti_phishing_phrase: 'Blue heron 42',
    });
    await backend.api.requestForgotPassword({ email: alex.email });
    expect(backend.outbox(alex.email).at(-1)?.body).toMatch(
      /^Your anti-phishing phrase: Blue heron 42\n\nYour verification code is \d{6}/,
    );
    // Someone else's mail does not carry it.
    await backend.api.requestForgotPassword({ email: jamie.email });
    expect(backend.outbox(jamie.email).at(-1)?.body).not.toContain('Blue heron 42');
    await change(null, proof);
    clock.advance(MINUTE);
    await backend.api.requestForgotPassword({ email: alex.email });
    expect(backend.outbox(alex.email).at(-1)?.body).toMatch(/^Your verification code is/);
  });
});
