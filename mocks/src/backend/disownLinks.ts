// D15: the one-time "This wasn't me" link of a notice e-mail (an e-mail change, a sign-in from a new
// device, a factor added). Following it signs out every session and blocks withdrawals until the password is
// reset; D22: it also removes the factors added in the 7 days before, and a link sent to an address the account had
// within the last 7 days gives the account that address back.
import { ApiError } from './apiError';
import { recordActivity } from './activity';
import type { BackendContext } from './context';
import { restorePreviousEmail } from './emailChangeUndo';
import { removeRecentFactors } from './recentFactors';
import { forgetTrustedDevices } from './deviceIds';
import { digestOf } from './serverSecret';
import { asFields } from './requestFields';
import { securityOf } from './secondFactor';
import { activityActions, serverTexts } from './serverTexts';
import type { UserRecord } from './state';
import { revokeAllSessions } from './tokens';
import { discardCode } from './verificationCodes';

export { newDisownLink } from './noticeLinks';

export function followDisownLink(ctx: BackendContext, body: unknown) {
  const token = asFields(body).token;
  const key = typeof token === 'string' ? digestOf(token) : undefined;
  const record = key === undefined ? undefined : ctx.state.disownLinks[key];
  if (key !== undefined) delete ctx.state.disownLinks[key];
  const user = record && ctx.state.users.find((candidate) => candidate.id === record.userId);
  if (!record || !user || record.expiresAt <= ctx.now())
    throw new ApiError(400, { detail: serverTexts.linkInvalid });
  // First, so the notices of what it removes go to the owner's address.
  restorePreviousEmail(ctx, user, record.sentTo);
  revokeAllSessions(ctx, user.id);
  securityOf(ctx, user).withdrawalsBlocked = true;
  // A pending e-mail change must not be confirmed by whoever asked for it.
  discardCode(ctx, 'profile_change', `user:${user.id}`);
  removeRecentFactors(ctx, user);
  forgetTrustedDevices(ctx, user);
  recordActivity(ctx, user, activityActions.accountSecured);
  return { message: serverTexts.accountSecured };
}

export function assertWithdrawalsAllowed(ctx: BackendContext, user: UserRecord): void {
  if (securityOf(ctx, user).withdrawalsBlocked)
    throw new ApiError(403, {
      detail: serverTexts.withdrawalsBlocked,
      code: 'withdrawals_blocked',
    });
}

/** D22: a secured account keeps its address until the reset, so the attacker cannot move its mail away again. */
export function assertEmailChangeAllowed(ctx: BackendContext, user: UserRecord): void {
  if (securityOf(ctx, user).withdrawalsBlocked)
    throw new ApiError(403, {
      detail: serverTexts.emailChangeBlocked,
      code: 'withdrawals_blocked',
    });
}
