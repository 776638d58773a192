import type { PortfolioPoint } from '@tp/api';

/**
 * Spec 2 §9: "Overview charts use fixed 12-month multipliers of balance or profit (illustrative
 * only)". D10: used only when the API has no history, and the chart then says "Illustration". Oldest
 * month first; each ends at 1, today's figure.
 */
export const overviewIllustrationMultipliers = {
  /** Performance Overview: a balance that grew by about a fifth over the year, with two dips. */
  balance: [0.8, 0.82, 0.81, 0.85, 0.87, 0.86, 0.9, 0.92, 0.91, 0.95, 0.97, 1],
  /** Profit Analysis: a profit built up over the year, with the same dips. */
  profit: [0.05, 0.14, 0.1, 0.27, 0.36, 0.31, 0.5, 0.61, 0.56, 0.76, 0.88, 1],
} as const;

/** The first day (UTC) of each of the 12 months that end with the month of `today`. */
export function illustrationMonths(today: number): string[] {
  const now = new Date(today);
  return Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))
      .toISOString()
      .slice(0, 10),
  );
}

/** `figure` times each month's multiplier, to the cent, over the 12 months ending with today's. */
export function illustrationPoints(
  figure: number,
  multipliers: readonly number[],
  today: number,
): PortfolioPoint[] {
  const months = illustrationMonths(today);
  return multipliers.map((multiplier, index) => ({
    date: months[index]!,
    value: Math.round(figure * multiplier * 100) / 100,
  }));
}
