// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lightPalette } from '../../theme/palette';
import { drawCandleChart } from './candleDrawing';
import { storyCandles } from './storyCandles';

interface Range {
  from: number;
  to: number;
}

// lightweight-charts draws on a canvas jsdom does not have: a stand-in records the calls that matter here.
const calls = vi.hoisted(() => ({
  setData: [] as { series: string; count: number }[],
  update: [] as { series: string; time: number }[],
  ranges: [] as Range[],
  crosshair: [] as ({ price: number; time: number } | null)[],
  range: null as Range | null,
  rangeListeners: [] as ((range: Range | null) => void)[],
}));

vi.mock('lightweight-charts', () => {
  const series = (name: string) => ({
    applyOptions: () => {},
    priceScale: () => ({ applyOptions: () => {} }),
    setData: (data: unknown[]) => calls.setData.push({ series: name, count: data.length }),
    update: (bar: { time: number }) => calls.update.push({ series: name, time: bar.time }),
  });
  const setRange = (range: Range) => {
    calls.range = range;
    calls.ranges.push(range);
    for (const listener of calls.rangeListeners) listener(range);
  };
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    createChart: () => ({
      addSeries: (kind: string) => series(kind),
      applyOptions: () => {},
      setCrosshairPosition: (price: number, time: number) => calls.crosshair.push({ price, time }),
      clearCrosshairPosition: () => calls.crosshair.push(null),
      remove: () => {},
      timeScale: () => ({
        getVisibleLogicalRange: () => calls.range,
        setVisibleLogicalRange: setRange,
        subscribeVisibleLogicalRangeChange: (listener: (range: Range | null) => void) =>
          calls.rangeListeners.push(listener),
        unsubscribeVisibleLogicalRangeChange: () => {},
        scrollToPosition: () => setRange({ from: 80.5, to: 202.5 }),
      }),
    }),
  };
});

beforeEach(() => {
  calls.setData = [];
  calls.update = [];
  calls.ranges = [];
  calls.crosshair = [];
  calls.range = null;
  calls.rangeListeners = [];
});

/** The crosshair is placed once the library has drawn the new view: two frames on. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

const candles = storyCandles({ count: 200, interval: '1m', level: 43_000 });
const formed = { ...candles.at(-1)!, close: candles.at(-1)!.close + 5 };
const appended = { ...formed, time: formed.time + 60 };

describe('drawCandleChart', () => {
  it('sets the data and shows the newest 120 candles once, then only updates', () => {
    const chart = drawCandleChart(document.createElement('div'));
    chart.paint(lightPalette, undefined);
    chart.show(candles, '1m');
    expect(calls.setData).toEqual([
      { series: 'candles', count: 200 },
      { series: 'volume', count: 200 },
    ]);
    expect(calls.ranges).toEqual([{ from: 82.5, to: 202.5 }]);

    chart.show([...candles.slice(0, -1), formed], '1m');
    chart.show([...candles.slice(0, -1), formed, appended], '1m');
    expect(calls.setData).toHaveLength(2);
    expect(calls.update).toEqual([
      { series: 'candles', time: formed.time },
      { series: 'volume', time: formed.time },
      { series: 'candles', time: formed.time },
      { series: 'volume', time: formed.time },
      { series: 'candles', time: appended.time },
      { series: 'volume', time: appended.time },
    ]);
    // An update never moves the view.
    expect(calls.ranges).toHaveLength(1);
  });

  it('draws another interval afresh', () => {
    const chart = drawCandleChart(document.createElement('div'));
    chart.show(candles, '1m');
    chart.show(storyCandles({ count: 50, interval: '1h', level: 43_000 }), '1h');
    expect(calls.setData.map(({ count }) => count)).toEqual([200, 200, 50, 50]);
    expect(calls.ranges.at(-1)).toEqual({ from: -67.5, to: 52.5 });
  });

  it('says when the newest candle leaves the view and comes back', async () => {
    const chart = drawCandleChart(document.createElement('div'));
    const live = vi.fn();
    chart.onLiveChange(live);
    chart.show(candles, '1m');
    // Home: the oldest candle scrolled into view.
    chart.pointAt(0);
    expect(calls.range).toEqual({ from: -2.5, to: 117.5 });
    await frames();
    expect(calls.crosshair.at(-1)).toEqual({ price: candles[0]!.close, time: candles[0]!.time });
    expect(live).toHaveBeenLastCalledWith(false);
    // A new candle while the user reads history: still not live.
    chart.show([...candles.slice(0, -1), formed, appended], '1m');
    expect(live).toHaveBeenCalledTimes(1);
    chart.backToLive();
    expect(live).toHaveBeenLastCalledWith(true);
    chart.remove();
  });

  it('keeps the crosshair on the cursor’s candle as it updates, until cleared', async () => {
    const chart = drawCandleChart(document.createElement('div'));
    chart.show(candles, '1m');
    chart.pointAt(199);
    // In view already: nothing scrolls.
    expect(calls.ranges).toHaveLength(1);
    chart.show([...candles.slice(0, -1), formed], '1m');
    await frames();
    expect(calls.crosshair.slice(1)).toEqual([{ price: formed.close, time: formed.time }]);
    chart.clearPoint();
    chart.show([...candles.slice(0, -1), formed, appended], '1m');
    await frames();
    expect(calls.crosshair.at(-1)).toBeNull();
  });

  it('draws the dropped candles’ bars away without moving the view, once there are many', () => {
    const chart = drawCandleChart(document.createElement('div'));
    let list = candles;
    chart.show(list, '1m');
    calls.range = { from: 10, to: 50 };
    for (let step = 0; step <= 500; step += 1) {
      const last = list.at(-1)!;
      list = [...list.slice(1), { ...last, time: last.time + 60 }];
      chart.show(list, '1m');
    }
    // 501 dropped from the front: the last one trimmed them with one setData, shifting the view by as many bars.
    expect(calls.setData.map(({ count }) => count)).toEqual([200, 200, 200, 200]);
    expect(calls.range).toEqual({ from: 10 - 501, to: 50 - 501 });
  });
});
