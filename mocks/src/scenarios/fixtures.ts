// Sample answers for scenarios that run without a backend, taken from the seed so they match the demo data.
import { createSeedState } from '../backend/seed';
import { balanceView, depositView, profileView, withdrawalView } from '../backend/views';

const seed = createSeedState();
const [alex] = seed.users;
const [alexAccount] = seed.accounts;
const pendingDeposit = seed.deposits.find(
  (deposit) => deposit.status === 'pending' && deposit.userId === 1,
);
const cryptoWithdrawal = seed.withdrawals.find(
  (withdrawal) => withdrawal.method === 'Cryptocurrency',
);
if (!alex || !alexAccount || !pendingDeposit || !cryptoWithdrawal)
  throw new Error('seed changed: update scenario fixtures');

export const fixtureProfile = profileView(alex);
export const fixtureBalance = balanceView(alexAccount);
export const fixtureDeposit = depositView(pendingDeposit);
export const fixturePendingWithdrawal = {
  ...withdrawalView(cryptoWithdrawal),
  status: 'pending' as const,
};
/** A shortfall that shows the en-US formatting with a thousands separator. */
export const fixtureShortfallCents = 1_234_50;
