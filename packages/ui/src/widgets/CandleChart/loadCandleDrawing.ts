import type * as candleDrawing from './candleDrawing';

type CandleDrawing = typeof candleDrawing;

let pending: Promise<CandleDrawing> | null = null;

/**
 * lightweight-charts and the code that draws candles with it load once, on first need, never with the page (D7).
 * The library is the chunk MarketChart's charts load too.
 */
export function loadCandleDrawing(): Promise<CandleDrawing> {
  pending ??= import('./candleDrawing').catch((error: unknown) => {
    pending = null; // a later attempt may succeed (flaky network)
    throw error;
  });
  return pending;
}
