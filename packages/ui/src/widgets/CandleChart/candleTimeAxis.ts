import type { CandleInterval } from '@tp/api';
import { formatCalendarDate, formatDateTime, formatTime } from '../../format';
import { dateTimeFormat } from '../../format/intlCache';
import { utcDay } from './candleFigures';

/** lightweight-charts' `TickMarkType`, by value: this module stays free of the library (and testable without it). */
const tickMark = { year: 0, month: 1, dayOfMonth: 2 } as const;

/**
 * A time-axis label in the formatters' locale (D18): the year, the month, the day of the month, or the time of day.
 * Intraday candles are read in the user's time zone, as the table and the cursor say them; daily ones in UTC, the
 * day they are.
 */
export function tickMarkLabel(
  timeSeconds: number,
  tickMarkType: number,
  interval: CandleInterval,
): string {
  const at = timeSeconds * 1000;
  const timeZone = interval === '1d' ? { timeZone: 'UTC' } : {};
  switch (tickMarkType) {
    case tickMark.year:
      return dateTimeFormat({ year: 'numeric', ...timeZone }).format(at);
    case tickMark.month:
      return dateTimeFormat({ month: 'short', ...timeZone }).format(at);
    case tickMark.dayOfMonth:
      return dateTimeFormat({ day: 'numeric', ...timeZone }).format(at);
    default:
      return formatTime(at);
  }
}

/** The crosshair's label on the time axis: the day of a daily candle, the date and time of a shorter one. */
export function crosshairTimeLabel(timeSeconds: number, interval: CandleInterval): string {
  return interval === '1d'
    ? formatCalendarDate(utcDay(timeSeconds))
    : formatDateTime(timeSeconds * 1000);
}
