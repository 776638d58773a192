import type { PortfolioHistoryPoint, PortfolioPoint } from '@tp/api';

/**
 * D10 Profit Analysis: each point of the portfolio history minus the net deposits the server counts at it (what the
 * owner had put in and not taken out or spent on packages by then), to the cent. The server's own figure, so the last
 * point is the account summary's profit, whatever the ledger holds.
 */
export function profitSeries(history: readonly PortfolioHistoryPoint[]): PortfolioPoint[] {
  return history.map((point) => ({
    date: point.date,
    value: Math.round((point.value - point.net_deposits) * 100) / 100,
  }));
}
