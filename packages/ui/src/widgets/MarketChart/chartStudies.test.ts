import { describe, expect, it } from 'vitest';
import { latestStudyValues, studyLines } from './chartStudies';
import { dailySeries } from './dailySeries';

const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);
const series = dailySeries(
  [10, 11, 12, 13, 12, 14].map((value, i) => ({ time: start + i * day, value })),
);

describe('dailySeries', () => {
  it('keeps one value per UTC day, the last one, in ascending order', () => {
    expect(
      dailySeries([
        { time: start + day + 3_600_000, value: 3 },
        { time: start, value: 1 },
        { time: start + day, value: 2 },
      ]),
    ).toEqual([
      { time: '2026-01-01', value: 1 },
      { time: '2026-01-02', value: 3 },
    ]);
  });
});

describe('studyLines', () => {
  it('puts each moving-average value on its day, from the first full window', () => {
    const { movingAverages } = studyLines(series, { movingAverages: [3] });
    expect(movingAverages).toEqual([
      {
        period: 3,
        data: [
          { time: '2026-01-03', value: 11 },
          { time: '2026-01-04', value: 12 },
          { time: '2026-01-05', value: 37 / 3 },
          { time: '2026-01-06', value: 13 },
        ],
      },
    ]);
  });

  it('draws RSI only when asked, from the day after its first full period', () => {
    expect(studyLines(series, {}).rsi).toBeNull();
    const rsi = studyLines(series, { rsiPeriod: 2 }).rsi!;
    expect(rsi.map((point) => point.time)).toEqual([
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
    ]);
    expect(rsi[0]!.value).toBe(100);
  });
});

describe('latestStudyValues', () => {
  it('gives the last close and the last value of each study', () => {
    const latest = latestStudyValues(series, { movingAverages: [3, 10], rsiPeriod: 2 });
    expect(latest.close).toBe(14);
    expect(latest.movingAverages).toEqual([
      { period: 3, value: 13 },
      { period: 10, value: null },
    ]);
    expect(latest.rsi?.period).toBe(2);
    expect(latest.rsi?.value).toBeGreaterThan(50);
  });
});
