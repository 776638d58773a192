// Spec 2 §2, §4 (two-step profile and password changes), contract "Auth" profile rows.
import { isCountry, isLanguage } from '@tp/api';
import {
  forgotPasswordMessages,
  profileMessages,
  passwordChangeValidation,
  registerValidation,
} from '@tp/messages';
import { ApiError, fieldErrors } from './apiError';
import { recordActivity } from './activity';
import { readNewPassword } from './auth';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { isEmailShaped, readEmail } from './emailAddress';
import { hashPassword, verifyPassword, type PasswordHash } from './passwordHashing';
import {
  FieldErrorCollector,
  asFields,
  normalizePhone,
  requireOtp,
  type Fields,
} from './requestFields';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { NotificationPreferences, UserRecord } from './state';
import { revokeAllSessions } from './tokens';
import { newAddressRefusal } from './users';
import { assertEmailChangeAllowed, newDisownLink } from './disownLinks';
import { rememberPreviousEmail } from './emailChangeUndo';
import { hasSecondFactor, securityOf } from './secondFactor';
import { sessionTrustedDevice } from './deviceIds';
import { reserveCheck } from './signInThrottle';
import { requireStepUp } from './stepUp';

/** Who asks for a sensitive change: the session (its token family) and its step-up proof, if any (D15). */
export interface ChangeAuthority {
  family: string | undefined;
  stepUpToken: string | null;
}
import { assertResendAllowed, checkCode, issueCode } from './verificationCodes';
import { activityView, profileView } from './views';
import { holdWithdrawals } from './withdrawalHolds';

export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  country?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  language?: string;
  notifications?: NotificationPreferences;
}

function readBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function readNotifications(
  value: unknown,
  field: string,
  errors: FieldErrorCollector,
): NotificationPreferences | null {
  const fields =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
  const email = readBoolean(fields.email);
  const sms = readBoolean(fields.sms);
  const push = readBoolean(fields.push);
  if (email === null || sms === null || push === null) {
    errors.add(field, serverTexts.invalidBoolean);
    return null;
  }
  return { email, sms, push };
}

function isPastDate(text: string, now: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getTime() < now
  );
}

/** Optional text field: absent → undefined, blank → null (cleared), text → trimmed. */
function optionalField(fields: Fields, name: string): string | null | undefined {
  if (!(name in fields) || fields[name] === undefined) return undefined;
  const value = fields[name];
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? null : value.trim();
}

function readProfileChange(ctx: BackendContext, user: UserRecord, body: unknown): ProfileChange {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const change: ProfileChange = {};
  const firstName = optionalField(fields, 'new_first_name');
  if (firstName === null) errors.add('new_first_name', registerValidation.firstNameRequired);
  else if (firstName !== undefined) change.firstName = firstName;
  const lastName = optionalField(fields, 'new_last_name');
  if (lastName === null) errors.add('new_last_name', registerValidation.lastNameRequired);
  else if (lastName !== undefined) change.lastName = lastName;
  const typedEmail = optionalField(fields, 'new_email');
  const email = typedEmail ? readEmail(fields, 'new_email', errors) : undefined;
  if (typedEmail === null || (email && !isEmailShaped(email)))
    errors.add('new_email', registerValidation.emailInvalid);
  else if (email) {
    // Taken by another account, or (D16) mixing scripts or looking like another account's address.
    const refusal = newAddressRefusal(ctx, email, user.id);
    if (refusal) errors.add('new_email', refusal);
    else change.email = email;
  }
  const phone = optionalField(fields, 'new_phone_number');
  if (phone === null || (phone !== undefined && normalizePhone(phone) === null))
    errors.add('new_phone_number', registerValidation.phoneInvalid);
  else if (phone !== undefined) change.phoneNumber = normalizePhone(phone) ?? phone;
  const country = optionalField(fields, 'country');
  if (country !== undefined && country !== null && !isCountry(country)) {
    errors.add('country', serverTexts.invalidChoice(country));
  } else if (country !== undefined) change.country = country;
  const address = optionalField(fields, 'address');
  if (address !== undefined) change.address = address;
  const dateOfBirth = optionalField(fields, 'date_of_birth');
  if (dateOfBirth !== undefined && dateOfBirth !== null && !isPastDate(dateOfBirth, ctx.now()))
    errors.add('date_of_birth', serverTexts.invalidDate);
  else if (dateOfBirth !== undefined) change.dateOfBirth = dateOfBirth;
  const language = optionalField(fields, 'language');
  if (language !== undefined && (language === null || !isLanguage(language))) {
    errors.add('language', serverTexts.invalidChoice(String(language)));
  } else if (language !== undefined) change.language = language;
  if (fields.notifications !== undefined) {
    const notifications = readNotifications(fields.notifications, 'notifications', errors);
    if (notifications) change.notifications = notifications;
  }
  errors.throwIfAny();
  if (Object.keys(change).length === 0) throw new ApiError(400, { detail: serverTexts.noChanges });
  return change;
}

const userSubject = (user: UserRecord) => `user:${user.id}`;

export function getProfile(user: UserRecord) {
  return profileView(user);
}

export async function requestProfileChange(
  ctx: BackendContext,
  user: UserRecord,
  body: unknown,
  authority: ChangeAuthority,
) {
  const change = readProfileChange(ctx, user, body);
  // D12: a new e-mail address proves it is theirs with the code; the old one hears of it.
  const newEmail = change.email !== undefined && change.email !== user.email ? change.email : null;
  // D15: whoever holds only a session cannot move the account's mail (and so its codes) elsewhere.
  if (newEmail !== null) {
    requireStepUp(ctx, user, authority.family, authority.stepUpToken);
    assertEmailChangeAllowed(ctx, user);
  }
  assertResendAllowed(ctx, 'profile_change', userSubject(user));
  // D18: the code to the new address and the word to the old one both speak the account's language.
  const texts = mailTextsFor(user.language);
  const times = await issueCode(ctx, {
    purpose: 'profile_change',
    subject: userSubject(user),
    binding: JSON.stringify(change),
    payload: change,
    mail: {
      to: newEmail ?? user.email,
      subject: texts.profileChangeSubject,
      body: texts.profileChangeCodeBody,
    },
  });
  if (newEmail !== null) {
    ctx.sendMail({
      to: user.email,
      subject: texts.emailChangeNoticeSubject,
      body: texts.emailChangeDisownBody(newEmail),
      code: null,
      purpose: 'notice',
      link: newDisownLink(ctx, user),
    });
  }
  return { message: forgotPasswordMessages.codeSent, notification_sent: true, ...times };
}

export async function verifyProfileChange(ctx: BackendContext, user: UserRecord, body: unknown) {
  const otp = requireOtp(asFields(body));
  const record = await checkCode(ctx, {
    purpose: 'profile_change',
    subject: userSubject(user),
    otp,
    mode: 'consume',
  });
  const change = record.payload as ProfileChange;
  if (change.email !== undefined) {
    // Re-checked: another account may have taken the address (or one like it) since the code was sent.
    const refusal = newAddressRefusal(ctx, change.email, user.id);
    if (refusal) throw fieldErrors({ new_email: [refusal] });
  }
  if (change.firstName !== undefined) user.firstName = change.firstName;
  if (change.lastName !== undefined) user.lastName = change.lastName;
  if (change.email !== undefined && change.email !== user.email) {
    const security = securityOf(ctx, user);
    // D22: the old address hears of it again (before the change, so its anti-phishing phrase heads the mail),
    // with its 7 days to take the account back.
    const until = rememberPreviousEmail(ctx, security, user.email);
    const texts = mailTextsFor(user.language);
    ctx.sendMail({
      to: user.email,
      subject: texts.emailChangedNoticeSubject,
      body: texts.emailChangedUndoBody(change.email, isoAt(until)),
      code: null,
      purpose: 'notice',
      link: newDisownLink(ctx, user),
    });
    user.email = change.email;
    holdWithdrawals(ctx, security, 'email_change');
  }
  if (change.phoneNumber !== undefined) user.phoneNumber = change.phoneNumber;
  if (change.country !== undefined) user.country = change.country;
  if (change.address !== undefined) user.address = change.address;
  if (change.dateOfBirth !== undefined) user.dateOfBirth = change.dateOfBirth;
  if (change.language !== undefined) user.language = change.language;
  if (change.notifications !== undefined) user.notifications = { ...change.notifications };
  user.updatedAt = isoAt(ctx.now());
  recordActivity(ctx, user, activityActions.profileUpdated);
  return { message: profileMessages.personalInfoUpdated, profile: profileView(user) };
}

export function updateNotificationPreferences(
  ctx: BackendContext,
  user: UserRecord,
  body: unknown,
) {
  const errors = new FieldErrorCollector();
  const fields = asFields(body);
  const notifications = readNotifications(fields, 'notifications', errors);
  errors.throwIfAny();
  user.notifications = { ...(notifications as NotificationPreferences) };
  user.updatedAt = isoAt(ctx.now());
  recordActivity(ctx, user, activityActions.notificationsUpdated);
  return { message: profileMessages.notificationsSaved, notifications: { ...user.notifications } };
}

export async function requestPasswordChange(
  ctx: BackendContext,
  user: UserRecord,
  body: unknown,
  authority: ChangeAuthority,
) {
  // D15: the old password is the password proof; with a second factor on, a step-up proves that too.
  if (hasSecondFactor(ctx, user)) requireStepUp(ctx, user, authority.family, authority.stepUpToken);
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const oldPassword = fields.old_password;
  if (typeof oldPassword !== 'string' || oldPassword === '')
    errors.add('old_password', passwordChangeValidation.oldRequired);
  const newPassword = readNewPassword(fields, errors);
  errors.throwIfAny();
  // Issue 40: counted before the hash is awaited, against the device the session signed in from.
  const check = reserveCheck(ctx, user, sessionTrustedDevice(ctx, user, authority.family));
  if (!(await verifyPassword(String(oldPassword), user.password))) {
    check.failed(activityActions.failedPasswordCheck);
    throw new ApiError(400, { detail: serverTexts.oldPasswordIncorrect });
  }
  check.passed();
  assertResendAllowed(ctx, 'password_change', userSubject(user));
  const passwordHash = await hashPassword(newPassword ?? '', undefined, ctx.passwordIterations);
  const texts = mailTextsFor(user.language);
  const times = await issueCode(ctx, {
    purpose: 'password_change',
    subject: userSubject(user),
    binding: passwordHash.hash,
    payload: passwordHash,
    mail: {
      to: user.email,
      subject: texts.passwordChangeSubject,
      body: texts.passwordChangeCodeBody,
    },
  });
  return { message: forgotPasswordMessages.codeSent, notification_sent: true, ...times };
}

/** Applies the new password and ends every other session; the one that asked stays signed in. */
export async function verifyPasswordChange(
  ctx: BackendContext,
  user: UserRecord,
  body: unknown,
  currentFamily: string | undefined,
) {
  const otp = requireOtp(asFields(body));
  const record = await checkCode(ctx, {
    purpose: 'password_change',
    subject: userSubject(user),
    otp,
    mode: 'consume',
  });
  user.password = { ...(record.payload as PasswordHash) };
  user.updatedAt = isoAt(ctx.now());
  revokeAllSessions(ctx, user.id, currentFamily);
  holdWithdrawals(ctx, securityOf(ctx, user), 'password_change');
  recordActivity(ctx, user, activityActions.passwordChanged);
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.passwordChangedNoticeSubject,
    body: texts.passwordChangedNoticeBody,
    code: null,
    purpose: 'notice',
  });
  return { message: profileMessages.passwordChanged };
}

export const DEFAULT_ACTIVITY_LIMIT = 10;

export function listAccountActivity(
  ctx: BackendContext,
  user: UserRecord,
  limitParam: string | null,
) {
  let limit = DEFAULT_ACTIVITY_LIMIT;
  if (limitParam !== null) {
    limit = /^\d+$/.test(limitParam) ? Number(limitParam) : NaN;
    if (!(limit >= 1 && limit <= 50))
      throw fieldErrors({ limit: [serverTexts.activityLimitRange] });
  }
  return ctx.state.activity
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id)
    .slice(0, limit)
    .map(activityView);
}

/** D12: Refresh Data on Account Information is a `Manual Refresh` entry, recorded by the server (D3). */
export function recordManualRefresh(ctx: BackendContext, user: UserRecord) {
  recordActivity(ctx, user, activityActions.manualRefresh);
  const entry = ctx.state.activity.at(-1);
  if (!entry) throw new Error('recordActivity wrote nothing');
  return activityView(entry);
}
