import type { PortfolioPoint, Transaction } from '@tp/api';

/**
 * Statuses under which money moved: spec 2 §4's approved, and `completed` (the spec's default when the
 * server sends none). Pending, rejected and expired requests moved nothing.
 */
const settledStatuses: ReadonlySet<string> = new Set(['approved', 'completed']);

/** One settled ledger entry as it counts towards net deposits: its calendar day (UTC) and signed cents. */
export interface LedgerMovement {
  date: string;
  cents: number;
}

/**
 * The ledger entries that change net deposits: settled deposits (+), withdrawals and sent transfers (−),
 * each on the day it was requested (the ledger has no settlement date). An entry whose date cannot be
 * read cannot be placed and is left out. The ledger holds only the user's own requests: transfers they
 * received are not in it (see OverviewView's note).
 */
export function ledgerMovements(ledger: readonly Transaction[]): LedgerMovement[] {
  return ledger
    .filter((entry) => settledStatuses.has(entry.status) && !Number.isNaN(entry.timestamp))
    .map((entry) => ({
      date: new Date(entry.timestamp).toISOString().slice(0, 10),
      cents: Math.round(entry.amount * 100),
    }));
}

/** Net deposits (in dollars) up to and including `date` (`yyyy-mm-dd`). */
export function netDepositsBy(movements: readonly LedgerMovement[], date: string): number {
  const cents = movements
    .filter((movement) => movement.date <= date)
    .reduce((sum, movement) => sum + movement.cents, 0);
  return cents / 100;
}

/** D10 Profit Analysis: each point of the portfolio history minus the net deposits made by its date. */
export function profitSeries(
  history: readonly PortfolioPoint[],
  ledger: readonly Transaction[],
): PortfolioPoint[] {
  const movements = ledgerMovements(ledger);
  return history.map((point) => ({
    date: point.date,
    value: Math.round((point.value - netDepositsBy(movements, point.date)) * 100) / 100,
  }));
}
