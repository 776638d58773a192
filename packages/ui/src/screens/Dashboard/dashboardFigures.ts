import type { AccountFigures, ActiveBalance } from '@tp/api';
import { zeroAccountFigures } from '@tp/api';

/** The five summary cards of the dashboard (spec 2 §2). */
export interface DashboardFigures {
  balance: number;
  /** Balance plus profit/loss: what the account would be worth if open positions closed now. */
  equity: number;
  profit: number;
  margin: number;
  /** Open positions (a count). */
  position: number;
}

/**
 * Cards from the active balance and the first account summary; without a summary profit, margin
 * and position are 0 (spec 2 §3). The API has no equity figure, so Equity = balance + profit/loss.
 */
export function dashboardFigures(
  balance: Pick<ActiveBalance, 'balance'>,
  summary: AccountFigures | null,
): DashboardFigures {
  const { profitLoss, margin, openedPosition } = summary ?? zeroAccountFigures;
  return {
    balance: balance.balance,
    equity: balance.balance + profitLoss,
    profit: profitLoss,
    margin,
    position: openedPosition,
  };
}
