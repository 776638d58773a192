import { describe, expect, it } from 'vitest';
import { formatChange, isRising } from './formatChange';

describe('formatChange', () => {
  it('shows the size of the change with two decimals; the arrow carries the sign', () => {
    expect(formatChange(2.3456)).toBe('2.35%');
    expect(formatChange(-1.2)).toBe('1.20%');
  });

  it('shows 0.00 for a missing or zero change', () => {
    expect(formatChange(undefined)).toBe('0.00%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(-0.001)).toBe('0.00%');
  });
});

describe('isRising', () => {
  it('counts zero and missing as up, below zero as down', () => {
    expect(isRising(0)).toBe(true);
    expect(isRising(undefined)).toBe(true);
    expect(isRising(0.5)).toBe(true);
    expect(isRising(-0.01)).toBe(false);
  });
});
