import { describe, expect, it } from 'vitest';
import { maxLeadingBars, planCandleUpdate, type DrawnCandles } from './candleUpdate';

const minute = 60;
/** Candles opening at `from`, `from + 60`, …, `count` of them. */
const candles = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ time: from + index * minute }));
const drawnOf = (list: readonly { time: number }[], leading = 0): DrawnCandles => ({
  candles: list,
  interval: '1m',
  leading,
});

describe('planCandleUpdate', () => {
  const shown = candles(0, 5);

  it('draws afresh the first time, for another interval, and from nothing', () => {
    expect(planCandleUpdate(null, shown, '1m')).toEqual({ kind: 'replace' });
    expect(planCandleUpdate(drawnOf(shown), candles(0, 5), '5m')).toEqual({ kind: 'replace' });
    expect(planCandleUpdate(drawnOf([]), shown, '1m')).toEqual({ kind: 'replace' });
    expect(planCandleUpdate(drawnOf(shown), [], '1m')).toEqual({ kind: 'replace' });
  });

  it('does nothing for the same list', () => {
    expect(planCandleUpdate(drawnOf(shown), shown, '1m')).toEqual({ kind: 'unchanged' });
  });

  it('updates only the forming candle when it changed in place', () => {
    expect(planCandleUpdate(drawnOf(shown), candles(0, 5), '1m')).toEqual({
      kind: 'update',
      from: 4,
      leading: 0,
    });
  });

  it('updates the last candle drawn and appends the new one', () => {
    expect(planCandleUpdate(drawnOf(shown), candles(0, 6), '1m')).toEqual({
      kind: 'update',
      from: 4,
      leading: 0,
    });
    // Several at once (a delivery per animation frame, or a resync after a hidden tab).
    expect(planCandleUpdate(drawnOf(shown), candles(0, 9), '1m')).toEqual({
      kind: 'update',
      from: 4,
      leading: 0,
    });
  });

  it('keeps updating once the list is full and drops its oldest candle for each new one', () => {
    // Candles 0–4 drawn; the list now holds 1–5: candle 0 stays on the chart as a leading bar.
    expect(planCandleUpdate(drawnOf(shown, 3), candles(minute, 5), '1m')).toEqual({
      kind: 'update',
      from: 3,
      leading: 4,
    });
    expect(planCandleUpdate(drawnOf(shown), candles(3 * minute, 5), '1m')).toEqual({
      kind: 'update',
      from: 1,
      leading: 3,
    });
  });

  it('trims the bars kept before the list with one setData once there are too many', () => {
    expect(planCandleUpdate(drawnOf(shown, maxLeadingBars), candles(minute, 5), '1m')).toEqual({
      kind: 'trim',
      leading: maxLeadingBars + 1,
    });
  });

  it('draws afresh a list that does not follow the one drawn', () => {
    // Newer than all of it.
    expect(planCandleUpdate(drawnOf(shown), candles(10 * minute, 5), '1m')).toEqual({
      kind: 'replace',
    });
    // The last candle drawn is gone, or no longer where the list's start says it is.
    expect(planCandleUpdate(drawnOf(shown), candles(0, 3), '1m')).toEqual({ kind: 'replace' });
    expect(
      planCandleUpdate(drawnOf(shown), [...candles(0, 4), { time: 5 * minute }], '1m'),
    ).toEqual({ kind: 'replace' });
    // Older than what was drawn.
    expect(planCandleUpdate(drawnOf(shown), candles(-minute, 5), '1m')).toEqual({
      kind: 'replace',
    });
  });
});
