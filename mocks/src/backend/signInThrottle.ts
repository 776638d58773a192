// D15: 5 failed password or code checks for one account within 15 minutes pause its sign-ins (429 with
// Retry-After); the owner is e-mailed once when it happens. A wrong password at a step-up or a password
// change counts too, so a stolen session is no password oracle.
import { ApiError } from './apiError';
import { recordActivity, recordRepeatedActivity } from './activity';
import { MINUTE } from './clock';
import type { BackendContext } from './context';
import { mailTextsFor } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { UserRecord } from './state';
import { clearEvents, countEvent, secondsUntilAllowed } from './throttle';

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;

const keyOf = (user: UserRecord) => `sign-in:${user.id}`;

export function assertSignInAllowed(ctx: BackendContext, user: UserRecord): void {
  const wait = secondsUntilAllowed(ctx, keyOf(user), SIGN_IN_WINDOW_MS, SIGN_IN_FAILURE_LIMIT);
  if (wait > 0)
    throw new ApiError(429, {
      detail: serverTexts.signInLocked,
      code: 'sign_in_locked',
      retry_after: wait,
    });
}

/** Counts a failure and logs it (repeats collapse into one entry); the fifth pauses sign-ins. */
export function recordFailedCheck(
  ctx: BackendContext,
  user: UserRecord,
  action: string = activityActions.failedSignIn,
): void {
  recordRepeatedActivity(ctx, user, action);
  const failures = countEvent(ctx, keyOf(user), SIGN_IN_WINDOW_MS);
  if (failures !== SIGN_IN_FAILURE_LIMIT) return;
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

export function clearFailedChecks(ctx: BackendContext, user: UserRecord): void {
  clearEvents(ctx, keyOf(user));
}
