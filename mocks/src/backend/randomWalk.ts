// D10: mock prices are a seeded random walk with realistic volatility. Every step's move comes from a hash of the
// series name and the step's absolute index, so the same instant gives the same price in every run and browser,
// and two instants of one series agree (the 1 h change is read from the same walk as the price).
import { DAY, MINUTE } from './clock';
import { hashString } from './deterministicNoise';

const INTRADAY_STEP = 15 * MINUTE;
const STEPS_PER_DAY = DAY / INTRADAY_STEP;
/** The ticker refreshes every 15 s (spec 2 §9): a small jitter per 15 s bucket makes each refresh a new quote. */
const TICK = 15_000;

/** murmur3's finaliser: every input bit flips about half of the output bits, so neighbouring steps are unrelated. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function uniformAt(seed: number, index: number, stream: number): number {
  const high = Math.floor(index / 4294967296);
  const h = mix32(mix32(mix32(seed ^ stream) ^ (index >>> 0)) ^ high);
  return (h + 0.5) / 4294967296;
}

/** A standard normal value for step `index` of the series `seed` (Box-Muller over two hashed uniforms). */
export function normalAt(seed: number, index: number): number {
  const u1 = uniformAt(seed, index, 0x68e31da4);
  const u2 = uniformAt(seed, index, 0xb5297a4d);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

export interface WalkSeries {
  /** Price at 00:00 UTC of the day the walk is anchored on. */
  anchorPrice: number;
  /** Standard deviation of one day's log return (0.03 = 3 %). */
  dailyVolatility: number;
  /** Names the series: same name, same walk. */
  name: string;
}

function dayIndex(ms: number): number {
  return Math.floor(ms / DAY);
}

/** Log return of the whole UTC day `day` (its close against the previous close). */
function dailyLogReturn(series: WalkSeries, seed: number, day: number): number {
  return series.dailyVolatility * normalAt(seed, day);
}

/** Log move from 00:00 UTC of `now`'s day to `now`: 15-minute steps, then the 15 s bucket's jitter. */
function intradayLogMove(series: WalkSeries, seed: number, now: number): number {
  const day = dayIndex(now);
  const sinceMidnight = now - day * DAY;
  const steps = Math.floor(sinceMidnight / INTRADAY_STEP);
  const stepVolatility = series.dailyVolatility / Math.sqrt(STEPS_PER_DAY);
  let move = 0;
  for (let step = 0; step < steps; step += 1)
    move += stepVolatility * normalAt(seed + 1, day * STEPS_PER_DAY + step);
  const tickVolatility = stepVolatility / 6;
  return move + tickVolatility * normalAt(seed + 2, Math.floor(now / TICK));
}

/**
 * Prices of one series, anchored so that 00:00 UTC of `anchorDay`'s day is `anchorPrice`. Days before walk back
 * through each day's return; instants of the anchor day walk forward in 15-minute steps.
 */
export function createWalk(series: WalkSeries, anchorMs: number) {
  const seed = hashString(series.name);
  const anchorDay = dayIndex(anchorMs);

  /** Close of UTC day `day` (its 00:00 UTC price is the previous day's close). */
  const dayOpen = (day: number): number => {
    let logPrice = Math.log(series.anchorPrice);
    if (day <= anchorDay) {
      for (let d = day; d < anchorDay; d += 1) logPrice -= dailyLogReturn(series, seed, d);
    } else {
      for (let d = anchorDay; d < day; d += 1) logPrice += dailyLogReturn(series, seed, d);
    }
    return Math.exp(logPrice);
  };

  return {
    /** The price at 00:00 UTC of the day containing `ms`. */
    openOf: (ms: number) => dayOpen(dayIndex(ms)),
    /** The 00:00 UTC prices of the `count` days before the anchor day, then the anchor day's, oldest first. */
    opensUpToAnchor: (count: number): number[] => {
      const opens = [series.anchorPrice];
      let logPrice = Math.log(series.anchorPrice);
      for (let day = anchorDay - 1; day >= anchorDay - count; day -= 1) {
        logPrice -= dailyLogReturn(series, seed, day);
        opens.push(Math.exp(logPrice));
      }
      return opens.reverse();
    },
    /** The price at the instant `ms`. */
    priceAt: (ms: number) => dayOpen(dayIndex(ms)) * Math.exp(intradayLogMove(series, seed, ms)),
  };
}

export function percentChange(from: number, to: number): number {
  return from === 0 ? 0 : ((to - from) / from) * 100;
}
