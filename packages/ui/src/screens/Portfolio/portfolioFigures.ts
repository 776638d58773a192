import type { AccountFigures } from '@tp/api';
import { figureOrEstimate, type SourcedFigure } from '../shared/balanceEstimate';

/** Spec 2 §2 Portfolio Summary's figures. */
export interface PortfolioFigures {
  balance: number;
  /** The summary's profit/loss, else (spec 2 §9, D10) 25 % of the balance, an estimate. */
  profit: SourcedFigure;
}

export function portfolioFigures(
  balance: number,
  summary: AccountFigures | null,
): PortfolioFigures {
  return { balance, profit: figureOrEstimate(summary ? summary.profitLoss : null, balance) };
}
