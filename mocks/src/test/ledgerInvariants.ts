// The ledger invariants of the money flows, read from a state snapshot: the ledger property test checks them after
// every backend call, the fuzz test after every request over HTTP.
import type { BackendState } from '../backend/state';

const depositStates = ['pending', 'approved', 'rejected'];
const withdrawalStates = ['pending', 'approved', 'rejected', 'expired'];

/**
 * Money on the platform minus what came in and plus what went out: approved deposits bring money in, approved
 * withdrawals (not transfers, which move it between users) and subscriptions take it out. It never changes.
 */
export function unexplainedCents(state: BackendState): number {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const balances = sum(state.accounts.map((account) => account.balanceCents));
  const deposited = sum(
    state.deposits.filter((d) => d.status === 'approved').map((d) => d.amountCents),
  );
  const withdrawn = sum(
    state.withdrawals
      .filter((w) => w.status === 'approved' && w.method !== 'Transfer')
      .map((w) => w.amountCents),
  );
  const subscribed = sum(state.subscriptions.map((s) => s.amountCents));
  return balances - deposited + withdrawn + subscribed;
}

/** What is wrong with the ledger in `state` (nothing when the list is empty). */
export function ledgerProblems(state: BackendState): string[] {
  const problems: string[] = [];
  for (const account of state.accounts) {
    const who = `user ${account.userId}`;
    if (account.heldCents < 0) problems.push(`${who} holds ${account.heldCents} cents`);
    if (account.balanceCents - account.heldCents < 0)
      problems.push(`${who} has ${account.balanceCents - account.heldCents} cents available`);
    const pending = state.withdrawals
      .filter((w) => w.userId === account.userId && w.status === 'pending')
      .reduce((sum, w) => sum + w.amountCents, 0);
    if (account.heldCents !== pending)
      problems.push(`${who} holds ${account.heldCents} cents for ${pending} pending`);
  }
  for (const deposit of state.deposits)
    if (!depositStates.includes(deposit.status))
      problems.push(`deposit ${deposit.id} is ${deposit.status}`);
  for (const withdrawal of state.withdrawals)
    if (!withdrawalStates.includes(withdrawal.status))
      problems.push(`withdrawal ${withdrawal.id} is ${withdrawal.status}`);
  if (new Set(state.deposits.map((d) => d.id)).size !== state.deposits.length)
    problems.push('a deposit id is recorded twice');
  if (new Set(state.withdrawals.map((w) => w.id)).size !== state.withdrawals.length)
    problems.push('a withdrawal id is recorded twice');
  return problems;
}
