// D15: the one-time "This wasn't me" link of a notice e-mail (an e-mail change, a sign-in from a new
// device). Following it signs out every session and blocks withdrawals until the password is reset.
import { ApiError } from './apiError';
import { recordActivity } from './activity';
import { DAY } from './clock';
import type { BackendContext } from './context';
import { randomHex } from './randomValues';
import { digestOf } from './serverSecret';
import { asFields } from './requestFields';
import { securityOf } from './secondFactor';
import { activityActions, serverTexts } from './serverTexts';
import type { UserRecord } from './state';
import { revokeAllSessions } from './tokens';
import { discardCode } from './verificationCodes';

export const DISOWN_LINK_TTL_MS = 7 * DAY;
export const DISOWN_PATH = '/this-wasnt-me';

/** A new link for a notice to `user`; the app page at `DISOWN_PATH` posts its token. */
export function newDisownLink(ctx: BackendContext, user: UserRecord): string {
  const token = randomHex(24);
  for (const [key, link] of Object.entries(ctx.state.disownLinks)) {
    if (link.expiresAt <= ctx.now()) delete ctx.state.disownLinks[key];
  }
  // Issue 24: kept by its digest; the link itself lives only in the e-mail.
  ctx.state.disownLinks[digestOf(token)] = {
    userId: user.id,
    expiresAt: ctx.now() + DISOWN_LINK_TTL_MS,
  };
  return `${DISOWN_PATH}#${token}`;
}

export function followDisownLink(ctx: BackendContext, body: unknown) {
  const token = asFields(body).token;
  const key = typeof token === 'string' ? digestOf(token) : undefined;
  const record = key === undefined ? undefined : ctx.state.disownLinks[key];
  if (key !== undefined) delete ctx.state.disownLinks[key];
  const user = record && ctx.state.users.find((candidate) => candidate.id === record.userId);
  if (!record || !user || record.expiresAt <= ctx.now())
    throw new ApiError(400, { detail: serverTexts.linkInvalid });
  revokeAllSessions(ctx, user.id);
  securityOf(ctx, user).withdrawalsBlocked = true;
  // A pending e-mail change must not be confirmed by whoever asked for it.
  discardCode(ctx, 'profile_change', `user:${user.id}`);
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
