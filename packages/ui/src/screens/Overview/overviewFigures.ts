import type { AccountFigures } from '@tp/api';
import { figureOrEstimate, type SourcedFigure } from '../shared/balanceEstimate';

/** Spec 2 §2 Financial Overview's cards. */
export interface OverviewFigures {
  balance: number;
  /** The summary's profit/loss; spec 2 §3: 0 without a summary. */
  profit: number;
  /** The summary's margin, else (spec 2 §9, D10) 25 % of the balance, an estimate. */
  margin: SourcedFigure;
}

export function overviewFigures(balance: number, summary: AccountFigures | null): OverviewFigures {
  return {
    balance,
    profit: summary?.profitLoss ?? 0,
    margin: figureOrEstimate(summary ? summary.margin : null, balance),
  };
}
