// The profile, its two-step changes, security settings (D15), passkeys, the activity log and sessions (D12).
import * as passkeys from '../passkeys';
import * as profile from '../profile';
import { FieldErrorCollector, asFields, requireText } from '../requestFields';
import * as secondFactor from '../secondFactor';
import * as sessions from '../sessions';
import { accessTokenFamily, revokeFamily } from '../tokens';
import { getUser } from '../users';
import { reads, steppedUpUser, writes } from './entry';

function readCode(body: unknown): string {
  const errors = new FieldErrorCollector();
  const code = requireText(asFields(body), 'authentication_code', errors);
  errors.throwIfAny();
  return code ?? '';
}

type Token = string | null;

export const accountApi = {
  getProfile: reads((backend, userId: number) => profile.getProfile(getUser(backend, userId))).from(
    async (r) => [r.userId],
  ),
  /** A new e-mail needs this session's step-up proof (D15). */
  requestProfileChange: writes(
    200,
    (
      backend,
      userId: number,
      body: unknown,
      authorization: Token = null,
      stepUpToken: Token = null,
    ) =>
      profile.requestProfileChange(backend, getUser(backend, userId), body, {
        family: accessTokenFamily(backend, authorization),
        stepUpToken,
      }),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  verifyProfileChange: writes(200, (backend, userId: number, body: unknown) =>
    profile.verifyProfileChange(backend, getUser(backend, userId), body),
  ).from(async (r) => [r.userId, await r.json()]),
  updateNotificationPreferences: writes(200, (backend, userId: number, body: unknown) =>
    profile.updateNotificationPreferences(backend, getUser(backend, userId), body),
  ).from(async (r) => [r.userId, await r.json()]),
  /** With a second factor on, it needs this session's step-up proof (D15). */
  requestPasswordChange: writes(
    200,
    (
      backend,
      userId: number,
      body: unknown,
      authorization: Token = null,
      stepUpToken: Token = null,
    ) =>
      profile.requestPasswordChange(backend, getUser(backend, userId), body, {
        family: accessTokenFamily(backend, authorization),
        stepUpToken,
      }),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  /** `authorization` identifies the session that stays signed in; every other session of the user ends. */
  verifyPasswordChange: writes(
    200,
    (backend, userId: number, body: unknown, authorization: Token = null) =>
      profile.verifyPasswordChange(
        backend,
        getUser(backend, userId),
        body,
        accessTokenFamily(backend, authorization),
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization]),
  getSecuritySettings: reads((backend, userId: number) =>
    secondFactor.securitySettingsView(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  /** `secret` is for stories and screenshots only (`DEMO_TOTP_SECRET`); the API always makes a new one. */
  beginTotpSetup: writes(
    200,
    (backend, userId: number, authorization: Token, stepUpToken: Token, secret?: string) =>
      secondFactor.beginTotpSetup(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        secret,
      ),
  ).from(async (r) => [r.userId, r.authorization, r.stepUpToken]),
  enableTotp: writes(
    200,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      secondFactor.enableTotp(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        readCode(body),
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  disableTotp: writes(200, (backend, userId: number, authorization: Token, stepUpToken: Token) =>
    secondFactor.disableTotp(backend, steppedUpUser(backend, userId, authorization, stepUpToken)),
  ).from(async (r) => [r.userId, r.authorization, r.stepUpToken]),
  renewBackupCodes: writes(
    200,
    (backend, userId: number, authorization: Token, stepUpToken: Token) =>
      secondFactor.renewBackupCodes(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
      ),
  ).from(async (r) => [r.userId, r.authorization, r.stepUpToken]),
  setAntiPhishingPhrase: writes(
    200,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      secondFactor.setAntiPhishingPhrase(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        asFields(body).anti_phishing_phrase,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  setIdleTimeout: writes(
    200,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      secondFactor.setIdleTimeout(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        asFields(body).idle_timeout_minutes,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  listPasskeys: reads((backend, userId: number) =>
    passkeys.listPasskeys(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  passkeyRegistrationOptions: writes(
    200,
    (backend, userId: number, authorization: Token, stepUpToken: Token) =>
      passkeys.registrationOptions(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        backend.webAuthnSite,
      ),
  ).from(async (r) => [r.userId, r.authorization, r.stepUpToken]),
  addPasskey: writes(
    201,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      passkeys.addPasskey(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        backend.webAuthnSite,
        body,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  removePasskey: writes(
    204,
    (backend, userId: number, id: string, authorization: Token, stepUpToken: Token) =>
      passkeys.removePasskey(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        id,
      ),
  ).from(async (r) => [r.userId, r.pathText(), r.authorization, r.stepUpToken]),
  listAccountActivity: reads((backend, userId: number, limit: string | null = null) =>
    profile.listAccountActivity(backend, getUser(backend, userId), limit),
  ).from(async (r) => [r.userId, r.query('limit')]),
  recordManualRefresh: writes(201, (backend, userId: number) =>
    profile.recordManualRefresh(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  /** `authorization` marks the caller's own session as `current`. */
  listSessions: reads((backend, userId: number, authorization: Token = null) =>
    sessions.listSessions(
      backend,
      getUser(backend, userId),
      accessTokenFamily(backend, authorization),
    ),
  ).from(async (r) => [r.userId, r.authorization]),
  revokeSession: writes(204, (backend, userId: number, id: string, authorization: Token = null) =>
    sessions.revokeOneSession(
      backend,
      getUser(backend, userId),
      id,
      accessTokenFamily(backend, authorization),
      (family) => revokeFamily(backend, family),
    ),
  ).from(async (r) => [r.userId, r.pathText(), r.authorization]),
  revokeOtherSessions: writes(200, (backend, userId: number, authorization: Token = null) =>
    sessions.revokeOtherSessions(
      backend,
      getUser(backend, userId),
      accessTokenFamily(backend, authorization),
      (family) => revokeFamily(backend, family),
    ),
  ).from(async (r) => [r.userId, r.authorization]),
};
