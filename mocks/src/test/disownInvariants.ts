// D22 as a fuzz invariant: whatever request disowned an account (This wasn't me, or a password reset), nothing the
// one disowned added survives it: no session live before it, no passkey or authenticator app of the 7 days before,
// and no address that took the place of the one the owner came back through.
import { DAY } from '../backend/clock';
import { canonicalEmail } from '../backend/emailAddress';
import { digestOf } from '../backend/serverSecret';
import { activityActions } from '../backend/serverTexts';
import type { BackendState } from '../backend/state';

const RECENT_MS = 7 * DAY;
const disowningActions = new Set<string>([
  activityActions.accountSecured,
  activityActions.passwordReset,
]);

/** How many disownings the invariant has checked (the fuzz asserts it saw some). */
export const disownChecks = { count: 0 };

/** The address the owner came back through: the followed link's, or the reset's. */
function channelOf(operationId: string, body: unknown, before: BackendState): string | null {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (operationId === 'followDisownLink' && typeof fields.token === 'string')
    return before.disownLinks[digestOf(fields.token)]?.sentTo ?? null;
  if (operationId === 'resetPassword' && typeof fields.email === 'string')
    return canonicalEmail(fields.email);
  return null;
}

export function disownProblems(
  operationId: string,
  body: unknown,
  before: BackendState,
  after: BackendState,
  now: number,
): string[] {
  const lastActivity = Math.max(0, ...before.activity.map((entry) => entry.id));
  const disowned = new Set(
    after.activity
      .filter((entry) => entry.id > lastActivity && disowningActions.has(entry.action))
      .map((entry) => entry.userId),
  );
  const problems: string[] = [];
  for (const userId of disowned) {
    disownChecks.count += 1;
    const where = `${operationId} disowned user ${userId}`;
    for (const session of before.sessions)
      if (session.userId === userId && session.endedAt === null) {
        const later = after.sessions.find((candidate) => candidate.id === session.id);
        if (later?.endedAt === null) problems.push(`${where}: session ${session.id} survived`);
      }
    const security = after.security[String(userId)];
    const recent = (iso: string) => Date.parse(iso) >= now - RECENT_MS;
    for (const passkey of security?.passkeys ?? [])
      if (recent(passkey.createdAt)) problems.push(`${where}: passkey ${passkey.id} survived`);
    if (security?.totp && recent(security.totp.enabledAt))
      problems.push(`${where}: the authenticator app survived`);
    if (security?.pendingTotpSecret) problems.push(`${where}: a pending authenticator survived`);
    const channel = channelOf(operationId, body, before);
    const undoable = (before.security[String(userId)]?.emailUndo ?? []).filter(
      (entry) => entry.until > now,
    );
    const email = after.users.find((user) => user.id === userId)?.email;
    if (channel && undoable.some((entry) => entry.address === channel) && email !== channel)
      problems.push(`${where} through ${channel}, but the account kept ${email}`);
  }
  return problems;
}
