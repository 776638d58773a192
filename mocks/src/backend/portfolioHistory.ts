// DECISIONS D5: the dashboard's 1M/1Y/ALL buttons read a server series. It is sample data derived from the balance:
// it ends at today's balance and, for ALL, starts in January 2025 at 100,000 as spec 2 §2 says.
import { fieldErrors } from './apiError';
import { DAY } from './clock';
import { roundTo, wave } from './deterministicNoise';
import { serverTexts } from './serverTexts';

export type HistoryRange = '1M' | '1Y' | 'ALL';
export const historyRanges: readonly HistoryRange[] = ['1M', '1Y', 'ALL'];
export const ALL_RANGE_START = Date.UTC(2025, 0, 1);
export const ALL_RANGE_START_VALUE = 100_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

function points(dates: number[], startValue: number, endValue: number, seed: number) {
  const last = dates.length - 1;
  return dates.map((date, index) => {
    const progress = last === 0 ? 1 : index / last;
    const trend = startValue + (endValue - startValue) * progress;
    // Noise fades to zero at both ends so the first and last points are exact.
    const noise = Math.sin(Math.PI * progress) * 0.03 * wave(index, seed);
    return { date: isoDate(date), value: roundTo(Math.max(0, trend * (1 + noise)), 2) };
  });
}

/** The start, the first of every following month, then the end: "monthly points" in the contract's words. */
function monthlyDates(start: number, end: number): number[] {
  const dates = [start];
  const cursor = new Date(start);
  cursor.setUTCDate(1);
  cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  while (cursor.getTime() < end) {
    dates.push(cursor.getTime());
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  if (end > start) dates.push(end);
  return dates;
}

export function readRange(value: string | null): HistoryRange {
  if (value === null || !(historyRanges as readonly string[]).includes(value)) {
    throw fieldErrors({
      range: [value === null ? serverTexts.fieldRequired : serverTexts.rangeInvalid],
    });
  }
  return value as HistoryRange;
}

export function portfolioHistory(range: HistoryRange, balance: number, now: number, seed: number) {
  const today = startOfUtcDay(now);
  let dates: number[];
  let startValue: number;
  if (range === '1M') {
    dates = Array.from({ length: 31 }, (_, i) => today - (30 - i) * DAY);
    startValue = balance * 0.96;
  } else if (range === '1Y') {
    const yearAgo = new Date(today);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    dates = monthlyDates(yearAgo.getTime(), today);
    startValue = balance * 0.85;
  } else {
    dates = monthlyDates(ALL_RANGE_START, Math.max(today, ALL_RANGE_START));
    startValue = ALL_RANGE_START_VALUE;
  }
  return { range, currency: 'USD' as const, points: points(dates, startValue, balance, seed) };
}
