import type { PricePoint } from '@tp/api';

/** A chart point: a UTC day as `yyyy-mm-dd` and its value. */
export interface DailyValue {
  time: string;
  value: number;
}

/** One value per UTC day (the last of the day), ascending: lightweight-charts refuses repeated or unordered times. */
export function dailySeries(points: readonly PricePoint[]): DailyValue[] {
  const byDay = new Map<string, number>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    byDay.set(new Date(point.time).toISOString().slice(0, 10), point.value);
  }
  return [...byDay].map(([time, value]) => ({ time, value }));
}
