// D15: the authenticator app (TOTP, RFC 6238: SHA-1, 30 s, 6 digits, ±1 step) and 10 single-use backup
// codes. The secret lives here, on the server, only, sealed under the server's secret; a backup code is kept as
// its keyed hash.
import { Secret, TOTP } from 'otpauth';
import { ApiError, fieldError } from './apiError';
import { recordActivity } from './activity';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { constantTimeEqual, randomBytes } from './randomValues';
import { seal, unseal } from './sealedSecrets';
import { newDisownLink } from './noticeLinks';
import { emailChangeUndoView } from './emailChangeUndo';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { SecurityRecord, UserRecord } from './state';
import { holdWithdrawals } from './withdrawalHolds';

export const TOTP_ISSUER = 'Trading Platform';
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;
export const MIN_IDLE_TIMEOUT_MINUTES = 5;
export const MAX_IDLE_TIMEOUT_MINUTES = 12 * 60;

export function securityOf(ctx: BackendContext, user: UserRecord): SecurityRecord {
  const key = String(user.id);
  ctx.state.security[key] ??= {
    userId: user.id,
    idleTimeoutMinutes: DEFAULT_IDLE_TIMEOUT_MINUTES,
    totp: null,
    pendingTotpSecret: null,
    backupCodeHashes: [],
    withdrawalsBlocked: false,
    knownDevices: [],
    passkeys: [],
    antiPhishingPhrase: null,
    withdrawalHold: null,
  };
  return ctx.state.security[key];
}

export function hasSecondFactor(ctx: BackendContext, user: UserRecord): boolean {
  const security = securityOf(ctx, user);
  return security.totp !== null || security.passkeys.length > 0;
}

/** The second factors a sign-in or step-up may be finished with. */
export function secondFactorMethods(ctx: BackendContext, user: UserRecord) {
  const security = securityOf(ctx, user);
  return [
    ...(security.totp ? (['totp', 'backup_code'] as const) : []),
    ...(security.passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
}

export function securitySettingsView(ctx: BackendContext, user: UserRecord) {
  const security = securityOf(ctx, user);
  return {
    totp_enabled: security.totp !== null,
    totp_enabled_at: security.totp?.enabledAt ?? null,
    backup_codes_remaining: security.backupCodeHashes.length,
    passkeys: security.passkeys.length,
    idle_timeout_minutes: security.idleTimeoutMinutes,
    withdrawals_blocked: security.withdrawalsBlocked,
    anti_phishing_phrase: security.antiPhishingPhrase ?? null,
    email_change_undo: emailChangeUndoView(ctx, user),
  };
}

function totpOf(secret: string, user: UserRecord): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a current code belongs to (±1 step of the server's clock), or null. */
function matchingStep(ctx: BackendContext, secret: string, user: UserRecord, code: string) {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, user).validate({ token: code, timestamp: ctx.now(), window: 1 });
  if (delta === null) return null;
  return Math.floor(ctx.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newBackupCode(): string {
  const letters = [...randomBytes(10)].map(
    (byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length],
  );
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

const normalizeBackupCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
// Keyed with the server's secret (issue 24): ~50 bits per code would fall to a plain hash's brute force.
const backupHash = (ctx: BackendContext, user: UserRecord, code: string) =>
  ctx.keyedHash(`backup|${user.id}|${normalizeBackupCode(code)}`);

function issueBackupCodes(
  ctx: BackendContext,
  security: SecurityRecord,
  user: UserRecord,
): string[] {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  security.backupCodeHashes = codes.map((code) => backupHash(ctx, user, code));
  return codes;
}

export type SecondFactorUsed = 'totp' | 'backup_code';

/** Checks a current authenticator code or an unused backup code; a used code never works again. */
export async function checkSecondFactor(
  ctx: BackendContext,
  user: UserRecord,
  code: string,
): Promise<SecondFactorUsed | null> {
  const security = securityOf(ctx, user);
  if (!security.totp) return null;
  const trimmed = code.trim();
  const secret = unseal(ctx, security.totp.secret);
  const step = secret === null ? null : matchingStep(ctx, secret, user, trimmed);
  if (step !== null) {
    if (step <= security.totp.lastStep) return null;
    security.totp.lastStep = step;
    return 'totp';
  }
  if (!/^[a-z0-9\s-]{10,16}$/i.test(trimmed)) return null;
  const hash = backupHash(ctx, user, trimmed);
  const index = security.backupCodeHashes.findIndex((stored) => constantTimeEqual(stored, hash));
  if (index === -1) return null;
  security.backupCodeHashes.splice(index, 1);
  recordActivity(ctx, user, activityActions.backupCodeUsed);
  return 'backup_code';
}

function noticeFactorChange(
  ctx: BackendContext,
  user: UserRecord,
  subject: 'totpOnSubject' | 'totpOffSubject',
): void {
  const texts = mailTextsFor(user.language);
  const added = subject === 'totpOnSubject';
  ctx.sendMail({
    to: user.email,
    subject: texts[subject],
    body: added ? texts.factorAddedBody : texts.factorNoticeBody,
    code: null,
    purpose: 'notice',
    // D22: a factor added by whoever took the account over leaves with him when the owner follows it.
    ...(added ? { link: newDisownLink(ctx, user) } : {}),
  });
}

/** A fixed secret (20 bytes, base32) for stories and screenshots, which must not change between runs. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Step 1 of enrolment: a new secret, shown as an `otpauth://` URI (the QR code) and as text. */
export function beginTotpSetup(
  ctx: BackendContext,
  user: UserRecord,
  secret = new Secret({ size: 20 }).base32,
) {
  const security = securityOf(ctx, user);
  if (security.totp) throw new ApiError(400, { detail: serverTexts.totpAlreadyOn });
  security.pendingTotpSecret = seal(ctx, secret);
  return {
    secret,
    otpauth_uri: totpOf(secret, user).toString(),
    issuer: TOTP_ISSUER,
    account: user.email,
  };
}

/** Step 2: the app is on only once a current code proves it holds the secret; the backup codes are shown once. */
export async function enableTotp(ctx: BackendContext, user: UserRecord, code: string) {
  const security = securityOf(ctx, user);
  if (security.totp) throw new ApiError(400, { detail: serverTexts.totpAlreadyOn });
  const secret = security.pendingTotpSecret && unseal(ctx, security.pendingTotpSecret);
  if (!secret) throw new ApiError(400, { detail: serverTexts.totpSetupMissing });
  const step = matchingStep(ctx, secret, user, code.trim());
  if (step === null)
    throw fieldError('authentication_code', serverTexts.authenticationCodeIncorrect);
  security.totp = { secret: seal(ctx, secret), enabledAt: isoAt(ctx.now()), lastStep: step };
  security.pendingTotpSecret = null;
  const backupCodes = issueBackupCodes(ctx, security, user);
  recordActivity(ctx, user, activityActions.totpEnabled);
  noticeFactorChange(ctx, user, 'totpOnSubject');
  return {
    message: serverTexts.totpEnabled,
    backup_codes: backupCodes,
    settings: securitySettingsView(ctx, user),
  };
}

export function disableTotp(ctx: BackendContext, user: UserRecord) {
  const security = securityOf(ctx, user);
  if (!security.totp) throw new ApiError(400, { detail: serverTexts.totpNotOn });
  security.totp = null;
  security.pendingTotpSecret = null;
  security.backupCodeHashes = [];
  holdWithdrawals(ctx, security, 'second_factor_removed');
  recordActivity(ctx, user, activityActions.totpDisabled);
  noticeFactorChange(ctx, user, 'totpOffSubject');
  return { message: serverTexts.totpDisabled, settings: securitySettingsView(ctx, user) };
}

export async function renewBackupCodes(ctx: BackendContext, user: UserRecord) {
  const security = securityOf(ctx, user);
  if (!security.totp) throw new ApiError(400, { detail: serverTexts.totpNotOn });
  const backupCodes = issueBackupCodes(ctx, security, user);
  recordActivity(ctx, user, activityActions.backupCodesRenewed);
  return {
    message: serverTexts.backupCodesRenewed,
    backup_codes: backupCodes,
    settings: securitySettingsView(ctx, user),
  };
}

export function setIdleTimeout(ctx: BackendContext, user: UserRecord, minutes: unknown) {
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    minutes < MIN_IDLE_TIMEOUT_MINUTES ||
    minutes > MAX_IDLE_TIMEOUT_MINUTES
  )
    throw fieldError('idle_timeout_minutes', serverTexts.idleTimeoutRange);
  securityOf(ctx, user).idleTimeoutMinutes = minutes;
  recordActivity(ctx, user, activityActions.idleTimeoutChanged);
  return securitySettingsView(ctx, user);
}

/** Stories and tests: the authenticator app already on (with `secret`), as if enrolled a day ago. */
export async function turnOnAuthenticatorNow(
  ctx: BackendContext,
  user: UserRecord,
  secret = DEMO_TOTP_SECRET,
): Promise<string[]> {
  const security = securityOf(ctx, user);
  if (security.totp) return [];
  security.totp = {
    secret: seal(ctx, secret),
    enabledAt: isoAt(ctx.now() - 24 * 60 * 60_000),
    lastStep: Math.floor(ctx.now() / 1000 / TOTP_PERIOD_SECONDS) - 2,
  };
  return issueBackupCodes(ctx, security, user);
}

/** Tests and the demo's inbox: the code the user's authenticator app shows now (enabled or being set up). */
export function currentAuthenticatorCode(ctx: BackendContext, user: UserRecord, at = ctx.now()) {
  // Read only: a user without a security record yet has no secret.
  const security = ctx.state.security[String(user.id)];
  const sealed = security?.totp?.secret ?? security?.pendingTotpSecret;
  const secret = sealed ? unseal(ctx, sealed) : null;
  return secret ? totpOf(secret, user).generate({ timestamp: at }) : undefined;
}

export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 32;

/** D16: 4 to 32 letters, digits, spaces and simple punctuation; null (or blank) removes it. */
export function setAntiPhishingPhrase(ctx: BackendContext, user: UserRecord, value: unknown) {
  const phrase = typeof value === 'string' ? value.normalize('NFC').trim() : value;
  if (phrase !== null && phrase !== '') {
    if (
      typeof phrase !== 'string' ||
      phrase.length < ANTI_PHISHING_MIN ||
      phrase.length > ANTI_PHISHING_MAX ||
      !/^[\p{L}\p{N} .,!?'-]+$/u.test(phrase)
    )
      throw fieldError('anti_phishing_phrase', serverTexts.antiPhishingInvalid);
  }
  securityOf(ctx, user).antiPhishingPhrase = phrase ? phrase : null;
  recordActivity(ctx, user, activityActions.antiPhishingChanged);
  return securitySettingsView(ctx, user);
}
