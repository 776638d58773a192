// Issue 40 (D22): every limit counts an attempt before it is checked, so 25 guesses sent at once get no more
// tries than 5 sent one by one; and a stranger's failures pause neither a passkey nor a device the account trusts.
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  newSignup,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { createManualClock } from './clock';
import { MockBackend } from './MockBackend';
import { SEED_NOW } from './seed';
import { createSoftAuthenticator } from '../test/softAuthenticator';
import { mailTexts } from './mailTexts';
import { SIGN_IN_FAILURE_LIMIT } from './signInThrottle';

const GUESSES = 25;

/** Status of each call once all have settled: 401/400 evaluated and wrong, 429 refused, 200 signed in. */
async function statuses(calls: Promise<unknown>[]): Promise<number[]> {
  return Promise.all(
    calls.map((call) =>
      call.then(
        () => 200,
        (error: { status?: number }) => error.status ?? 0,
      ),
    ),
  );
}

const count = (list: number[], status: number) => list.filter((item) => item === status).length;

function parallelGuesses(backend: MockBackend, rightAt: number | null) {
  return Array.from({ length: GUESSES }, (_, index) =>
    backend.api.login({
      email: alex.email,
      password: index === rightAt ? alex.password : `wrong-guess-${index}`,
    }),
  );
}

describe('25 parallel guesses (issue 40)', () => {
  it('at sign-in: at most 5 are evaluated and the right password among the rest does not sign in', async () => {
    const { backend } = createTestBackend();
    const answers = await statuses(parallelGuesses(backend, 12));
    expect(count(answers, 401)).toBe(SIGN_IN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBe(GUESSES - SIGN_IN_FAILURE_LIMIT);
    expect(answers).not.toContain(200);
    // The owner hears of it once.
    expect(
      backend.outbox(alex.email).filter((mail) => mail.subject === mailTexts.signInLockedSubject),
    ).toHaveLength(1);
  });

  it('at sign-in: a right password among the first five signs in', async () => {
    const { backend } = createTestBackend();
    const answers = await statuses(parallelGuesses(backend, 2));
    expect(answers[2]).toBe(200);
    expect(count(answers, 401) + 1).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
  });

  it('at a step-up: at most 5 wrong passwords are evaluated', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const answers = await statuses(
      Array.from({ length: GUESSES }, (_, index) =>
        backend.api.stepUp(
          session.userId,
          { password: index === 20 ? alex.password : `wrong-${index}` },
          session.authorization,
        ),
      ),
    );
    expect(count(answers, 400)).toBe(SIGN_IN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBe(GUESSES - SIGN_IN_FAILURE_LIMIT);
  });

  it("at a password change's old password: at most 5 are evaluated", async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const answers = await statuses(
      Array.from({ length: GUESSES }, (_, index) =>
        backend.api.requestPasswordChange(
          session.userId,
          {
            old_password: index === 20 ? alex.password : `wrong-${index}`,
            new_password: 'Attacker123!',
            confirm_password: 'Attacker123!',
          },
          session.authorization,
        ),
      ),
    );
    expect(count(answers, 400)).toBe(SIGN_IN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBe(GUESSES - SIGN_IN_FAILURE_LIMIT);
  });

  it('at the second factor: at most 5 codes are evaluated', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const proof = await steppedUp(backend, session, { password: alex.password });
    await backend.api.beginTotpSetup(session.userId, session.authorization, proof);
    await backend.api.enableTotp(
      session.userId,
      { authentication_code: backend.authenticatorCode(alex.email) },
      session.authorization,
      proof,
    );
    const challenged = await refusal(
      backend.api.login({ email: alex.email, password: alex.password }),
    );
    const challenge = String(challenged.body.challenge);
    const answers = await statuses(
      Array.from({ length: GUESSES }, (_, index) =>
        backend.api.loginSecondFactor({
          challenge,
          authentication_code: String(100000 + index),
        }),
      ),
    );
    expect(count(answers, 400)).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(GUESSES - SIGN_IN_FAILURE_LIMIT);
  });

  it('at a sign-up code: at most 5 tries are evaluated', async () => {
    const { backend } = createTestBackend();
    await backend.api.signup(newSignup);
    const code = backend.latestCode(newSignup.email, 'signup') ?? '';
    const answers = await statuses(
      Array.from({ length: GUESSES }, (_, index) =>
        backend.api.verifySignupOtp({
          email: newSignup.email,
          otp: index === 20 ? code : String(100000 + index),
        }),
      ),
    );
    expect(count(answers, 400)).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
    expect(answers).not.toContain(200);
  });
});

describe('no lockout by strangers (issue 40, ASVS 6.1.1)', () => {
  async function pausedByStranger(backend: MockBackend) {
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1)
      await refusal(backend.api.login({ email: alex.email, password: `stranger-${attempt}` }));
    const stranger = await refusal(
      backend.api.login({ email: alex.email, password: alex.password }),
    );
    expect(stranger.status).toBe(429);
  }

  it('a device the account trusts still signs in while strangers are paused', async () => {
    const { backend } = createTestBackend();
    const first = await backend.api.login({ email: alex.email, password: alex.password });
    expect(first.device_id).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{32}$/);
    await pausedByStranger(backend);
    const owner = await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: null, deviceId: first.device_id },
    );
    expect(owner).toHaveProperty('access_token');
    expect(owner.device_id).toBe(first.device_id);
  });

  it('a made-up or untrusted device identifier is a stranger', async () => {
    const { backend } = createTestBackend();
    await backend.api.login({ email: alex.email, password: alex.password });
    await pausedByStranger(backend);
    const madeUp = `${'a'.repeat(32)}.${'b'.repeat(32)}`;
    const refused = await refusal(
      backend.api.login(
        { email: alex.email, password: alex.password },
        { userAgent: null, deviceId: madeUp },
      ),
    );
    expect(refused.status).toBe(429);
    // A real identifier, but of a browser that signed in to another account only.
    const { device_id: strangersOwn } = await backend.api.login({
      email: 'jamie.lee@example.com',
      password: 'DemoPass456!',
    });
    const borrowed = await refusal(
      backend.api.login(
        { email: alex.email, password: alex.password },
        { userAgent: null, deviceId: strangersOwn },
      ),
    );
    expect(borrowed.status).toBe(429);
  });

  it("a trusted device's own failures pause that device only", async () => {
    const { backend } = createTestBackend();
    const { device_id: deviceId } = await backend.api.login({
      email: alex.email,
      password: alex.password,
    });
    const fromDevice = (password: string) =>
      backend.api.login({ email: alex.email, password }, { userAgent: null, deviceId });
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1)
      expect((await refusal(fromDevice(`typo-${attempt}`))).status).toBe(401);
    expect((await refusal(fromDevice(alex.password))).status).toBe(429);
    await expect(signIn(backend, alex)).resolves.toHaveProperty('access_token');
  });

  it('a passkey still signs in while strangers are paused', async () => {
    const origin = 'https://app.tradingplatform.test';
    const clock = createManualClock(SEED_NOW);
    const backend = new MockBackend({ clock: clock.now, webAuthnOrigins: [origin] });
    const authenticator = createSoftAuthenticator();
    const owner = await signIn(backend, alex);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    const registration = await backend.api.passkeyRegistrationOptions(
      owner.userId,
      owner.authorization,
      proof,
    );
    await backend.api.addPasskey(
      owner.userId,
      {
        challenge_id: registration.challenge_id,
        name: 'Laptop',
        credential: await authenticator.create(registration.options, origin),
      },
      owner.authorization,
      proof,
    );
    await pausedByStranger(backend);
    const { challenge_id, options } = await backend.api.passkeyLoginOptions();
    const credential = await authenticator.get(options, origin);
    await expect(
      backend.api.loginWithPasskey({ challenge_id, credential }),
    ).resolves.toHaveProperty('access_token');
  });
});
