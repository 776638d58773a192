import type { DailyValue } from './dailySeries';
import { relativeStrengthIndex } from './relativeStrengthIndex';
import { simpleMovingAverage } from './simpleMovingAverage';

/** Studies drawn with the price (D7: computed here, not by a third-party widget). */
export interface ChartStudies {
  /** Periods, in days, of simple moving averages drawn over the price, e.g. [20, 50]. */
  movingAverages?: readonly number[];
  /** Period of an RSI drawn in a pane under the price, e.g. 14. */
  rsiPeriod?: number;
}

export interface StudyLines {
  movingAverages: { period: number; data: DailyValue[] }[];
  /** Null when no RSI was asked for. */
  rsi: DailyValue[] | null;
}

function aligned(series: readonly DailyValue[], values: readonly (number | null)[]): DailyValue[] {
  return series.flatMap((point, index) => {
    const value = values[index];
    return value === null || value === undefined ? [] : [{ time: point.time, value }];
  });
}

/** The study lines of a daily series, each point on its day; days before a study has enough data are left out. */
export function studyLines(series: readonly DailyValue[], studies: ChartStudies): StudyLines {
  const closes = series.map((point) => point.value);
  return {
    movingAverages: (studies.movingAverages ?? []).map((period) => ({
      period,
      data: aligned(series, simpleMovingAverage(closes, period)),
    })),
    rsi:
      studies.rsiPeriod === undefined
        ? null
        : aligned(series, relativeStrengthIndex(closes, studies.rsiPeriod)),
  };
}

/** The last value of each line, for the chart's text alternative. */
export interface LatestStudyValues {
  close: number | null;
  movingAverages: { period: number; value: number | null }[];
  rsi: { period: number; value: number | null } | null;
}

export function latestStudyValues(
  series: readonly DailyValue[],
  studies: ChartStudies,
): LatestStudyValues {
  const lines = studyLines(series, studies);
  return {
    close: series.at(-1)?.value ?? null,
    movingAverages: lines.movingAverages.map(({ period, data }) => ({
      period,
      value: data.at(-1)?.value ?? null,
    })),
    rsi:
      lines.rsi && studies.rsiPeriod !== undefined
        ? { period: studies.rsiPeriod, value: lines.rsi.at(-1)?.value ?? null }
        : null,
  };
}
