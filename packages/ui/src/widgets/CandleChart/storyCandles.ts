import type { CandleInterval, StreamCandle } from '@tp/api';

/** Seconds each interval's candle lasts. */
export const intervalSeconds: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '1h': 3_600,
  '1d': 86_400,
};

/** How far a candle moves, as a share of the price. */
const swing: Record<CandleInterval, number> = {
  '1m': 0.0015,
  '5m': 0.003,
  '1h': 0.008,
  '1d': 0.03,
};
/** A candle's usual volume in dollars at a BTC-sized market; `volumeScale` sizes it to the coin. */
const baseVolume: Record<CandleInterval, number> = {
  '1m': 1.2e6,
  '5m': 6e6,
  '1h': 7e7,
  '1d': 1.6e9,
};

/** The stories' "now": the mock API's seed time (SEED_NOW), so the candles end where the story clock starts. */
export const storyNow = Date.UTC(2026, 5, 15, 12, 0) / 1000;

/** mulberry32: a small seeded generator, so every run draws the same candles. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

export interface StoryCandlesOptions {
  count: number;
  interval: CandleInterval;
  /** The price the walk starts from, e.g. 43_000 (BTC) or 0.08 (DOGE). */
  level: number;
  seed?: number;
  /** Volume relative to a BTC-sized market. */
  volumeScale?: number;
  /** The newest candle opens in this interval (seconds since the epoch). */
  end?: number;
}

/** A deterministic random walk of `count` candles, oldest first; the last is the forming one. */
export function storyCandles({
  count,
  interval,
  level,
  seed = 1,
  volumeScale = 1,
  end = storyNow,
}: StoryCandlesOptions): StreamCandle[] {
  const random = seeded(seed);
  const step = intervalSeconds[interval];
  const decimals = level < 1 ? 6 : 2;
  const newest = Math.floor(end / step) * step;
  let open = level;
  return Array.from({ length: count }, (_, index) => {
    const close = open * (1 + (random() - 0.5) * 2 * swing[interval]);
    const high = Math.max(open, close) * (1 + random() * swing[interval] * 0.6);
    const low = Math.min(open, close) * (1 - random() * swing[interval] * 0.6);
    const candle = {
      time: newest - (count - 1 - index) * step,
      open: roundTo(open, decimals),
      high: roundTo(high, decimals),
      low: roundTo(low, decimals),
      close: roundTo(close, decimals),
      volume: Math.round(baseVolume[interval] * volumeScale * (0.4 + random() * 1.2)),
    };
    open = close;
    return candle;
  });
}

/**
 * The next state of a live list, as the stream gives it: the forming candle moves (`tick` picks how), and every
 * `ticksPerCandle` ticks a new one opens at the last close; the list keeps the latest 500.
 */
export function nextLiveCandles(
  candles: readonly StreamCandle[],
  interval: CandleInterval,
  tick: number,
  ticksPerCandle = 5,
): StreamCandle[] {
  const last = candles.at(-1);
  if (!last) return [...candles];
  const random = seeded(tick + 1);
  const decimals = last.close < 1 ? 6 : 2;
  if (tick % ticksPerCandle === ticksPerCandle - 1) {
    const opened = { ...last, time: last.time + intervalSeconds[interval] };
    return [
      ...candles,
      { ...opened, open: last.close, high: last.close, low: last.close, volume: 0 },
    ].slice(-500);
  }
  const close = roundTo(last.close * (1 + (random() - 0.5) * swing[interval]), decimals);
  const moved = {
    ...last,
    close,
    high: Math.max(last.high, close),
    low: Math.min(last.low, close),
    volume: last.volume + Math.round(baseVolume[interval] * 0.1 * random()),
  };
  return [...candles.slice(0, -1), moved];
}
