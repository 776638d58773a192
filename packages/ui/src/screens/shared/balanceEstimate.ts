import { msg } from '@lingui/core/macro';

/**
 * Spec 2 §9: without an account summary, Portfolio's profit and Overview's margin are 25 % of the
 * balance; D10 labels such a figure "Estimate".
 */
export const estimateShareOfBalance = 0.25;

/** D10: the label beside a figure estimated from the balance, and only beside one (`i18n._(estimateLabel)`). */
export const estimateLabel = msg`Estimate`;

/** A figure and where it comes from: the account summary, or an estimate from the balance. */
export interface SourcedFigure {
  amount: number;
  estimate: boolean;
}

/** 25 % of the balance, to the cent. */
export function estimateFromBalance(balance: number): number {
  return Math.round(balance * 100 * estimateShareOfBalance) / 100;
}

/** The summary's figure when there is a summary, else the balance estimate (marked as one). */
export function figureOrEstimate(fromSummary: number | null, balance: number): SourcedFigure {
  return fromSummary === null
    ? { amount: estimateFromBalance(balance), estimate: true }
    : { amount: fromSummary, estimate: false };
}
