import type { LoadStatus, PortfolioPoint } from '@tp/api';

/** What a history chart draws: the points, what they are when not the user's own, and its text alternative. */
export interface ChartSeries {
  /** Oldest first; at least one point. */
  points: readonly PortfolioPoint[];
  /** A tag and a note above the chart when the points are a sample, an illustration or an estimate. */
  label?: { tag: string; note: string };
  /**
   * What the points are ("Portfolio value"): the chart's text alternative (`seriesSummary`) starts with it
   * and goes on with the values, written or "hidden" as privacy mode says (D17).
   */
  subject: string;
}

/** A load's status with its data changed by `make`; loading and errors pass through. */
export function mapLoadStatus<T, U>(status: LoadStatus<T>, make: (data: T) => U): LoadStatus<U> {
  return status.kind === 'ready' ? { ...status, data: make(status.data) } : status;
}
