import { describe, expect, it } from 'vitest';
import {
  illustrationMonths,
  illustrationPoints,
  overviewIllustrationMultipliers,
} from './overviewIllustration';

describe('the illustration (spec 2 §9: fixed 12-month multipliers)', () => {
  it('has 12 multipliers for the balance and 12 for the profit, each ending at today’s figure', () => {
    for (const multipliers of Object.values(overviewIllustrationMultipliers)) {
      expect(multipliers).toHaveLength(12);
      expect(multipliers.at(-1)).toBe(1);
      expect(multipliers.every((value) => value > 0 && value <= 1)).toBe(true);
    }
  });

  it('covers the 12 months that end with the current one, across a year boundary', () => {
    expect(illustrationMonths(Date.UTC(2026, 5, 15, 12))).toEqual([
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(illustrationMonths(Date.UTC(2026, 0, 31, 23, 59))[0]).toBe('2025-02-01');
  });

  it('multiplies the figure by each month’s multiplier, to the cent', () => {
    const points = illustrationPoints(
      12_500,
      overviewIllustrationMultipliers.balance,
      Date.UTC(2026, 5, 15),
    );
    expect(points.map((point) => point.value)).toEqual(
      overviewIllustrationMultipliers.balance.map(
        (multiplier) => Math.round(12_500 * multiplier * 100) / 100,
      ),
    );
    expect(points[0]).toEqual({ date: '2025-07-01', value: 10_000 });
    expect(points.at(-1)).toEqual({ date: '2026-06-01', value: 12_500 });
    expect(illustrationPoints(-200, [0.5, 1], Date.UTC(2026, 5, 15)).map((p) => p.value)).toEqual([
      -100, -200,
    ]);
  });
});
