import { describe, expect, it } from 'vitest';
import { amountToCents } from './amountToCents';

describe('amountToCents', () => {
  it.each([
    ['5', 500],
    ['4.99', 499],
    ['250000.01', 25_000_001],
    ['0.5', 50],
    ['.5', 50],
    ['12.', 1200],
    [' 100 ', 10_000],
    ['1,250.75', 125_075],
    ['250,000', 25_000_000],
    ['-3', -300],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it.each(['', ' ', '.', 'abc', '5abc', '1e3', '5.001', '1,0', '12,34.5', '--5', '$5', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(amountToCents(text)).toBeNull();
    },
  );
});
