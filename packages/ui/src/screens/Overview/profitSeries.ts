import type { LedgerEntry, PortfolioPoint } from '@tp/api';

/**
 * Statuses under which money moved: spec 2 §4's approved, and `completed` (the spec's default when the
 * server sends none). Pending, rejected and expired requests moved nothing.
 */
const settledStatuses: ReadonlySet<string> = new Set(['approved', 'completed']);

/** What net deposits read of a ledger row: its status, signed dollars and time (ms; NaN when unreadable). */
export interface LedgerLine {
  status: string;
  amount: number;
  timestamp: number;
}

/** D11's rows (signed by the server, received transfers included) as ledger lines. */
export function ledgerLinesOf(entries: readonly LedgerEntry[]): LedgerLine[] {
  return entries.map((entry) => ({
    status: entry.status,
    amount: entry.amount,
    timestamp: Date.parse(entry.created_at),
  }));
}

/** One settled ledger entry as it counts towards net deposits: its calendar day (UTC) and signed cents. */
export interface LedgerMovement {
  date: string;
  cents: number;
}

/**
 * The ledger entries that change net deposits: settled deposits and received transfers (+), withdrawals
 * and sent transfers (−), each on the day the server dates it (a request's day; a received transfer's
 * credit). An entry whose date cannot be read cannot be placed and is left out.
 */
export function ledgerMovements(ledger: readonly LedgerLine[]): LedgerMovement[] {
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
  ledger: readonly LedgerLine[],
): PortfolioPoint[] {
  const movements = ledgerMovements(ledger);
  return history.map((point) => ({
    date: point.date,
    value: Math.round((point.value - netDepositsBy(movements, point.date)) * 100) / 100,
  }));
}
