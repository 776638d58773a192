import type * as LightweightCharts from 'lightweight-charts';

type ChartLibrary = typeof LightweightCharts;

let pending: Promise<ChartLibrary> | null = null;

/** lightweight-charts (~55 KB gzip) loads once, on first need, never with the page (D7). */
export function loadChartLibrary(): Promise<ChartLibrary> {
  pending ??= import('lightweight-charts').catch((error: unknown) => {
    pending = null; // a later attempt may succeed (flaky network)
    throw error;
  });
  return pending;
}
