// Named D15 scenarios: the authenticator app already on (for the settings page and for sign-in), and an
// enrolment that shows the fixed demo secret, so screenshots of the QR code do not change between runs.
import type { MockBackend } from '../backend/MockBackend';
import { DEMO_USERS } from '../backend/seed';
import { DEMO_TOTP_SECRET } from '../backend/secondFactor';
import { serverTexts } from '../backend/serverTexts';
import { authorizationOf, clientOf, readJson, respond, stepUpTokenOf } from '../handlers/respond';
import { defineScenario } from './defineScenario';

const fixtureSettingsOn = {
  totp_enabled: true,
  totp_enabled_at: '2026-06-14T12:00:00.000Z',
  backup_codes_remaining: 10,
  passkeys: 0,
  idle_timeout_minutes: 15,
  withdrawals_blocked: false,
  anti_phishing_phrase: null,
  email_change_undo: [],
};

const fixtureSetup = {
  secret: DEMO_TOTP_SECRET,
  otpauth_uri: `otpauth://totp/Trading%20Platform:${encodeURIComponent(DEMO_USERS.alex.email)}?issuer=Trading%20Platform&secret=${DEMO_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`,
  issuer: 'Trading Platform',
  account: DEMO_USERS.alex.email,
};

const fixtureChallenge = {
  detail: serverTexts.secondFactorRequired,
  code: 'second_factor_required',
  challenge: 'fixture-challenge-0001',
  methods: ['totp', 'backup_code'],
};

async function turnOnFor(backend: MockBackend, email: string): Promise<void> {
  await backend.turnOnAuthenticator(email, DEMO_TOTP_SECRET);
}

/** D22: 7 days after the seed's time, as `security.settings.emailChangeUndoable` answers without a backend. */
const fixtureUndoable = {
  ...fixtureSettingsOn,
  totp_enabled: false,
  totp_enabled_at: null,
  backup_codes_remaining: 0,
  email_change_undo: [{ previous_email: DEMO_USERS.alex.email, until: '2026-06-22T12:00:00.000Z' }],
};

/** A demo user changes the e-mail (password, then the code from the new address), as the Profile Settings do. */
async function moveEmail(backend: MockBackend, userId: number, authorization: string | null) {
  const { email } = await backend.api.getProfile(userId);
  const demo = Object.values(DEMO_USERS).find((user) => user.email === email);
  if (!demo) return;
  const proof = await backend.api.stepUp(userId, { password: demo.password }, authorization);
  const newEmail = `${demo.username}.moved@example.net`;
  await backend.api.requestProfileChange(
    userId,
    { new_email: newEmail },
    authorization,
    proof.step_up_token,
  );
  await backend.api.verifyProfileChange(userId, {
    otp: backend.latestCode(newEmail, 'profile_change'),
  });
}

export const securityScenarios = [
  /** The user's authenticator app is on (the demo secret), with 10 backup codes. */
  defineScenario('security.settings.totpOn', 'getSecuritySettings', 200, ({ api, backend }) => [
    api.get('/auth/security/', ({ request, response }) =>
      backend
        ? respond(response, 0, async () => {
            const userId = backend.authenticate(authorizationOf(request));
            await turnOnFor(backend, backend.api.getProfile(userId).email);
            return response(200).json(await backend.api.getSecuritySettings(userId));
          })
        : response(200).json(fixtureSettingsOn),
    ),
  ]),
  /**
   * D22: the signed-in demo user has just changed the e-mail (to `<username>.moved@example.net`), so the old
   * address can undo it for 7 days; with a backend the change is real (the hold and the notices follow).
   */
  defineScenario(
    'security.settings.emailChangeUndoable',
    'getSecuritySettings',
    200,
    ({ api, backend }) => [
      api.get('/auth/security/', ({ request, response }) =>
        backend
          ? respond(response, 0, async () => {
              const authorization = authorizationOf(request);
              const userId = backend.authenticate(authorization);
              const settings = await backend.api.getSecuritySettings(userId);
              if (settings.email_change_undo.length === 0)
                await moveEmail(backend, userId, authorization);
              return response(200).json(await backend.api.getSecuritySettings(userId));
            })
          : response(200).json(fixtureUndoable),
      ),
    ],
  ),
  /** Enrolment shows `DEMO_TOTP_SECRET` instead of a new random one (stories and screenshots only). */
  defineScenario('security.totpSetup.demoSecret', 'beginTotpSetup', 200, ({ api, backend }) => [
    api.post('/auth/security/totp/setup/', ({ request, response }) =>
      respond(response, 0, async () => {
        if (!backend) return response(200).json(fixtureSetup);
        const authorization = authorizationOf(request);
        return response(200).json(
          await backend.api.beginTotpSetup(
            backend.authenticate(authorization),
            authorization,
            stepUpTokenOf(request),
            DEMO_TOTP_SECRET,
          ),
        );
      }),
    ),
  ]),
  /**
   * A demo user whose authenticator app is on signs in: the password is followed by the code step.
   * With a backend (stories); the play reads the current code with `backend.authenticatorCode(email)`.
   */
  defineScenario('auth.login.secondFactor', 'login', 403, ({ api, backend }) => [
    api.post('/auth/login/', ({ request, response }) =>
      respond(response, 0, async () => {
        if (!backend) return response.untyped(Response.json(fixtureChallenge, { status: 403 }));
        for (const user of Object.values(DEMO_USERS)) await turnOnFor(backend, user.email);
        return response(200).json(
          await backend.api.login(await readJson(request), clientOf(request)),
        );
      }),
    ),
  ]),
] as const;
