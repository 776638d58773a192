import { describe, expect, it } from 'vitest';
import { formatPerformance, performanceTrend } from './formatPerformance';

describe('formatPerformance', () => {
  it('signs the 30-day percentage and keeps two decimals', () => {
    expect(formatPerformance(12.4)).toBe('+12.40%');
    expect(formatPerformance(8.15)).toBe('+8.15%');
    expect(formatPerformance(-4.6)).toBe('-4.60%');
    expect(formatPerformance(1234.5)).toBe('+1,234.50%');
  });

  it('shows zero, and what rounds to zero, without a sign', () => {
    expect(formatPerformance(0)).toBe('0.00%');
    expect(formatPerformance(-0)).toBe('0.00%');
    expect(formatPerformance(0.004)).toBe('0.00%');
    expect(formatPerformance(-0.004)).toBe('0.00%');
  });

  it('spec 2 §3: N/A when the performance is not known', () => {
    expect(formatPerformance(null)).toBe('N/A');
    expect(formatPerformance(Number.NaN)).toBe('N/A');
    expect(formatPerformance(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('performanceTrend', () => {
  it.each([
    [12.4, 'up'],
    [-4.6, 'down'],
    [0, 'none'],
    [0.004, 'none'],
    [-0.004, 'none'],
    [null, 'none'],
  ] as const)('%s → %s', (value, trend) => {
    expect(performanceTrend(value)).toBe(trend);
  });
});
