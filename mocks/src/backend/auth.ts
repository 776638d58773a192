// Spec 1 §4, §7; contract "Auth"; DECISIONS D1, D8.
import {
  forgotPasswordMessages,
  loginServerDetails,
  passwordChangeValidation,
  registerValidation,
} from '@tp/messages';
import { ApiError, fieldError } from './apiError';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import { recordActivity } from './activity';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { hashPassword, upgradePasswordHash, verifyPassword } from './passwordHashing';
import { randomHex } from './randomValues';
import { digestOf } from './serverSecret';
import {
  FieldErrorCollector,
  asFields,
  normalizePhone,
  requireOtp,
  requireRaw,
  requireText,
} from './requestFields';
import { isEmailShaped, readEmail } from './emailAddress';
import { issueTokenPair, revokeAllSessions, revokeSession, rotateRefreshToken } from './tokens';
import { deviceParts, startSession, unknownClient, type ClientInfo } from './sessions';
import {
  deviceKeyOf,
  forgetTrustedDevices,
  issueDeviceId,
  readDeviceId,
  trustDevice,
  trustedDeviceKey,
} from './deviceIds';
import { MINUTE } from './clock';
import { newDisownLink } from './disownLinks';
import { findUserByUndoableEmail, restorePreviousEmail } from './emailChangeUndo';
import { removeRecentFactors } from './recentFactors';
import {
  checkSecondFactor,
  hasSecondFactor,
  secondFactorMethods,
  securityOf,
} from './secondFactor';
import { assertionOptions, verifyAssertion, type WebAuthnSite } from './passkeys';
import { clearFailedChecks, reserveCheck } from './signInThrottle';
import {
  findUserByEmail,
  getAccount,
  networkOrigin,
  newAddressRefusal,
  uniqueUsername,
} from './users';
import {
  assertResendAllowed,
  checkCode,
  codeKey,
  codeTimesAt,
  codeTimesOf,
  countCodeSend,
  isInCooldown,
  issueCode,
  type CodeTimes,
} from './verificationCodes';
import type { UserRecord } from './state';
import { holdWithdrawals } from './withdrawalHolds';

export const MIN_PASSWORD_LENGTH = 8;

function sendSignupCode(ctx: BackendContext, user: UserRecord): Promise<CodeTimes> {
  const texts = mailTextsFor(user.language);
  return issueCode(ctx, {
    purpose: 'signup',
    subject: user.email,
    binding: user.email,
    mail: {
      to: user.email,
      subject: texts.signupSubject,
      body: texts.signupCodeBody,
    },
  });
}

/** To `address`: the account's, or (D22) one it had within the last 7 days, which may still take it back. */
function sendForgotPasswordCode(
  ctx: BackendContext,
  user: UserRecord,
  address: string,
): Promise<CodeTimes> {
  const texts = mailTextsFor(user.language);
  return issueCode(ctx, {
    purpose: 'forgot_password',
    subject: address,
    binding: address,
    mail: {
      to: address,
      subject: texts.forgotPasswordSubject,
      body: texts.forgotPasswordCodeBody,
    },
  });
}

/** Unknown or already verified e-mails get the same answer and the same cooldown, but no e-mail (no account enumeration). */
function pretendSend(
  ctx: BackendContext,
  purpose: 'signup' | 'forgot_password',
  email: string,
): CodeTimes {
  countCodeSend(ctx, email);
  const now = ctx.now();
  ctx.state.codeSentAt[codeKey(purpose, email)] = now;
  return codeTimesAt(now);
}

/**
 * D15: a sign-in from a device this account has not used before is e-mailed to its owner. Issue 40: the device is
 * its issued identifier, not its user agent; the first one seen is trusted without a word (the one the account was
 * made on, or the first since this rule began).
 */
function noticeNewDevice(
  ctx: BackendContext,
  user: UserRecord,
  client: ClientInfo,
  deviceId: string,
): void {
  if (trustDevice(ctx, user, deviceId) !== 'new') return;
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.newDeviceSubject,
    body: texts.newDeviceBody(deviceParts(client.userAgent), user.location),
    code: null,
    purpose: 'notice',
    link: newDisownLink(ctx, user),
  });
}

/** The device a sign-in comes from: the identifier it presented when this server issued it, else a new one. */
function deviceOf(ctx: BackendContext, client: ClientInfo): string {
  return readDeviceId(ctx, client.deviceId) ?? issueDeviceId(ctx);
}

/** Issue 40: which failure count a check from this client uses (see signInThrottle.ts). */
function sourceOf(ctx: BackendContext, user: UserRecord, client: ClientInfo): string | null {
  return trustedDeviceKey(ctx, user, readDeviceId(ctx, client.deviceId));
}

function signIn(ctx: BackendContext, user: UserRecord, client: ClientInfo) {
  clearFailedChecks(ctx, user, sourceOf(ctx, user, client));
  const deviceId = deviceOf(ctx, client);
  noticeNewDevice(ctx, user, client, deviceId);
  user.lastLogin = isoAt(ctx.now());
  recordActivity(ctx, user, activityActions.login);
  const family = randomHex(8);
  startSession(ctx, user, family, client, deviceKeyOf(deviceId));
  // The client keeps `device_id` and sends it at its next sign-in (X-Device-Id).
  return {
    ...issueTokenPair(ctx, user.id, family),
    username: user.username,
    device_id: deviceId,
  };
}

export async function login(
  ctx: BackendContext,
  body: unknown,
  client: ClientInfo = unknownClient,
) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const email = readEmail(fields, 'email', errors);
  const password = requireRaw(fields, 'password', errors);
  errors.throwIfAny();
  const user = findUserByEmail(ctx, email ?? '');
  // DECISIONS D8: the spec's messages imply the server tells an unknown e-mail from a wrong password.
  if (!user) throw new ApiError(401, { detail: loginServerDetails.noActiveAccount });
  // D15: a paused account is refused before its password is read, right or wrong. Issue 40: the check is
  // counted now, before the hash is awaited, so guesses sent at once cannot all be read.
  const check = reserveCheck(ctx, user, sourceOf(ctx, user, client));
  if (!(await verifyPassword(password ?? '', user.password))) {
    check.failed();
    throw new ApiError(401, { detail: loginServerDetails.invalidPassword });
  }
  check.passed();
  // Issue 24: a hash from before the server's iteration count is made again now that the password is known.
  await upgradePasswordHash(user, password ?? '', ctx.passwordIterations);
  if (!user.emailVerified) {
    // Within the cooldown the code sent moments ago is still valid; do not send another.
    const times = isInCooldown(ctx, 'signup', user.email)
      ? codeTimesOf(ctx, 'signup', user.email)
      : await sendSignupCode(ctx, user);
    throw new ApiError(403, {
      detail: serverTexts.emailNotVerified,
      code: 'email_not_verified',
      ...times,
    });
  }
  if (hasSecondFactor(ctx, user)) throw secondFactorChallenge(ctx, user, client);
  return signIn(ctx, user, client);
}

export const SIGN_IN_CHALLENGE_TTL_MS = 5 * MINUTE;

/** D15: the password was right; the sign-in waits (5 minutes) for the authenticator or a backup code. */
function secondFactorChallenge(ctx: BackendContext, user: UserRecord, client: ClientInfo) {
  const challenge = randomHex(24);
  const now = ctx.now();
  for (const [key, record] of Object.entries(ctx.state.signInChallenges)) {
    if (record.expiresAt <= now) delete ctx.state.signInChallenges[key];
  }
  // Issue 24: kept by its digest, so the saved state holds no challenge to finish a sign-in with.
  ctx.state.signInChallenges[digestOf(challenge)] = {
    userId: user.id,
    expiresAt: now + SIGN_IN_CHALLENGE_TTL_MS,
    userAgent: client.userAgent,
  };
  return new ApiError(403, {
    detail: serverTexts.secondFactorRequired,
    code: 'second_factor_required',
    challenge,
    methods: secondFactorMethods(ctx, user),
    expires_at: isoAt(now + SIGN_IN_CHALLENGE_TTL_MS),
  });
}

export async function loginSecondFactor(
  ctx: BackendContext,
  body: unknown,
  client: ClientInfo = unknownClient,
) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const challenge = requireRaw(fields, 'challenge', errors);
  const code = requireText(fields, 'authentication_code', errors);
  errors.throwIfAny();
  const record = ctx.state.signInChallenges[digestOf(challenge ?? '')];
  const user = record && ctx.state.users.find((candidate) => candidate.id === record.userId);
  if (!record || !user || record.expiresAt <= ctx.now()) {
    throw new ApiError(401, { detail: serverTexts.challengeExpired, code: 'challenge_expired' });
  }
  const check = reserveCheck(ctx, user, sourceOf(ctx, user, client));
  const used = await checkSecondFactor(ctx, user, code ?? '');
  if (used === null) {
    check.failed(activityActions.failedSecondFactor);
    throw fieldError('authentication_code', serverTexts.authenticationCodeIncorrect);
  }
  check.passed();
  delete ctx.state.signInChallenges[digestOf(challenge ?? '')];
  const tokens = signIn(ctx, user, { userAgent: record.userAgent, deviceId: client.deviceId });
  return used === 'backup_code'
    ? { ...tokens, backup_codes_remaining: securityOf(ctx, user).backupCodeHashes.length }
    : tokens;
}

/** D15: a passkey signs in on its own (it is something held and, with user verification, something known). */
export function passkeyLoginOptions(ctx: BackendContext, site: WebAuthnSite) {
  return assertionOptions(ctx, site, 'login', null);
}

export async function loginWithPasskey(
  ctx: BackendContext,
  site: WebAuthnSite,
  body: unknown,
  client: ClientInfo = unknownClient,
) {
  // Issue 40: not paused by failed password checks: a passkey cannot be guessed, and a stranger's guesses must
  // not lock its owner out (ASVS 6.1.1).
  const { user } = await verifyAssertion(ctx, site, 'login', body);
  const tokens = signIn(ctx, user, client);
  recordActivity(ctx, user, activityActions.passkeySignIn);
  return tokens;
}

export async function signup(ctx: BackendContext, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const firstName = requireText(fields, 'first_name', errors, registerValidation.firstNameRequired);
  const lastName = requireText(fields, 'last_name', errors, registerValidation.lastNameRequired);
  const email = readEmail(fields, 'email', errors, registerValidation.emailRequired);
  if (email !== null && !isEmailShaped(email)) errors.add('email', registerValidation.emailInvalid);
  const phoneText = requireText(fields, 'phone_number', errors, registerValidation.phoneRequired);
  const phone = phoneText === null ? null : normalizePhone(phoneText);
  if (phoneText !== null && phone === null)
    errors.add('phone_number', registerValidation.phoneInvalid);
  const password = requireRaw(fields, 'password', errors, registerValidation.passwordRequired);
  if (password !== null && password.length < MIN_PASSWORD_LENGTH)
    errors.add('password', registerValidation.passwordTooShort);
  const verifyPassword = requireRaw(
    fields,
    'verify_password',
    errors,
    registerValidation.verifyPasswordRequired,
  );
  if (password !== null && verifyPassword !== null && password !== verifyPassword) {
    errors.add('verify_password', registerValidation.passwordsDoNotMatch);
  }
  // Taken, or (D16) mixing scripts or looking like another account's address.
  const emailRefusal = email !== null && !errors.has('email') && newAddressRefusal(ctx, email);
  if (emailRefusal) errors.add('email', emailRefusal);
  errors.throwIfAny();

  const passwordHash = await hashPassword(password ?? '', undefined, ctx.passwordIterations);
  const address = email ?? '';
  // Re-check after the await: a concurrent sign-up may have taken the address (or one like it).
  const lateRefusal = newAddressRefusal(ctx, address);
  if (lateRefusal) throw fieldError('email', lateRefusal);
  const id = ctx.nextId('user');
  const now = isoAt(ctx.now());
  const user: UserRecord = {
    id,
    username: uniqueUsername(ctx, firstName ?? '', lastName ?? '', address),
    email: address,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    phoneNumber: phone,
    country: null,
    address: null,
    dateOfBirth: null,
    language: 'English',
    notifications: { email: true, sms: false, push: true },
    password: passwordHash,
    emailVerified: false,
    dateJoined: now,
    lastLogin: null,
    updatedAt: null,
    ...networkOrigin(id, null),
  };
  ctx.state.users.push(user);
  getAccount(ctx, id);
  recordActivity(ctx, user, activityActions.accountCreated);
  const times = await sendSignupCode(ctx, user);
  return { message: forgotPasswordMessages.codeSent, email: user.email, ...times };
}

export async function verifySignupOtp(
  ctx: BackendContext,
  body: unknown,
  client: ClientInfo = unknownClient,
) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const subject = readEmail(fields, 'email', errors) ?? '';
  errors.throwIfAny();
  const otp = requireOtp(fields);
  await checkCode(ctx, { purpose: 'signup', subject, binding: subject, otp, mode: 'consume' });
  const user = findUserByEmail(ctx, subject);
  if (!user) throw new ApiError(400, { detail: serverTexts.notFound });
  user.emailVerified = true;
  recordActivity(ctx, user, activityActions.emailVerified);
  return { message: serverTexts.emailVerified, ...signIn(ctx, user, client) };
}

export async function resendSignupOtp(ctx: BackendContext, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const email = readEmail(fields, 'email', errors) ?? '';
  errors.throwIfAny();
  assertResendAllowed(ctx, 'signup', email);
  const user = findUserByEmail(ctx, email);
  const times =
    user && !user.emailVerified
      ? await sendSignupCode(ctx, user)
      : pretendSend(ctx, 'signup', email);
  return { message: forgotPasswordMessages.newCodeSent, ...times };
}

const redirectToLogin = { redirect_to_login: true };

/** The account a reset for `email` is for: the one holding it, or (D22) one that had it in the last 7 days. */
function resettableAccount(ctx: BackendContext, email: string): UserRecord | undefined {
  return findUserByEmail(ctx, email) ?? findUserByUndoableEmail(ctx, email);
}

/** A first request and a resend behave alike; unknown e-mails get the same answer (no account enumeration). */
async function issueForgotPasswordCode(ctx: BackendContext, body: unknown): Promise<CodeTimes> {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const email = readEmail(fields, 'email', errors) ?? '';
  errors.throwIfAny();
  assertResendAllowed(ctx, 'forgot_password', email);
  const user = resettableAccount(ctx, email);
  // The same times either way: an unknown e-mail's answer looks exactly like a real one.
  return user
    ? sendForgotPasswordCode(ctx, user, email)
    : pretendSend(ctx, 'forgot_password', email);
}

export async function requestForgotPassword(ctx: BackendContext, body: unknown) {
  const times = await issueForgotPasswordCode(ctx, body);
  return { message: forgotPasswordMessages.codeSent, ...times };
}

export async function resendForgotPasswordOtp(ctx: BackendContext, body: unknown) {
  const times = await issueForgotPasswordCode(ctx, body);
  return { message: forgotPasswordMessages.newCodeSent, ...times };
}

export async function verifyForgotPasswordOtp(ctx: BackendContext, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const email = readEmail(fields, 'email', errors) ?? '';
  errors.throwIfAny();
  const otp = requireOtp(fields);
  // A verified code stays usable for the reset only, once, within its 10 minutes.
  await checkCode(ctx, {
    purpose: 'forgot_password',
    subject: email,
    binding: email,
    otp,
    mode: 'verify',
    errorExtra: { tooMany: redirectToLogin },
  });
  return { message: forgotPasswordMessages.otpVerified };
}

/** New and confirm password: required, at least 8 characters, equal (spec 2 §5 texts). */
export function readNewPassword(
  fields: Record<string, unknown>,
  errors: FieldErrorCollector,
): string | null {
  const newPassword = fields.new_password;
  const confirmPassword = fields.confirm_password;
  if (
    typeof newPassword !== 'string' ||
    newPassword === '' ||
    typeof confirmPassword !== 'string' ||
    confirmPassword === ''
  ) {
    errors.add('new_password', passwordChangeValidation.bothRequired);
    return null;
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH || confirmPassword.length < MIN_PASSWORD_LENGTH) {
    errors.add('new_password', passwordChangeValidation.tooShort);
    return null;
  }
  if (newPassword !== confirmPassword) {
    errors.add('confirm_password', passwordChangeValidation.mismatch);
    return null;
  }
  return newPassword;
}

export async function resetPassword(ctx: BackendContext, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const email = readEmail(fields, 'email', errors) ?? '';
  requireText(fields, 'otp', errors);
  const newPassword = readNewPassword(fields, errors);
  errors.throwIfAny();
  const passwordHash = await hashPassword(newPassword ?? '', undefined, ctx.passwordIterations);
  await checkCode(ctx, {
    purpose: 'forgot_password',
    subject: email,
    binding: email,
    otp: String(fields.otp),
    mode: 'consumeVerified',
    errorExtra: { tooMany: redirectToLogin },
  });
  const user = resettableAccount(ctx, email);
  if (!user) throw new ApiError(400, { detail: serverTexts.notFound });
  // D22: a reset through an address the account had in the last 7 days gives it that address back.
  restorePreviousEmail(ctx, user, email === user.email ? undefined : email);
  user.password = passwordHash;
  user.updatedAt = isoAt(ctx.now());
  revokeAllSessions(ctx, user.id);
  // D22: whatever factor the attacker added leaves with him.
  removeRecentFactors(ctx, user);
  forgetTrustedDevices(ctx, user);
  // D15: the owner has proven the address again; a "This wasn't me" block ends here.
  securityOf(ctx, user).withdrawalsBlocked = false;
  // D16: but no money leaves for the next 24 hours.
  holdWithdrawals(ctx, securityOf(ctx, user), 'password_reset');
  clearFailedChecks(ctx, user);
  recordActivity(ctx, user, activityActions.passwordReset);
  return { message: serverTexts.passwordResetDone, redirect_to_login: true as const };
}

export function refreshToken(ctx: BackendContext, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const token = requireText(fields, 'refresh_token', errors);
  errors.throwIfAny();
  const { access_token, refresh_token } = rotateRefreshToken(ctx, token ?? '');
  return { access_token, refresh_token };
}

export function logout(ctx: BackendContext, user: UserRecord, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const token = requireText(fields, 'refresh_token', errors);
  errors.throwIfAny();
  revokeSession(ctx, user.id, token ?? '');
  recordActivity(ctx, user, activityActions.logout);
  return { message: serverTexts.loggedOut };
}
