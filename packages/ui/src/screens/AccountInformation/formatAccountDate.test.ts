import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './formatAccountDate';

// The test machines run in en-US and UTC (like the e2e browser); the app uses the user's own (D8).
describe('formatDateTime', () => {
  it('an instant as date and time', () => {
    expect(formatDateTime('2026-06-15T12:00:00.000Z')).toBe('Jun 15, 2026, 12:00 PM');
    expect(formatDateTime('2025-03-14T09:30:00Z')).toBe('Mar 14, 2025, 9:30 AM');
  });

  it('null for what is no date, so the caller can show it as it came', () => {
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('yesterday')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('a date of birth like every other date (issue 22), the same day in every time zone', () => {
    expect(formatCalendarDate('1988-04-12')).toBe('Apr 12, 1988');
    expect(formatCalendarDate('2000-01-01')).toBe('Jan 1, 2000');
  });

  it('null for anything but a real YYYY-MM-DD date', () => {
    expect(formatCalendarDate('2026-02-30')).toBeNull();
    expect(formatCalendarDate('1988-13-01')).toBeNull();
    expect(formatCalendarDate('1988-04-12T00:00:00Z')).toBeNull();
    expect(formatCalendarDate('12/04/1988')).toBeNull();
    expect(formatCalendarDate('')).toBeNull();
  });
});
