// D22: for 7 days after a confirmed e-mail change the old address can still take the account back: its notice's
// This wasn't me link restores it, and a password reset asked for it is sent to it. Meanwhile no one else may take
// the address. An attacker's second change must not erase the first: every address of the window is kept.
import { DAY } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { canonicalEmail } from './emailAddress';
import type { EmailUndoRecord, SecurityRecord, UserRecord } from './state';

export const EMAIL_UNDO_MS = 7 * DAY;
const MAX_UNDOABLE = 20;

function securityRecordOf(ctx: BackendContext, user: UserRecord): SecurityRecord | undefined {
  return ctx.state.security[String(user.id)];
}

/** The addresses that can still take `user` back, oldest first (read only: expired ones are skipped). */
export function undoableAddresses(ctx: BackendContext, user: UserRecord): EmailUndoRecord[] {
  return (securityRecordOf(ctx, user)?.emailUndo ?? []).filter((entry) => entry.until > ctx.now());
}

/** Called when a change from `previousEmail` is confirmed; answers until when it can be undone. */
export function rememberPreviousEmail(
  ctx: BackendContext,
  security: SecurityRecord,
  previousEmail: string,
): number {
  const until = ctx.now() + EMAIL_UNDO_MS;
  const kept = (security.emailUndo ?? []).filter(
    (entry) => entry.until > ctx.now() && entry.address !== previousEmail,
  );
  // The contract lists at most 20; the oldest (the owner's, when an attacker changes it again and again) stay.
  security.emailUndo = [...kept.slice(0, MAX_UNDOABLE - 1), { address: previousEmail, until }];
  return until;
}

/** The account `email` (canonical) may still take back, unless an account holds it now. */
export function findUserByUndoableEmail(
  ctx: BackendContext,
  email: string,
): UserRecord | undefined {
  const wanted = canonicalEmail(email);
  return ctx.state.users.find((user) =>
    undoableAddresses(ctx, user).some((entry) => entry.address === wanted),
  );
}

/**
 * Gives `user` the address `email` back when it is one of the window's; the addresses after it (the attacker's)
 * lose their right to undo, the ones before it keep theirs. Answers whether it did.
 */
export function restorePreviousEmail(
  ctx: BackendContext,
  user: UserRecord,
  email: string | undefined,
): boolean {
  if (email === undefined) return false;
  const entries = undoableAddresses(ctx, user);
  const index = entries.findIndex((entry) => entry.address === canonicalEmail(email));
  const security = securityRecordOf(ctx, user);
  if (index === -1 || !security) return false;
  const entry = entries[index] as EmailUndoRecord;
  security.emailUndo = entries.slice(0, index);
  user.email = entry.address;
  user.updatedAt = isoAt(ctx.now());
  return true;
}

/** The security settings' `email_change_undo`: what the signed-in account is told, newest change last. */
export function emailChangeUndoView(ctx: BackendContext, user: UserRecord) {
  return undoableAddresses(ctx, user).map((entry) => ({
    previous_email: entry.address,
    until: isoAt(entry.until),
  }));
}
