import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { CandleInterval, StreamCandle } from '@tp/api';
import { formatDecimal } from '../../format';
import { dateLocale } from '../../format/formatLocale';
import type { Palette } from '../../theme/palette';
import { pricePrecision } from './candleFigures';
import { crosshairTimeLabel, tickMarkLabel } from './candleTimeAxis';
import { planCandleUpdate, type DrawnCandles } from './candleUpdate';

/**
 * Everything that touches lightweight-charts, loaded with it (loadCandleDrawing, D7): the coin page carries only
 * the React shell (CandleChart) until the chart mounts.
 */
export interface DrawnCandleChart {
  /** Colours and the page's typeface (the canvas draws its labels itself). */
  paint(palette: Palette, fontFamily: string | undefined): void;
  /** The axes' and the crosshair's labels in the formatters' locale (D18). */
  localize(): void;
  /** Draws the candles: `update` for the forming candle and new ones, `setData` only for another data set. */
  show(candles: readonly StreamCandle[], interval: CandleInterval): void;
  /** Tells `listener` each time the newest candle scrolls out of view (false) or back into it (true). */
  onLiveChange(listener: (live: boolean) => void): void;
  /** Scrolls back to the newest candle. */
  backToLive(): void;
  /**
   * The crosshair on candle `index` of those shown, scrolled into view; it stays on that candle as the candles
   * update and the view moves, until `clearPoint`.
   */
  pointAt(index: number): void;
  clearPoint(): void;
  remove(): void;
}

/** Candles in view when a data set is first drawn; the user zooms and scrolls from there. */
const initialBars = 120;
/** Empty bars right of the newest candle when following it live. */
const rightBars = 3;
/** Bars kept between a candle the cursor scrolls into view and the edge. */
const cursorMargin = 2;
/** The volume bars' share of the chart, at the bottom. */
const volumeShare = 0.2;
/** Volume bars in the candle's colour, this see-through (hex alpha), so the candles above stay clear. */
const volumeAlpha = '66';

function priceFormat(precision: number) {
  return {
    type: 'custom' as const,
    minMove: 10 ** -precision,
    formatter: (price: number) => formatDecimal(price, precision),
  };
}

function reducedMotion(): boolean {
  // Story tests and screenshot runs freeze animations: jump there, as under reduced motion.
  if (document.documentElement.hasAttribute('data-freeze-animations')) return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

const timeOf = (candle: StreamCandle) => candle.time as UTCTimestamp;

/** A coin's candles over its volume, which takes the bottom fifth on a scale of its own. */
export function drawCandleChart(container: HTMLElement): DrawnCandleChart {
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    timeScale: { rightOffset: rightBars, secondsVisible: false },
  });
  const candleSeries = chart.addSeries(CandlestickSeries, { priceFormat: priceFormat(2) });
  candleSeries
    .priceScale()
    .applyOptions({ scaleMargins: { top: 0.1, bottom: volumeShare + 0.05 } });
  const volumeSeries = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    priceLineVisible: false,
    lastValueVisible: false,
  });
  volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 1 - volumeShare, bottom: 0 } });
  const timeScale = chart.timeScale();

  let drawn: DrawnCandles | null = null;
  let shown: readonly StreamCandle[] = [];
  let interval: CandleInterval = '1m';
  let precision = 2;
  let colors = { up: '', down: '' };
  let live = true;
  let liveListener: ((live: boolean) => void) | null = null;
  /** The time of the candle the keyboard cursor is on. */
  let pointed: number | null = null;
  let pendingFrame = 0;

  const candleBar = (candle: StreamCandle): CandlestickData<UTCTimestamp> => ({
    time: timeOf(candle),
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
  });
  const volumeBar = (candle: StreamCandle): HistogramData<UTCTimestamp> => ({
    time: timeOf(candle),
    value: candle.volume,
    ...(colors.up && {
      color: `${candle.close >= candle.open ? colors.up : colors.down}${volumeAlpha}`,
    }),
  });

  /** The index on the time scale (its logical index) of the newest candle. */
  const newestIndex = () => (drawn ? drawn.leading + shown.length - 1 : -1);

  /**
   * The library turns the crosshair's price and time into coordinates at once, but applies a new visible range (and
   * the price scale's fit to it) only when it next draws: place the crosshair after that, and again whenever the
   * view or the candle moves.
   */
  const placeCrosshair = () => {
    cancelAnimationFrame(pendingFrame);
    if (pointed === null) return;
    pendingFrame = requestAnimationFrame(() => {
      pendingFrame = requestAnimationFrame(() => {
        const candle = shown.find((each) => each.time === pointed);
        if (candle) chart.setCrosshairPosition(candle.close, timeOf(candle), candleSeries);
      });
    });
  };

  const checkLive = () => {
    const range = timeScale.getVisibleLogicalRange();
    // Out of view once the newest candle's middle is past the right edge.
    const next = !range || shown.length === 0 || range.to >= newestIndex();
    if (next === live) return;
    live = next;
    liveListener?.(live);
  };

  const onRangeChange = () => {
    checkLive();
    placeCrosshair();
  };

  timeScale.subscribeVisibleLogicalRangeChange(onRangeChange);

  const setAll = () => {
    candleSeries.setData(shown.map(candleBar));
    volumeSeries.setData(shown.map(volumeBar));
  };

  /** Draws every candle afresh, leaving the user's view where it was (the bars kept before them are dropped). */
  const redrawKeepingView = () => {
    const range = timeScale.getVisibleLogicalRange();
    const shift = drawn?.leading ?? 0;
    setAll();
    if (drawn) drawn = { ...drawn, leading: 0 };
    if (range) timeScale.setVisibleLogicalRange({ from: range.from - shift, to: range.to - shift });
  };

  const applyTimeLabels = () => {
    chart.applyOptions({
      localization: {
        locale: dateLocale() ?? navigator.language,
        timeFormatter: (time: unknown) => crosshairTimeLabel(time as number, interval),
      },
      timeScale: {
        timeVisible: interval !== '1d',
        tickMarkFormatter: (time: unknown, type: number) =>
          tickMarkLabel(time as number, type, interval),
      },
    });
  };

  return {
    paint(palette, fontFamily) {
      chart.applyOptions({
        layout: {
          ...(fontFamily && { fontFamily }),
          background: { color: palette.surface },
          textColor: palette.textMuted,
        },
        grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
        rightPriceScale: { borderColor: palette.border },
        timeScale: { borderColor: palette.border },
        crosshair: {
          vertLine: { color: palette.borderStrong, labelBackgroundColor: palette.text },
          horzLine: { color: palette.borderStrong, labelBackgroundColor: palette.text },
        },
      });
      const up = palette.chartUp;
      const down = palette.chartDown;
      candleSeries.applyOptions({
        upColor: up,
        downColor: down,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down,
      });
      colors = { up, down };
      // Each volume bar carries its colour: the bars drawn take the new ones.
      if (drawn) redrawKeepingView();
    },
    localize() {
      applyTimeLabels();
      candleSeries.applyOptions({ priceFormat: priceFormat(precision) });
    },
    show(candles, nextInterval) {
      const plan = planCandleUpdate(drawn, candles, nextInterval);
      if (plan.kind === 'unchanged') return;
      shown = candles;
      if (nextInterval !== interval) {
        interval = nextInterval;
        applyTimeLabels();
      }
      const nextPrecision = pricePrecision(candles);
      if (nextPrecision !== precision) {
        precision = nextPrecision;
        candleSeries.applyOptions({ priceFormat: priceFormat(precision) });
      }
      if (plan.kind === 'update') {
        for (const candle of candles.slice(plan.from)) {
          candleSeries.update(candleBar(candle));
          volumeSeries.update(volumeBar(candle));
        }
        drawn = { candles, interval, leading: plan.leading };
      } else if (plan.kind === 'replace') {
        pointed = null;
        chart.clearCrosshairPosition();
        setAll();
        drawn = { candles, interval, leading: 0 };
        // The newest candles, once per data set: an update never moves what the user looks at.
        const newest = candles.length - 1;
        timeScale.setVisibleLogicalRange({
          from: newest + 0.5 + rightBars - initialBars,
          to: newest + 0.5 + rightBars,
        });
      } else {
        drawn = { candles, interval, leading: plan.leading };
        redrawKeepingView();
      }
      checkLive();
      placeCrosshair();
    },
    onLiveChange(listener) {
      liveListener = listener;
    },
    backToLive() {
      timeScale.scrollToPosition(rightBars, !reducedMotion());
    },
    pointAt(index) {
      const candle = shown[index];
      if (!candle || !drawn) return;
      pointed = candle.time;
      const range = timeScale.getVisibleLogicalRange();
      if (range) {
        const logical = drawn.leading + index;
        const width = range.to - range.from;
        if (logical - 0.5 < range.from) {
          const from = logical - 0.5 - cursorMargin;
          timeScale.setVisibleLogicalRange({ from, to: from + width });
        } else if (logical + 0.5 > range.to) {
          const to = logical + 0.5 + cursorMargin;
          timeScale.setVisibleLogicalRange({ from: to - width, to });
        }
      }
      placeCrosshair();
    },
    clearPoint() {
      pointed = null;
      cancelAnimationFrame(pendingFrame);
      chart.clearCrosshairPosition();
    },
    remove() {
      timeScale.unsubscribeVisibleLogicalRangeChange(onRangeChange);
      cancelAnimationFrame(pendingFrame);
      liveListener = null;
      chart.remove();
    },
  };
}
