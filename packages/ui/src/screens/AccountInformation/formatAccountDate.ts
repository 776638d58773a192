// DECISIONS D8: dates in the user's locale (and, for instants, the user's time zone).

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
// A calendar date (a birthday) is no instant: read and shown in UTC, so no time zone moves it a day.
const calendarDateFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeZone: 'UTC',
});

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant (ISO 8601 date-time) as date and time, e.g. "Jun 15, 2026, 12:00 PM"; null when unreadable. */
export function formatDateTime(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateTimeFormat.format(time);
}

/** A calendar date (`YYYY-MM-DD`, e.g. a date of birth), e.g. "April 12, 1988"; null when unreadable. */
export function formatCalendarDate(isoDate: string): string | null {
  const match = calendarDate.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 2026-02-30 is not a date: Date.UTC would roll it over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return calendarDateFormat.format(time);
}
