import { describe, expect, it } from 'vitest';
import { formatUsd } from './formatUsd';

describe('formatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [-3, '-$3.00'],
    [0, '$0.00'],
    [200000, '$200,000.00'],
    [0.005, '$0.01'],
    [1234567.891, '$1,234,567.89'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('shows a plus before positive amounts when signed', () => {
    expect(formatUsd(3, { signed: true })).toBe('+$3.00');
    expect(formatUsd(-3, { signed: true })).toBe('-$3.00');
    expect(formatUsd(0, { signed: true })).toBe('$0.00');
  });

  it('never shows a negative zero', () => {
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(-0.001, { signed: true })).toBe('$0.00');
  });

  it('shows a dash for values that are not amounts', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
