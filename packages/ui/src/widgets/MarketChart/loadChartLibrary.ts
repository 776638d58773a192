import type * as chartDrawing from './chartDrawing';

type ChartDrawing = typeof chartDrawing;

let pending: Promise<ChartDrawing> | null = null;

/**
 * lightweight-charts (~55 KB gzip) and the code that draws with it load once, on first need, never with the page
 * (D7).
 */
export function loadChartLibrary(): Promise<ChartDrawing> {
  pending ??= import('./chartDrawing').catch((error: unknown) => {
    pending = null; // a later attempt may succeed (flaky network)
    throw error;
  });
  return pending;
}
