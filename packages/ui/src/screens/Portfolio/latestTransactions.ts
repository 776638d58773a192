import type { Transaction } from '@tp/api';

/** Spec 2 §9: Portfolio shows the latest 5 transactions. */
export const portfolioTransactionCount = 5;

/** The latest transactions of the merged ledger, which the API gives newest first. */
export function latestTransactions(
  ledger: readonly Transaction[],
  count = portfolioTransactionCount,
): readonly Transaction[] {
  return ledger.slice(0, count);
}
