import type { tickerCoins } from '@tp/api';
import { streamContract, type CandleInterval } from '@tp/api';

export type CoinOfPage = (typeof tickerCoins)[number];

export { coinOfSymbol } from '../../shell/coinPage';

export const defaultCandleInterval: CandleInterval = '1m';

/** The URL's `?interval=`; anything else (or nothing) is the default. */
export function candleIntervalOf(value: string | null): CandleInterval {
  return (streamContract.candleIntervals as readonly string[]).includes(value ?? '')
    ? (value as CandleInterval)
    : defaultCandleInterval;
}
