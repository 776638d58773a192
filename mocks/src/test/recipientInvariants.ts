// D22, for the standing fuzz: with the allow-list on, no transfer is asked for or approved to a recipient the
// sender has not saved, or saved less than its hold ago.
import type { BackendState } from '../backend/state';

/** How many transfer requests were judged while the sender's allow-list was on (the run must see some). */
export const recipientChecks = { count: 0 };

/** The allow-list as it stood for a request: on, unless a turn-off's 48 hours had passed (D16). */
function allowListWasOn(state: BackendState, userId: number, now: number): boolean {
  const book = state.addressBooks[String(userId)];
  return Boolean(book?.allowList && !(book.allowListOffAt !== null && book.allowListOffAt <= now));
}

export function recipientProblems(
  operationId: string,
  actorId: number,
  before: BackendState,
  after: BackendState,
  now: number,
): string[] {
  if (
    ['createWithdrawal', 'verifyWithdrawal'].includes(operationId) &&
    allowListWasOn(before, actorId, now)
  )
    recipientChecks.count += 1;
  const problems: string[] = [];
  for (const transfer of after.withdrawals) {
    if (transfer.method !== 'Transfer') continue;
    const old = before.withdrawals.find((candidate) => candidate.id === transfer.id);
    const approved = transfer.status === 'approved' && old?.status === 'pending';
    if ((old && !approved) || !allowListWasOn(before, transfer.userId, now)) continue;
    const saved = after.addressBooks[String(transfer.userId)]?.destinations.find(
      (destination) =>
        destination.kind === 'recipient' && destination.recipientId === transfer.recipientId,
    );
    if (saved?.usableAt == null || saved.usableAt > now)
      problems.push(
        `${operationId} ${approved ? 'approved' : 'made'} transfer ${transfer.id} to a recipient not saved (or still held) with the allow-list on`,
      );
  }
  return problems;
}
