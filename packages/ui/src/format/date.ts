import { dateTimeFormat } from './intlCache';

/**
 * Three kinds of date, each the same on every screen (DECISIONS D8: in the user's locale):
 * - a date alone, "Jun 15, 2026": a day of an instant (in the user's time zone), or a calendar date
 *   (`yyyy-mm-dd`: a birthday, a chart's day), read in UTC so no time zone moves it a day;
 * - a date and time, "Jun 15, 2026, 12:00 PM";
 * - a time of day, "12:00 PM".
 */
export type Instant = Date | number | string;

/** Milliseconds since the epoch, NaN when unreadable. */
function timeOf(at: Instant): number {
  if (typeof at === 'number') return at;
  return typeof at === 'string' ? Date.parse(at) : at.getTime();
}

function formatInstant(
  at: Instant,
  options: Intl.DateTimeFormatOptions,
  unreadable: string,
): string {
  const time = timeOf(at);
  return Number.isFinite(time) ? dateTimeFormat(options).format(time) : unreadable;
}

/** The day of an instant: "Jun 15, 2026"; `unreadable` (default "—") when it is not a date. */
export function formatDate(at: Instant, unreadable = '—'): string {
  return formatInstant(at, { dateStyle: 'medium' }, unreadable);
}

/** An instant's date and time: "Jun 15, 2026, 12:00 PM"; `unreadable` when it is not a date. */
export function formatDateTime(at: Instant, unreadable = '—'): string {
  return formatInstant(at, { dateStyle: 'medium', timeStyle: 'short' }, unreadable);
}

/** An instant's time of day: "12:00 PM"; `unreadable` when it is not a date. */
export function formatTime(at: Instant, unreadable = '—'): string {
  return formatInstant(at, { timeStyle: 'short' }, unreadable);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date of the API (`yyyy-mm-dd`) looking like every other date ("Apr 12, 1988"), the same
 * day wherever the user is; `unreadable` for anything else, 2026-02-30 included.
 */
export function formatCalendarDate(isoDate: string, unreadable = '—'): string {
  const match = calendarDate.exec(isoDate);
  if (!match) return unreadable;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return unreadable;
  return dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}
