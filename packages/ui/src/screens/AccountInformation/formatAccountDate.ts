// DECISIONS D8: dates in the user's locale (and, for instants, the user's time zone).
import { formatCalendarDate as calendarDate, formatDateTime as dateTime } from '../../format';

/** An instant (ISO 8601 date-time) as date and time, e.g. "Jun 15, 2026, 12:00 PM"; null when unreadable. */
export function formatDateTime(iso: string): string | null {
  return Number.isNaN(Date.parse(iso)) ? null : dateTime(iso);
}

/**
 * A calendar date (`YYYY-MM-DD`, e.g. a date of birth) like every other date, e.g. "Apr 12, 1988",
 * the same day in every time zone; null when unreadable (2026-02-30 included).
 */
export function formatCalendarDate(isoDate: string): string | null {
  const text = calendarDate(isoDate, '');
  return text === '' ? null : text;
}
