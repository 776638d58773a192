import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../format';
import { crosshairTimeLabel, tickMarkLabel } from './candleTimeAxis';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('tickMarkLabel', () => {
  it('labels a daily chart by its UTC calendar', () => {
    const newYear = at('2026-01-01T00:00:00Z');
    expect(tickMarkLabel(newYear, 0, '1d')).toBe('2026');
    expect(tickMarkLabel(at('2026-06-01T00:00:00Z'), 1, '1d')).toBe('Jun');
    expect(tickMarkLabel(at('2026-06-15T00:00:00Z'), 2, '1d')).toBe('15');
  });

  it('labels an intraday chart’s times as the user’s clock reads them', () => {
    const time = at('2026-06-15T14:05:00Z');
    expect(tickMarkLabel(time, 3, '1m')).toBe(formatTime(time * 1000));
  });
});

describe('crosshairTimeLabel', () => {
  it('gives the day of a daily candle and the date and time of a shorter one', () => {
    expect(crosshairTimeLabel(at('2026-06-15T00:00:00Z'), '1d')).toBe('Jun 15, 2026');
    const time = at('2026-06-15T14:05:00Z');
    expect(crosshairTimeLabel(time, '5m')).toBe(formatDateTime(time * 1000));
  });
});
