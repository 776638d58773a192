import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeStrengthIndex } from './relativeStrengthIndex';

// Wilder's RSI(14) worked example as published by StockCharts ("RSI" ChartSchool article).
const closes = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8428, 46.0826, 45.8931,
  46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521,
  45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];
const published = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46,
  41.87, 45.46, 37.3, 33.08, 37.77,
];

describe('relativeStrengthIndex (Wilder)', () => {
  it('matches the published RSI(14) values to two decimals', () => {
    const rsi = relativeStrengthIndex(closes, 14);
    expect(rsi.slice(0, 14)).toEqual(Array(14).fill(null));
    const computed = rsi.slice(14) as number[];
    expect(computed).toHaveLength(published.length);
    // Published to two decimals: within half a hundredth (plus float slack).
    computed.forEach((value, index) =>
      expect(Math.abs(value - published[index]!)).toBeLessThanOrEqual(0.0051),
    );
  });

  it('matches a hand-worked period-2 example', () => {
    // Changes +2, −1, +3. First averages: gain 1, loss 0.5 → RS 2 → 66.67.
    // Then gain (1·1 + 3)/2 = 2, loss (0.5·1 + 0)/2 = 0.25 → RS 8 → 88.89.
    const rsi = relativeStrengthIndex([10, 12, 11, 14], 2);
    expect(rsi[0]).toBeNull();
    expect(rsi[1]).toBeNull();
    expect(rsi[2]).toBeCloseTo(66.6667, 3);
    expect(rsi[3]).toBeCloseTo(88.8889, 3);
  });

  it('is 100 when prices only rise, 0 when they only fall, 50 when flat', () => {
    const rising = Array.from({ length: 20 }, (_, i) => 100 + i);
    expect(relativeStrengthIndex(rising).at(-1)).toBe(100);
    expect(relativeStrengthIndex([...rising].reverse()).at(-1)).toBe(0);
    expect(relativeStrengthIndex(Array(20).fill(100)).at(-1)).toBe(50);
  });

  it('uses a period of 14 by default and needs more than 14 values', () => {
    expect(relativeStrengthIndex(closes.slice(0, 14))).toEqual(Array(14).fill(null));
    expect(relativeStrengthIndex(closes)[14]).toBeCloseTo(70.53, 1);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => relativeStrengthIndex(closes, 0)).toThrow(RangeError);
  });

  it('always stays between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), { maxLength: 120 }),
        (values) => {
          for (const value of relativeStrengthIndex(values)) {
            if (value === null) continue;
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
