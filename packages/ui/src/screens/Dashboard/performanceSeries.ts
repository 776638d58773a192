import { t } from '@lingui/core/macro';
import type { PortfolioPoint } from '@tp/api';
import type { ChartSeries } from '../shared/chartSeries';

/**
 * Spec 2 §2: when the API has no points the chart shows sample data for 2025, starting at 100,000.
 * Monthly values, first of each month.
 */
export const samplePerformance: readonly PortfolioPoint[] = [
  100_000, 102_400, 101_650, 104_300, 106_900, 105_200, 108_750, 111_300, 110_150, 113_600, 116_050,
  118_400,
].map((value, month) => ({
  date: `2025-${String(month + 1).padStart(2, '0')}-01`,
  value,
}));

export interface PerformanceSeries {
  points: readonly PortfolioPoint[];
  /** True when `points` is the sample, not the user's history. */
  isSample: boolean;
}

/** The API's points, or the 2025 sample when it has none. */
export function performanceSeries(
  points: readonly PortfolioPoint[] | undefined,
): PerformanceSeries {
  return points && points.length > 0
    ? { points, isSample: false }
    : { points: samplePerformance, isSample: true };
}

/** What the chart's text alternative says it shows (in the active language: called while rendering). */
export function performanceSubject(series: PerformanceSeries): string {
  return series.isSample ? t`Sample portfolio value` : t`Portfolio value`;
}

/**
 * What the dashboard's Portfolio Performance chart draws: the history, or the labelled 2025 sample. Its texts are in
 * the active language, so it is called while rendering.
 */
export function dashboardChartSeries(points: readonly PortfolioPoint[]): ChartSeries {
  const series = performanceSeries(points);
  return {
    points: series.points,
    subject: performanceSubject(series),
    ...(series.isSample && {
      label: {
        tag: t`Sample data`,
        note: t`No portfolio history yet; this is an illustration.`,
      },
    }),
  };
}
