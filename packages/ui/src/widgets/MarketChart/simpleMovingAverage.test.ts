import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleMovingAverage } from './simpleMovingAverage';

describe('simpleMovingAverage', () => {
  it('averages each window of the period, null before the first full window', () => {
    expect(simpleMovingAverage([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, 2, 3, 4, 5]);
  });

  it('is the values themselves for a period of 1', () => {
    expect(simpleMovingAverage([10, 20, 15], 1)).toEqual([10, 20, 15]);
  });

  it('matches a hand-worked 5-day example', () => {
    // (22.27+22.19+22.08+22.17+22.18)/5 = 22.178, then 22.13 replaces 22.27: 22.15.
    const result = simpleMovingAverage([22.27, 22.19, 22.08, 22.17, 22.18, 22.13], 5);
    expect(result.slice(0, 4)).toEqual([null, null, null, null]);
    expect(result[4]).toBeCloseTo(22.178, 10);
    expect(result[5]).toBeCloseTo(22.15, 10);
  });

  it('gives only nulls when there are fewer values than the period', () => {
    expect(simpleMovingAverage([1, 2], 3)).toEqual([null, null]);
    expect(simpleMovingAverage([], 3)).toEqual([]);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => simpleMovingAverage([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => simpleMovingAverage([1, 2, 3], 2.5)).toThrow(RangeError);
  });

  it('equals the plain mean of every window (running sum does not drift)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 100_000, noNaN: true }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (values, period) => {
          const result = simpleMovingAverage(values, period);
          expect(result).toHaveLength(values.length);
          result.forEach((average, index) => {
            if (index < period - 1) return expect(average).toBeNull();
            const window = values.slice(index - period + 1, index + 1);
            const mean = window.reduce((a, b) => a + b, 0) / period;
            expect(average).toBeCloseTo(mean, 6);
          });
        },
      ),
    );
  });
});
