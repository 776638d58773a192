// D10/D19: the stream's prices come from the same seeded walks as the HTTP API (marketData.ts, forexQuotes.ts),
// with the per-second jitter of priceJitter.ts on top, so the stream and a poll at the same instant agree.
import {
  forexSymbols,
  streamContract,
  tickerCoins,
  type CandleInterval,
  type StreamCandle,
  type StreamCoinId,
  type StreamQuote,
} from '@tp/api';
import { DAY, MINUTE, HOUR, SECOND } from '../backend/clock';
import { hashString, roundTo } from '../backend/deterministicNoise';
import { forexQuotes } from '../backend/forexQuotes';
import { coinWalk, findCoin, type CoinDefinition } from '../backend/marketData';
import { normalAt, percentChange } from '../backend/randomWalk';
import { JITTER_STEP_MS, priceJitter } from './priceJitter';

function knownCoin(id: string): CoinDefinition {
  const coin = findCoin(id);
  if (!coin) throw new Error(`No market data for the coin ${id}.`);
  return coin;
}

const tickerCoinDefinitions = tickerCoins.map(({ id, symbol }) => ({
  symbol,
  coin: knownCoin(id),
}));

/** As marketData.ts rounds coin prices. */
function roundCoinPrice(price: number): number {
  return roundTo(price, price < 1 ? 6 : 2);
}

/** As forexQuotes.ts rounds (by its anchor price, which no pair's walk crosses 20 from within a day). */
function roundForexPrice(price: number): number {
  return roundTo(price, price > 20 ? 2 : 4);
}

type Walk = ReturnType<typeof coinWalk>;

/**
 * The 43 ticker symbols at `ms` (the ten coins in the ticker's order, then the forex pairs), each its HTTP quote
 * with the jitter of `ms`'s `jitterStepMs` bucket on top.
 */
export function tickerQuotesAt(ms: number, jitterStepMs: number = JITTER_STEP_MS): StreamQuote[] {
  const coinQuotes = tickerCoinDefinitions.map(({ symbol, coin }) => {
    const walk = coinWalk(coin, ms);
    const price = walk.priceAt(ms) * priceJitter(`coin:${coin.id}`, ms, jitterStepMs);
    return {
      symbol,
      price: roundCoinPrice(price),
      change24h: roundTo(percentChange(walk.priceAt(ms - DAY), price), 2),
    };
  });
  // forexQuotes.ts keeps its walks to itself: its rounded quote is jittered, so the price may be one unit off
  // the jittered walk price; the 24 h change follows from the quote's (its base is the price a day ago).
  const pairs = new Map(forexQuotes(forexSymbols.join(','), ms).map((q) => [q.symbol, q]));
  const pairQuotes = forexSymbols.map((symbol) => {
    const quote = pairs.get(symbol);
    if (!quote) throw new Error(`No forex quote for ${symbol}.`);
    const jitter = priceJitter(`forex:${symbol}`, ms, jitterStepMs);
    return {
      symbol,
      price: roundForexPrice(quote.price * jitter),
      change24h: roundTo(((1 + quote.change / 100) * jitter - 1) * 100, 2),
    };
  });
  return [...coinQuotes, ...pairQuotes];
}

const intervalMs: Record<CandleInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '1h': HOUR,
  '1d': DAY,
};

/** Instants sampled inside each candle besides its open and close: enough for a wick, cheap for 500 candles. */
const SAMPLES_PER_CANDLE = 12;

/**
 * The coin's walk price at any instant, fast for instants days back: a walk anchored on `t`'s own day gives the
 * intraday factor without walking back day by day, and each day's open is computed once.
 */
function walkSampler(coin: CoinDefinition, walk: Walk, anchorMs: number) {
  const dayOpens = new Map<number, number>();
  const anchorDay = Math.floor(anchorMs / DAY);
  return (t: number): number => {
    const day = Math.floor(t / DAY);
    // The anchor day exactly as the ticker computes it, so the forming candle's close equals the live price.
    if (day === anchorDay) return walk.priceAt(t);
    let open = dayOpens.get(day);
    if (open === undefined) {
      open = walk.openOf(t);
      dayOpens.set(day, open);
    }
    return open * (coinWalk(coin, t).priceAt(t) / coin.price);
  };
}

/** The candle's quote volume in USD: its share of the coin's daily volume, varied per candle. */
function candleVolume(
  coin: CoinDefinition,
  interval: CandleInterval,
  start: number,
  formedMs: number,
) {
  const length = intervalMs[interval];
  const draw = normalAt(hashString(`volume:${coin.id}:${interval}`), start / length);
  const full = coin.volume * (length / DAY) * Math.exp(0.35 * Math.max(-3, Math.min(3, draw)));
  return Math.max(1, Math.round((full * Math.max(formedMs, SECOND)) / length));
}

/**
 * The latest `count` (1 to 500) candles of the coin at `interval`, oldest first, the last one forming: it contains
 * `ms` and closes at the live price of `ms`. `time` is each candle's opening instant in seconds.
 */
export function candlesAt(
  coinId: StreamCoinId,
  interval: CandleInterval,
  ms: number,
  count: number,
): StreamCandle[] {
  if (!Number.isInteger(count) || count < 1 || count > streamContract.maxSnapshotCandles)
    throw new RangeError(`count must be 1 to ${streamContract.maxSnapshotCandles}.`);
  const coin = knownCoin(coinId);
  const walk = coinWalk(coin, ms);
  const walkPrice = walkSampler(coin, walk, ms);
  // The ticker's live price at `t` (default jitter step): the forming candle closes at the ticker's price.
  const priceAt = (t: number) => walkPrice(t) * priceJitter(`coin:${coin.id}`, t);
  const length = intervalMs[interval];
  const formingStart = Math.floor(ms / length) * length;
  const candles: StreamCandle[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const start = formingStart - back * length;
    const closeAt = back === 0 ? ms : start + length - 1;
    const open = priceAt(start);
    const close = priceAt(closeAt);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    for (let sample = 1; sample < SAMPLES_PER_CANDLE; sample += 1) {
      const t = start + Math.floor((sample * length) / SAMPLES_PER_CANDLE);
      if (t > closeAt) break;
      const price = priceAt(t);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    candles.push({
      time: start / SECOND,
      open: roundCoinPrice(open),
      high: roundCoinPrice(high),
      low: roundCoinPrice(low),
      close: roundCoinPrice(close),
      volume: candleVolume(coin, interval, start, back === 0 ? ms - start : length),
    });
  }
  return candles;
}
