// DECISIONS D3: forex quotes come through the platform API. D10: the mock's are a seeded random walk from sample
// prices at 00:00 UTC today (randomWalk.ts), so a fixed clock gives the same quotes in every run.
import { fieldErrors } from './apiError';
import { DAY } from './clock';
import { roundTo } from './deterministicNoise';
import { createWalk, percentChange } from './randomWalk';
import { serverTexts } from './serverTexts';

/** Daily volatility of major pairs is about 0.5 %; emerging-market pairs move more. */
const volatileQuoteCurrencies = ['TRY', 'ZAR', 'MXN'];

const basePrices: Record<string, number> = {
  EURUSD: 1.0842,
  GBPUSD: 1.2671,
  USDJPY: 151.37,
  USDCHF: 0.9012,
  AUDUSD: 0.6578,
  USDCAD: 1.3594,
  NZDUSD: 0.6012,
  EURGBP: 0.8556,
  EURJPY: 164.12,
  GBPJPY: 191.81,
  EURCHF: 0.9771,
  AUDJPY: 99.57,
  EURAUD: 1.6483,
  EURCAD: 1.4739,
  GBPCHF: 1.1419,
  CADJPY: 111.35,
  CHFJPY: 167.96,
  AUDCAD: 0.8942,
  AUDNZD: 1.0941,
  NZDJPY: 91.0,
  GBPAUD: 1.9263,
  GBPCAD: 1.7225,
  EURNZD: 1.8034,
  AUDCHF: 0.5928,
  GBPNZD: 2.1076,
  USDSGD: 1.3487,
  USDHKD: 7.8231,
  USDSEK: 10.6412,
  USDNOK: 10.7894,
  USDDKK: 6.8813,
  USDZAR: 18.7321,
  USDMXN: 16.8542,
  USDTRY: 32.2145,
};

// D9: the pairs are one constant shared with the UI (packages/api/src/market/tickerSymbols.ts).
export { forexSymbols } from '@tp/api';

/** Quotes for the requested pairs (`EURUSD,GBPUSD`) at `now`, change over 24 h in percent; unknown pairs are left out. */
export function forexQuotes(symbolsParam: string | null, now: number) {
  if (symbolsParam === null || symbolsParam === '')
    throw fieldErrors({ symbols: [serverTexts.fieldRequired] });
  if (!/^[A-Z]{6}(,[A-Z]{6})*$/.test(symbolsParam))
    throw fieldErrors({ symbols: [serverTexts.symbolsInvalid] });
  const requested = symbolsParam.split(',').filter((symbol) => symbol in basePrices);
  return [...new Set(requested)].map((symbol) => {
    const anchorPrice = basePrices[symbol] ?? 0;
    const dailyVolatility = volatileQuoteCurrencies.some((code) => symbol.endsWith(code))
      ? 0.009
      : 0.005;
    const walk = createWalk({ name: `forex:${symbol}`, anchorPrice, dailyVolatility }, now);
    const price = walk.priceAt(now);
    const change = roundTo(percentChange(walk.priceAt(now - DAY), price), 2);
    return { symbol, price: roundTo(price, anchorPrice > 20 ? 2 : 4), change };
  });
}
