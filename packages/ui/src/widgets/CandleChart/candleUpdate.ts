import type { CandleInterval } from '@tp/api';

/** What the chart holds: the candles last drawn and how many older bars it keeps before the first of them. */
export interface DrawnCandles {
  candles: readonly { time: number }[];
  interval: CandleInterval;
  /** Bars still on the chart from candles the list has since dropped (it keeps the latest 500). */
  leading: number;
}

/**
 * How to bring the chart to the new candles:
 * - `unchanged`: the same list;
 * - `update`: `series.update` each candle from `from` on (the forming one, and any appended), the cheap way; the
 *   list may have dropped its oldest ones, which the chart keeps as `leading` bars;
 * - `trim`: as `update`, but the chart keeps too many older bars: `setData` with the list, and keep what the user
 *   looks at (it moves `leading` bars to the left on the time scale);
 * - `replace`: `setData` for another data set (the first draw, another interval, a list that does not follow the
 *   last one), with the visible range chosen afresh.
 */
export type CandlePlan =
  | { kind: 'unchanged' }
  | { kind: 'update'; from: number; leading: number }
  | { kind: 'trim'; leading: number }
  | { kind: 'replace' };

/** Older bars the chart may keep before it trims them with one `setData`. */
export const maxLeadingBars = 500;

export function planCandleUpdate(
  drawn: DrawnCandles | null,
  candles: readonly { time: number }[],
  interval: CandleInterval,
): CandlePlan {
  if (drawn && drawn.candles === candles && drawn.interval === interval)
    return { kind: 'unchanged' };
  const previous = drawn?.candles ?? [];
  const first = candles[0];
  const last = previous.at(-1);
  if (!drawn || drawn.interval !== interval || !first || !last) {
    return { kind: 'replace' };
  }
  // How many of the oldest candles the list dropped: usually none, one for each candle appended once it is full.
  const dropped =
    previous[0]!.time === first.time
      ? 0
      : previous.findIndex((candle) => candle.time === first.time);
  // The last candle drawn must still be there (it may have changed: it was forming), with only newer ones after it.
  const from = previous.length - 1 - dropped;
  if (dropped < 0 || from < 0 || candles[from]?.time !== last.time) {
    return { kind: 'replace' };
  }
  const leading = drawn.leading + dropped;
  if (leading > maxLeadingBars) return { kind: 'trim', leading };
  return { kind: 'update', from, leading };
}
