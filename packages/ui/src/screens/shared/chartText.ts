import type { PortfolioPoint } from '@tp/api';
import { formatUsd } from '../../widgets/Money/formatUsd';

/** A calendar date of the API (`yyyy-mm-dd`) in the user's locale, read as that day wherever the user is. */
export function formatChartDate(date: string, locale?: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/**
 * A line chart's text alternative: what it shows (`subject`), where the series starts and ends, how
 * many points. `formatValue` writes each value (dollars by default; a profit signed).
 */
export function seriesSummary(
  subject: string,
  points: readonly PortfolioPoint[],
  {
    locale,
    formatValue = formatUsd,
  }: { locale?: string; formatValue?: (value: number) => string } = {},
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${subject}: no data.`;
  const count = points.length === 1 ? '1 point' : `${points.length} points`;
  return `${subject} from ${formatValue(first.value)} on ${formatChartDate(first.date, locale)} to ${formatValue(last.value)} on ${formatChartDate(last.date, locale)} (${count}).`;
}

/** One point as the chart's tooltip and its keyboard explorer say it: "Jun 15, 2026: $12,500.00". */
export function pointText(
  point: PortfolioPoint,
  formatValue: (value: number) => string = formatUsd,
  locale?: string,
): string {
  return `${formatChartDate(point.date, locale)}: ${formatValue(point.value)}`;
}
