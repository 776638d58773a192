import { describe, expect, it } from 'vitest';
import { formatChange, formatShare } from './formatPercent';

describe('formatShare', () => {
  it('writes a share of the portfolio with at most 2 decimals', () => {
    expect(formatShare(32)).toBe('32%');
    expect(formatShare(31.576)).toBe('31.58%');
    expect(formatShare(100)).toBe('100%');
    expect(formatShare(Number.NaN)).toBe('—');
  });
});

describe('formatChange', () => {
  it('signs a change: + for a gain, - for a loss, none for zero', () => {
    expect(formatChange(18.42)).toBe('+18.42%');
    expect(formatChange(-7.35)).toBe('-7.35%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
