// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forexSymbols,
  streamCoinIds,
  streamContract,
  tickerCoins,
  type CandleInterval,
} from '@tp/api';
import { DAY, HOUR, MINUTE, SECOND } from '../backend/clock';
import { forexQuotes } from '../backend/forexQuotes';
import { coinQuote, findCoin } from '../backend/marketData';
import { SEED_NOW } from '../backend/seed';
import { MAX_JITTER_RATIO } from './priceJitter';
import { candlesAt, tickerQuotesAt } from './streamPrices';

const noon = Date.parse(SEED_NOW) + 12_345;
const intervalMs: Record<CandleInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '1h': HOUR,
  '1d': DAY,
};
const intervals = streamContract.candleIntervals;

/** The last digit the HTTP API keeps for a price like `price`. */
const coinUnit = (price: number) => (price < 1 ? 1e-6 : 0.01);
const forexUnit = (price: number) => (price > 20 ? 0.01 : 1e-4);

const coinSymbols = tickerCoins.map((tickerCoin) => tickerCoin.symbol);
/** Priced in thousands of dollars, or below a dollar with six decimals. */
const finelyPricedCoins = ['BTC', 'ETH', 'BNB', 'ADA', 'XRP', 'DOGE', 'MATIC'];
const quoteOf = (ms: number, symbol: string) => {
  const quote = tickerQuotesAt(ms).find((candidate) => candidate.symbol === symbol);
  if (!quote) throw new Error(`no ${symbol}`);
  return quote;
};
const coin = (id: string) => {
  const found = findCoin(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('the stream’s ticker quotes (D10, D19)', () => {
  it('are the 43 ticker symbols, the coins first, in the ticker’s order', () => {
    expect(tickerQuotesAt(noon).map((quote) => quote.symbol)).toEqual([
      ...coinSymbols,
      ...forexSymbols,
    ]);
  });

  it('agree with the HTTP quotes of the same instant within the fine jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: noon - 30 * DAY, max: noon + 30 * DAY }), (ms) => {
        const quotes = tickerQuotesAt(ms);
        tickerCoins.forEach((tickerCoin, index) => {
          const http = coinQuote(coin(tickerCoin.id), ms);
          const streamed = quotes[index]!;
          expect(Math.abs(streamed.price - http.price)).toBeLessThanOrEqual(
            http.price * MAX_JITTER_RATIO + coinUnit(http.price),
          );
          expect(Math.abs(streamed.change24h - http.change24h)).toBeLessThanOrEqual(0.05);
        });
        const pairs = forexQuotes(forexSymbols.join(','), ms);
        pairs.forEach((http, index) => {
          const streamed = quotes[tickerCoins.length + index]!;
          expect(streamed.symbol).toBe(http.symbol);
          expect(Math.abs(streamed.price - http.price)).toBeLessThanOrEqual(
            http.price * MAX_JITTER_RATIO + forexUnit(http.price),
          );
          expect(Math.abs(streamed.change24h - http.change)).toBeLessThanOrEqual(0.05);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('are the same for the same instant, and for every instant of one second', () => {
    const second = Math.floor(noon / SECOND) * SECOND;
    expect(tickerQuotesAt(noon)).toEqual(tickerQuotesAt(noon));
    expect(tickerQuotesAt(second)).toEqual(tickerQuotesAt(second + 999));
  });

  it('move about every second, though the HTTP walk moves only every 15 s', () => {
    const start = Math.floor(noon / 15_000) * 15_000;
    expect(coinQuote(coin('bitcoin'), start).price).toBe(
      coinQuote(coin('bitcoin'), start + 14_000).price,
    );
    const seconds = Array.from({ length: 15 }, (_, index) =>
      tickerQuotesAt(start + index * SECOND),
    );
    for (let index = 1; index < seconds.length; index += 1) {
      const moved = seconds[index]!.filter(
        (quote, position) => quote.price !== seconds[index - 1]![position]!.price,
      );
      // A cent is more than a second's move of DOT, AVAX or SOL, and a pip of some forex pairs: most move.
      expect(moved.map((quote) => quote.symbol)).toEqual(expect.arrayContaining(finelyPricedCoins));
      expect(moved.length).toBeGreaterThanOrEqual(25);
    }
  });

  it('move with every step of a finer jitter (a benchmark burst)', () => {
    const step = 20;
    const before = tickerQuotesAt(noon, step);
    const after = tickerQuotesAt(noon + step, step);
    const moved = after.filter((quote, index) => quote.price !== before[index]!.price);
    expect(moved.length).toBeGreaterThanOrEqual(30);
  });
});

describe('the stream’s candles (D19)', () => {
  it.each(intervals)(
    '%s: the latest ones, aligned and consecutive, the last containing the instant',
    (interval) => {
      const length = intervalMs[interval];
      const candles = candlesAt('bitcoin', interval, noon, streamContract.maxSnapshotCandles);
      expect(candles).toHaveLength(500);
      candles.forEach((candle, index) => {
        expect((candle.time * SECOND) % length).toBe(0);
        if (index > 0) expect(candle.time - candles[index - 1]!.time).toBe(length / SECOND);
      });
      const forming = candles.at(-1)!;
      expect(forming.time * SECOND).toBeLessThanOrEqual(noon);
      expect(noon).toBeLessThan(forming.time * SECOND + length);
    },
  );

  it('keep high and low around open and close, every figure positive (any coin, interval, instant)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...streamCoinIds),
        fc.constantFrom(...intervals),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 40 }),
        (coinId, interval, ms, count) => {
          const candles = candlesAt(coinId, interval, ms, count);
          expect(candles).toHaveLength(count);
          for (const candle of candles) {
            expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
            expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
            expect(candle.low).toBeGreaterThan(0);
            expect(candle.volume).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('close the forming candle at the ticker’s live price of the instant', () => {
    tickerCoins.forEach((tickerCoin) => {
      for (const interval of intervals) {
        const forming = candlesAt(tickerCoin.id, interval, noon, 1)[0]!;
        expect(forming.close).toBe(quoteOf(noon, tickerCoin.symbol).price);
      }
    });
  });

  it('follow the HTTP walk: each closed candle closes at the HTTP price of its last instant, within the jitter', () => {
    for (const candle of candlesAt('ethereum', '1m', noon, 300).slice(0, -1)) {
      const http = coinQuote(coin('ethereum'), candle.time * SECOND + MINUTE - 1).price;
      expect(Math.abs(candle.close - http)).toBeLessThanOrEqual(http * MAX_JITTER_RATIO + 0.01);
    }
  });

  it('stay put once closed, and the forming one keeps its open while its volume grows', () => {
    const earlier = candlesAt('solana', '5m', noon, 50);
    const later = candlesAt('solana', '5m', noon + 10 * MINUTE, 50);
    expect(later.slice(0, -3)).toEqual(earlier.slice(2, -1));
    const formingStart = earlier.at(-1)!.time * SECOND;
    const first = candlesAt('solana', '5m', formingStart + 10 * SECOND, 1)[0]!;
    const second = candlesAt('solana', '5m', formingStart + 4 * MINUTE, 1)[0]!;
    expect(second.time).toBe(first.time);
    expect(second.open).toBe(first.open);
    expect(second.volume).toBeGreaterThan(first.volume);
  });

  it('are the same on every call', () => {
    expect(candlesAt('dogecoin', '1d', noon, 500)).toEqual(candlesAt('dogecoin', '1d', noon, 500));
  });

  it('refuse a count outside 1 to 500', () => {
    expect(() => candlesAt('bitcoin', '1m', noon, 0)).toThrow(RangeError);
    expect(() => candlesAt('bitcoin', '1m', noon, 501)).toThrow(RangeError);
  });
});
