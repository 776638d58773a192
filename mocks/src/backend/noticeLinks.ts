// D15: the one-time "This wasn't me" link a notice e-mail carries. Issuing one needs nothing of the account's
// factors, so the factor modules can attach it without importing what following it does (disownLinks.ts).
import { DAY } from './clock';
import type { BackendContext } from './context';
import { randomHex } from './randomValues';
import { digestOf } from './serverSecret';
import type { UserRecord } from './state';

export const DISOWN_LINK_TTL_MS = 7 * DAY;
export const DISOWN_PATH = '/this-wasnt-me';

/** A new link for a notice to `user` at `sentTo`; the app page at `DISOWN_PATH` posts its token. */
export function newDisownLink(
  ctx: BackendContext,
  user: UserRecord,
  sentTo: string = user.email,
): string {
  const token = randomHex(24);
  for (const [key, link] of Object.entries(ctx.state.disownLinks)) {
    if (link.expiresAt <= ctx.now()) delete ctx.state.disownLinks[key];
  }
  // Issue 24: kept by its digest; the link itself lives only in the e-mail.
  ctx.state.disownLinks[digestOf(token)] = {
    userId: user.id,
    expiresAt: ctx.now() + DISOWN_LINK_TTL_MS,
    sentTo,
  };
  return `${DISOWN_PATH}#${token}`;
}
