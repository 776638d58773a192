// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './clock';
import { coinQuote, coins, coinWalk, marketChart } from './marketData';
import { forexQuotes } from './forexQuotes';
import { createWalk, normalAt } from './randomWalk';

const now = Date.parse('2026-06-15T12:00:00.000Z');

function logReturns(prices: number[]): number[] {
  return prices.slice(1).map((price, index) => Math.log(price / (prices[index] ?? price)));
}

function standardDeviation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/** Lag-1 autocorrelation: near 0 for a random walk's returns, near 1 for a smooth wave's. */
function autocorrelation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  let top = 0;
  let bottom = 0;
  values.forEach((value, index) => {
    bottom += (value - mean) ** 2;
    const next = values[index + 1];
    if (next !== undefined) top += (value - mean) * (next - mean);
  });
  return top / bottom;
}

describe('the seeded random walk (D10)', () => {
  it('draws standard normal steps: mean about 0, deviation about 1', () => {
    const draws = Array.from({ length: 20_000 }, (_, index) => normalAt(7, index));
    expect(Math.abs(draws.reduce((sum, value) => sum + value, 0) / draws.length)).toBeLessThan(
      0.03,
    );
    expect(standardDeviation(draws)).toBeCloseTo(1, 1);
  });

  it('gives the same prices for the same instant, in every run', () => {
    const bitcoin = coins[0]!;
    expect(coinQuote(bitcoin, now)).toEqual(coinQuote(bitcoin, now));
    expect(marketChart(bitcoin, '365', now)).toEqual(marketChart(bitcoin, '365', now));
    expect(forexQuotes('EURUSD,USDJPY', now)).toEqual(forexQuotes('EURUSD,USDJPY', now));
  });

  it('moves a little between two ticker refreshes 15 s apart', () => {
    const bitcoin = coins[0]!;
    const first = coinQuote(bitcoin, now).price;
    const second = coinQuote(bitcoin, now + 15_000).price;
    expect(second).not.toBe(first);
    expect(Math.abs(second / first - 1)).toBeLessThan(0.01);
  });

  it('has realistic daily volatility, not a regular wave', () => {
    const bitcoin = marketChart(coins[0]!, '730', now).prices.map(([, price]) => price);
    const returns = logReturns(bitcoin.slice(0, -1));
    // Bitcoin: about 2.8 % a day (annualised about 53 %).
    expect(standardDeviation(returns)).toBeGreaterThan(0.022);
    expect(standardDeviation(returns)).toBeLessThan(0.034);
    expect(Math.abs(autocorrelation(returns))).toBeLessThan(0.15);
  });

  it('anchors the walk: the day opens at the table price and later instants walk from it', () => {
    const walk = createWalk({ name: 'test', anchorPrice: 100, dailyVolatility: 0.02 }, now);
    const midnight = Math.floor(now / DAY) * DAY;
    expect(walk.openOf(now)).toBeCloseTo(100, 10);
    expect(walk.opensUpToAnchor(3)).toHaveLength(4);
    expect(walk.opensUpToAnchor(3).at(-1)).toBe(100);
    expect(walk.opensUpToAnchor(3)[2]).toBeCloseTo(walk.openOf(midnight - HOUR), 10);
  });

  it('reads the 1 h, 24 h and 7 d changes from the same walk as the price', () => {
    const ether = coins[1]!;
    const quote = coinQuote(ether, now);
    const walk = coinWalk(ether, now);
    for (const [change, back] of [
      [quote.change1h, HOUR],
      [quote.change24h, DAY],
      [quote.change7d, 7 * DAY],
    ] as const) {
      const then = walk.priceAt(now - back);
      expect(change).toBeCloseTo(((quote.price - then) / then) * 100, 1);
    }
  });
});
