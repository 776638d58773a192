import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatAsOf,
  formatChange,
  formatCoinPrice,
  formatVolume,
} from './marketFormat';

describe('formatCoinPrice', () => {
  it('is en-US dollars with 2 decimals from $1 (D8)', () => {
    expect(formatCoinPrice(67_432.18)).toBe('$67,432.18');
    expect(formatCoinPrice(1)).toBe('$1.00');
    expect(formatCoinPrice(2_731.5)).toBe('$2,731.50');
  });

  it('keeps up to 4 significant digits under $1, so a small price never reads $0.00', () => {
    expect(formatCoinPrice(0.5214)).toBe('$0.5214');
    expect(formatCoinPrice(0.158312)).toBe('$0.1583');
    expect(formatCoinPrice(0.1)).toBe('$0.10');
    expect(formatCoinPrice(0.0341)).toBe('$0.0341');
    expect(formatCoinPrice(0.000012345)).toBe('$0.00001235');
    expect(formatCoinPrice(0.99949)).toBe('$0.9995');
  });

  it('reads a stablecoin just under $1 as $1.00, not $1.0', () => {
    expect(formatCoinPrice(0.99998)).toBe('$1.00');
    expect(formatCoinPrice(0.99995)).toBe('$1.00');
    expect(formatCoinPrice(1.00002)).toBe('$1.00');
  });

  it('shows a dash, not a zero, for a missing or impossible price', () => {
    for (const price of [Number.NaN, Number.POSITIVE_INFINITY, 0, -3]) {
      expect(formatCoinPrice(price)).toBe('—');
    }
  });
});

describe('formatChange and changeDirection', () => {
  it('signs every change and gives 2 decimals', () => {
    expect(formatChange(1.8412)).toBe('+1.84%');
    expect(formatChange(-3.055)).toBe('-3.06%');
    expect(formatChange(12)).toBe('+12.00%');
  });

  it('reads 0.00%, unsigned and flat, for what rounds to zero', () => {
    for (const change of [0, -0, 0.004, -0.0049]) {
      expect(formatChange(change)).toBe('0.00%');
      expect(changeDirection(change)).toBe('flat');
    }
  });

  it('gives the direction the shown figure has', () => {
    expect(changeDirection(0.005)).toBe('up');
    expect(formatChange(0.005)).toBe('+0.01%');
    expect(changeDirection(-0.005)).toBe('down');
    expect(formatChange(-0.005)).toBe('-0.01%');
    expect(changeDirection(4.2)).toBe('up');
    expect(changeDirection(-4.2)).toBe('down');
    expect(changeDirection(Number.NaN)).toBe('flat');
  });
});

describe('formatVolume', () => {
  it('is compact USD', () => {
    expect(formatVolume(28_400_000_000)).toBe('$28.4B');
    expect(formatVolume(420_000_000)).toBe('$420M');
    expect(formatVolume(1_250_000)).toBe('$1.3M');
    expect(formatVolume(950_000)).toBe('$950K');
    expect(formatVolume(0)).toBe('$0');
    expect(formatVolume(Number.NaN)).toBe('—');
  });
});

describe('formatAsOf', () => {
  const noon = new Date(2026, 5, 15, 12, 0, 0).getTime();

  it('is the time alone when the data is from today', () => {
    const text = formatAsOf(noon, new Date(2026, 5, 15, 18, 30).getTime());
    expect(text).toBe(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(noon));
    expect(text).not.toContain('2026');
  });

  it('adds the date when the data is from another day', () => {
    const text = formatAsOf(noon, new Date(2026, 5, 16, 0, 5).getTime());
    expect(text).toContain('2026');
    expect(text).toContain(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(noon));
  });
});
