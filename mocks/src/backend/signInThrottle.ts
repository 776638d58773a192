// D15: 5 failed password or code checks for one account within 15 minutes pause its sign-ins (429 with
// Retry-After); the owner is e-mailed once when it happens. A wrong password at a step-up or a password
// change counts too, so a stolen session is no password oracle.
// Issue 40 (D22): a check is counted before it is made (the hash is awaited, and 25 guesses sent at once would
// otherwise all be read), and failures are counted per source: a device the account trusts (deviceIds.ts) has a
// count of its own, every other client shares the account's, so strangers cannot pause the owner's devices.
import { ApiError } from './apiError';
import { recordActivity, recordRepeatedActivity } from './activity';
import { MINUTE } from './clock';
import type { BackendContext } from './context';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { UserRecord } from './state';
import { countEvent, secondsUntilAllowed } from './throttle';

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;

const accountKey = (user: UserRecord) => `sign-in:${user.id}`;
/** `trustedDevice`: the key of a device the account trusts, or null for any other client. */
const keyOf = (user: UserRecord, trustedDevice: string | null) =>
  trustedDevice === null ? accountKey(user) : `${accountKey(user)}:${trustedDevice}`;

/** One counted check: it stays a failure unless `passed` takes it back. */
export interface ReservedCheck {
  failed(action?: string): void;
  passed(): void;
}

/**
 * Counts a check now, before anything is awaited, or refuses it (429 `sign_in_locked`) when this source has
 * used its 5. Call it synchronously right before the check it guards.
 */
export function reserveCheck(
  ctx: BackendContext,
  user: UserRecord,
  trustedDevice: string | null,
): ReservedCheck {
  const key = keyOf(user, trustedDevice);
  const wait = secondsUntilAllowed(ctx, key, SIGN_IN_WINDOW_MS, SIGN_IN_FAILURE_LIMIT);
  if (wait > 0)
    throw new ApiError(429, {
      detail: serverTexts.signInLocked,
      code: 'sign_in_locked',
      retry_after: wait,
    });
  const reservedAt = ctx.now();
  const place = countEvent(ctx, key, SIGN_IN_WINDOW_MS);
  return {
    failed(action = activityActions.failedSignIn) {
      recordRepeatedActivity(ctx, user, action);
      if (place === SIGN_IN_FAILURE_LIMIT) noticeLock(ctx, user);
    },
    passed() {
      const times = ctx.state.throttle[key] ?? [];
      const index = times.lastIndexOf(reservedAt);
      if (index === -1) return;
      const kept = times.filter((_, at) => at !== index);
      if (kept.length === 0) delete ctx.state.throttle[key];
      else ctx.state.throttle[key] = kept;
    },
  };
}

function noticeLock(ctx: BackendContext, user: UserRecord): void {
  recordActivity(ctx, user, activityActions.signInLocked);
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.signInLockedSubject,
    body: texts.signInLockedBody(SIGN_IN_WINDOW_MS / MINUTE),
    code: null,
    purpose: 'notice',
  });
}

/**
 * After a sign-in: forgets the failures of the source it came from. Without a source (a password reset, which
 * proves the address), every count of the account.
 */
export function clearFailedChecks(
  ctx: BackendContext,
  user: UserRecord,
  trustedDevice?: string | null,
): void {
  if (trustedDevice !== undefined) {
    delete ctx.state.throttle[keyOf(user, trustedDevice)];
    return;
  }
  const prefix = accountKey(user);
  for (const key of Object.keys(ctx.state.throttle)) {
    if (key === prefix || key.startsWith(`${prefix}:`)) delete ctx.state.throttle[key];
  }
}
