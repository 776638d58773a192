import { streamContract, tickerCoins, type CandleInterval } from '@tp/api';

export type CoinOfPage = (typeof tickerCoins)[number];

/** The coin a `/market/:symbol` page shows: one of the ticker's ten (D9), by its symbol in any case; null otherwise. */
export function coinOfSymbol(symbol: string | undefined): CoinOfPage | null {
  const wanted = symbol?.toUpperCase();
  return tickerCoins.find((coin) => coin.symbol === wanted) ?? null;
}

export const defaultCandleInterval: CandleInterval = '1m';

/** The URL's `?interval=`; anything else (or nothing) is the default. */
export function candleIntervalOf(value: string | null): CandleInterval {
  return (streamContract.candleIntervals as readonly string[]).includes(value ?? '')
    ? (value as CandleInterval)
    : defaultCandleInterval;
}
