// D22: whoever took the account over may have added his own passkey or authenticator app, which would sign him in
// again after the owner's This wasn't me or password reset. Both remove every factor added in the 7 days before.
import { recordActivity } from './activity';
import { DAY } from './clock';
import type { BackendContext } from './context';
import { mailTextsFor } from './mailTexts';
import { securityOf } from './secondFactor';
import { activityActions } from './serverTexts';
import type { UserRecord } from './state';

export const RECENT_FACTOR_MS = 7 * DAY;

/** Removes the passkeys and the authenticator app (with its backup codes) added since 7 days ago; e-mails each. */
export function removeRecentFactors(ctx: BackendContext, user: UserRecord): void {
  const security = securityOf(ctx, user);
  const since = ctx.now() - RECENT_FACTOR_MS;
  const isRecent = (iso: string) => Date.parse(iso) >= since;
  const texts = mailTextsFor(user.language);
  const notice = (subject: string, passkeyName: string | null) =>
    ctx.sendMail({
      to: user.email,
      subject,
      body: texts.factorRemovedBody(passkeyName),
      code: null,
      purpose: 'notice',
    });
  // An enrolment not yet confirmed is the same person's, and would need only a code from his app.
  security.pendingTotpSecret = null;
  if (security.totp && isRecent(security.totp.enabledAt)) {
    security.totp = null;
    security.backupCodeHashes = [];
    recordActivity(ctx, user, activityActions.totpDisabled);
    notice(texts.totpOffSubject, null);
  }
  const recent = security.passkeys.filter((passkey) => isRecent(passkey.createdAt));
  if (recent.length === 0) return;
  security.passkeys = security.passkeys.filter((passkey) => !isRecent(passkey.createdAt));
  for (const passkey of recent) {
    recordActivity(ctx, user, activityActions.passkeyRemoved);
    notice(texts.passkeyRemovedSubject, passkey.name);
  }
}
