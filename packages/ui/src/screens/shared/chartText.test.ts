import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../format';
import { formatChartDate, pointText, seriesSummary } from './chartText';

const points = [
  { date: '2025-06-15', value: 625 },
  { date: '2026-06-15', value: -1245.3 },
];

describe('seriesSummary', () => {
  it('says what the chart shows, where it starts and ends and how many points it has', () => {
    expect(seriesSummary('Portfolio value', points)).toBe(
      'Portfolio value from $625.00 on Jun 15, 2025 to -$1,245.30 on Jun 15, 2026 (2 points).',
    );
    expect(seriesSummary('Profit', points.slice(0, 1))).toBe(
      'Profit from $625.00 on Jun 15, 2025 to $625.00 on Jun 15, 2025 (1 point).',
    );
    expect(seriesSummary('Profit', [])).toBe('Profit: no data.');
  });

  it('writes the values as it is told (a profit signed)', () => {
    expect(
      seriesSummary('Profit', points, {
        formatValue: (value) => formatUsd(value, { signed: true }),
      }),
    ).toMatch(/^Profit from \+\$625\.00 on/);
  });
});

describe('pointText and formatChartDate', () => {
  it("gives a point's date and dollar value, the date read as that calendar day", () => {
    expect(pointText(points[1]!, formatUsd)).toBe('Jun 15, 2026: -$1,245.30');
    expect(formatChartDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatChartDate('not-a-date')).toBe('not-a-date');
  });
});
