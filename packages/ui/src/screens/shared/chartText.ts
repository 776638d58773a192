import type { PortfolioPoint } from '@tp/api';
import { formatCalendarDate, formatUsd } from '../../format';

/** A calendar date of the API (`yyyy-mm-dd`) in the user's locale, read as that day wherever the user is. */
export function formatChartDate(date: string): string {
  return formatCalendarDate(date, date);
}

/**
 * A line chart's text alternative: what it shows (`subject`), where the series starts and ends, how
 * many points. `formatValue` writes each value (dollars by default; a profit signed).
 */
export function seriesSummary(
  subject: string,
  points: readonly PortfolioPoint[],
  { formatValue = formatUsd }: { formatValue?: (value: number) => string } = {},
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${subject}: no data.`;
  const count = points.length === 1 ? '1 point' : `${points.length} points`;
  return `${subject} from ${formatValue(first.value)} on ${formatChartDate(first.date)} to ${formatValue(last.value)} on ${formatChartDate(last.date)} (${count}).`;
}

/** One point as the chart's tooltip and its keyboard explorer say it: "Jun 15, 2026: $12,500.00". */
export function pointText(
  point: PortfolioPoint,
  formatValue: (value: number) => string = formatUsd,
): string {
  return `${formatChartDate(point.date)}: ${formatValue(point.value)}`;
}
