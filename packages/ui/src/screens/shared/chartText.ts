import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@tp/i18n';
import type { PortfolioPoint } from '@tp/api';
import { formatCalendarDate, formatUsd } from '../../format';

/** A calendar date of the API (`yyyy-mm-dd`) in the user's locale, read as that day wherever the user is. */
export function formatChartDate(date: string): string {
  return formatCalendarDate(date, date);
}

/**
 * A line chart's text alternative, one message (D18): what it shows (`subject`), where the series starts
 * and ends, how many points. `formatValue` writes each value (dollars by default; a profit signed).
 * A component writes it with `useLingui()`'s `i18n._(…)`, so it follows a change of language.
 */
export function seriesSummaryMessage(
  subject: string,
  points: readonly PortfolioPoint[],
  { formatValue = formatUsd }: { formatValue?: (value: number) => string } = {},
): MessageDescriptor {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return msg`${subject}: no data.`;
  const count = points.length;
  const startValue = formatValue(first.value);
  const startDate = formatChartDate(first.date);
  const endValue = formatValue(last.value);
  const endDate = formatChartDate(last.date);
  return msg`${subject} from ${startValue} on ${startDate} to ${endValue} on ${endDate} (${plural(count, { one: '# point', other: '# points' })}).`;
}

/** `seriesSummaryMessage` written in the active language. */
export function seriesSummary(...args: Parameters<typeof seriesSummaryMessage>): string {
  return i18n._(seriesSummaryMessage(...args));
}

/** One point as the chart's tooltip and its keyboard explorer say it: "Jun 15, 2026: $12,500.00". */
export function pointMessage(
  point: PortfolioPoint,
  formatValue: (value: number) => string = formatUsd,
): MessageDescriptor {
  const date = formatChartDate(point.date);
  const value = formatValue(point.value);
  return msg`${date}: ${value}`;
}

/** `pointMessage` written in the active language. */
export function pointText(...args: Parameters<typeof pointMessage>): string {
  return i18n._(pointMessage(...args));
}
