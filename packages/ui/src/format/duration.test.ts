import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './formatLocale';
import { formatCountdown, formatWait } from './duration';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatWait', () => {
  it('says hours and minutes, rounded up to the minute', () => {
    expect(formatWait(24 * HOUR)).toBe('24 h');
    expect(formatWait(24 * HOUR - 30_000)).toBe('24 h');
    expect(formatWait(23 * HOUR + 59 * MINUTE)).toBe('23 h 59 min');
    expect(formatWait(5 * HOUR + 11 * MINUTE + 1)).toBe('5 h 12 min');
    expect(formatWait(12 * MINUTE)).toBe('12 min');
  });

  it('never says less than a minute while something is left, nor a negative wait', () => {
    expect(formatWait(1)).toBe('1 min');
    expect(formatWait(0)).toBe('0 min');
    expect(formatWait(-5 * MINUTE)).toBe('0 min');
    expect(formatWait(Number.NaN)).toBe('0 min');
  });
});

describe('formatCountdown', () => {
  it('counts hours, minutes and seconds, each in two digits', () => {
    expect(formatCountdown(24 * HOUR)).toBe('24:00:00');
    expect(formatCountdown(23 * HOUR + 59 * MINUTE + 12_000)).toBe('23:59:12');
    expect(formatCountdown(5 * HOUR + 12 * MINUTE + 3_000)).toBe('05:12:03');
    expect(formatCountdown(400)).toBe('00:00:01');
  });

  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-1_000)).toBe('00:00:00');
  });
});

describe('formatWait in another language (D18)', () => {
  afterEach(() => setFormatLocale(undefined));

  it("writes the locale's units", () => {
    setFormatLocale('de-DE');
    expect(formatWait(5 * HOUR + 12 * MINUTE)).toBe('5 Std. 12 Min.');
    setFormatLocale('hi-IN');
    expect(formatWait(24 * HOUR)).toBe('24 घं॰');
    setFormatLocale('es-ES');
    expect(formatWait(12 * MINUTE)).toBe('12 min');
  });
});
