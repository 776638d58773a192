import type { PortfolioPoint } from '@tp/api';
import { formatUsd } from '../../widgets/Money/formatUsd';

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

/** A calendar date of the API (`yyyy-mm-dd`) in the user's locale, read as that day wherever the user is. */
export function formatChartDate(date: string, locale?: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** The chart's text alternative: what it shows, where the series starts and ends, how many points. */
export function performanceSummary(series: PerformanceSeries, locale?: string): string {
  const { points, isSample } = series;
  const subject = isSample ? 'Sample portfolio value' : 'Portfolio value';
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${subject}: no data.`;
  const count = points.length === 1 ? '1 point' : `${points.length} points`;
  return `${subject} from ${formatUsd(first.value)} on ${formatChartDate(first.date, locale)} to ${formatUsd(last.value)} on ${formatChartDate(last.date, locale)} (${count}).`;
}
