import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatTime } from './date';
import { setFormatLocale } from './formatLocale';

// The unit project runs with TZ=UTC and an en-US locale unless a test chooses another.
const noon = '2026-06-15T12:00:00.000Z';

afterEach(() => setFormatLocale(undefined));

describe('the three kinds of date', () => {
  it('write a date, a date and time, and a time of day', () => {
    setFormatLocale('en-US');
    expect(formatDate(noon)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.parse(noon)),
    );
    expect(formatDateTime(Date.parse(noon))).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse(noon),
      ),
    );
    expect(formatTime(new Date(noon))).toBe(
      new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(Date.parse(noon)),
    );
  });

  it('say what they were given when it is no date, or a dash', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('yesterday', 'yesterday')).toBe('yesterday');
    expect(formatTime(Number.NaN)).toBe('—');
  });
});

describe('formatCalendarDate', () => {
  it('writes the day itself in every time zone', () => {
    setFormatLocale('en-US');
    expect(formatCalendarDate('1988-04-12')).toBe('Apr 12, 1988');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('refuses what is no calendar date', () => {
    expect(formatCalendarDate('2026-02-30')).toBe('—');
    expect(formatCalendarDate('2026-13-01')).toBe('—');
    expect(formatCalendarDate('12/04/1988', '12/04/1988')).toBe('12/04/1988');
  });
});

describe('setFormatLocale', () => {
  it('moves numbers and dates to the chosen locale and back', async () => {
    const { formatUsd } = await import('./money');
    setFormatLocale('de-DE');
    expect(formatUsd(1234.5)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    expect(formatCalendarDate('1988-04-12')).toBe('12.04.1988');
    setFormatLocale(undefined);
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
