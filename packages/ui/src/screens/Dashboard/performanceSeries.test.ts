import { describe, expect, it } from 'vitest';
import { formatChartDate, seriesSummary } from '../shared/chartText';
import {
  dashboardChartSeries,
  performanceSeries,
  performanceSubject,
  samplePerformance,
  type PerformanceSeries,
} from './performanceSeries';

const summaryOf = (series: PerformanceSeries) =>
  seriesSummary(performanceSubject(series), series.points);

describe('performanceSeries', () => {
  it('uses the API points when there are some', () => {
    const points = [{ date: '2026-06-15', value: 12_500 }];
    expect(performanceSeries(points)).toEqual({ points, isSample: false });
  });

  it('falls back to the 2025 sample starting at 100,000 when the API has no points', () => {
    for (const missing of [[], undefined]) {
      const series = performanceSeries(missing);
      expect(series.isSample).toBe(true);
      expect(series.points[0]).toEqual({ date: '2025-01-01', value: 100_000 });
      expect(series.points.every((point) => point.date.startsWith('2025-'))).toBe(true);
    }
    expect(samplePerformance).toHaveLength(12);
  });
});

describe("the chart's text alternative", () => {
  it('says where the series starts and ends and how many points it has', () => {
    expect(
      summaryOf({
        points: [
          { date: '2025-06-15', value: 10_625 },
          { date: '2026-06-15', value: 12_500 },
        ],
        isSample: false,
      }),
    ).toBe(
      'Portfolio value from $10,625.00 on Jun 15, 2025 to $12,500.00 on Jun 15, 2026 (2 points).',
    );
  });

  it('names the sample as a sample', () => {
    expect(summaryOf(performanceSeries([]))).toMatch(
      /^Sample portfolio value from \$100,000\.00 on Jan 1, 2025 to .* on Dec 1, 2025 \(12 points\)\.$/,
    );
  });

  it('reads a calendar date as that day in every time zone', () => {
    expect(formatChartDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatChartDate('not-a-date')).toBe('not-a-date');
  });
});

describe('dashboardChartSeries', () => {
  it('draws the history as it is, without a label', () => {
    const points = [{ date: '2026-06-15', value: 12_500 }];
    const series = dashboardChartSeries(points);
    expect(series.points).toBe(points);
    expect(series.label).toBeUndefined();
  });

  it('labels the 2025 sample as sample data', () => {
    const series = dashboardChartSeries([]);
    expect(series.points).toBe(samplePerformance);
    expect(series.label?.tag).toBe('Sample data');
    expect(series.subject).toBe('Sample portfolio value');
  });
});
