// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displaySymbol, formatQuoteChange, formatQuotePrice, quoteTrend } from './formatQuote';

describe('formatQuotePrice', () => {
  it('shows coins in en-US dollars with two decimals', () => {
    expect(formatQuotePrice('coin', 67432.18)).toBe('$67,432.18');
    expect(formatQuotePrice('coin', 1)).toBe('$1.00');
  });

  it('shows coins under a dollar to four decimals', () => {
    expect(formatQuotePrice('coin', 0.15834)).toBe('$0.1583');
  });

  it('shows forex to four decimals, JPY-like rates above 20 to two', () => {
    expect(formatQuotePrice('forex', 1.0842)).toBe('1.0842');
    expect(formatQuotePrice('forex', 151.374)).toBe('151.37');
    expect(formatQuotePrice('forex', 18.7321)).toBe('18.7321');
  });

  it("reads the spec's 0.00 for a price that never loaded", () => {
    expect(formatQuotePrice('coin', 0)).toBe('$0.00');
    expect(formatQuotePrice('forex', 0)).toBe('0.00');
    expect(formatQuotePrice('forex', Number.NaN)).toBe('0.00');
  });
});

describe('formatQuoteChange', () => {
  it('signs the change in percent to two decimals', () => {
    expect(formatQuoteChange(1.234)).toBe('+1.23%');
    expect(formatQuoteChange(-0.456)).toBe('-0.46%');
  });

  it("reads the spec's 0.00% for no change, never -0.00%", () => {
    expect(formatQuoteChange(0)).toBe('0.00%');
    expect(formatQuoteChange(-0.001)).toBe('0.00%');
  });

  it('gives the direction of what it shows', () => {
    expect(quoteTrend(0.01)).toBe('up');
    expect(quoteTrend(-0.01)).toBe('down');
    expect(quoteTrend(-0.001)).toBe('flat');
  });
});

describe('displaySymbol', () => {
  it('splits a currency pair', () => {
    expect(displaySymbol('forex', 'EURUSD')).toBe('EUR/USD');
    expect(displaySymbol('coin', 'MATIC')).toBe('MATIC');
  });
});
