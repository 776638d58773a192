/** One slice of the Asset Allocation donut. */
export interface Holding {
  name: string;
  /** Share of the portfolio in percent; the slices add up to 100. */
  percent: number;
}

/** Spec 2 §2: the fixed sample holdings list. Illustrative, not the user's positions. */
export const sampleHoldings: readonly Holding[] = [
  { name: 'Tech Stocks', percent: 35 },
  { name: 'Real Estate', percent: 20 },
  { name: 'Bonds', percent: 20 },
  { name: 'Commodities', percent: 15 },
  { name: 'Crypto', percent: 10 },
];
