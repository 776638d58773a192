// The coin page's own texts (issue 44, D19; the spec has no coin page). Written with `i18n._` (D18).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CandleInterval } from '@tp/api';

export const coinTexts = {
  backToMarket: msg`Back to Market`,
  lastPrice: msg`Last price`,
  change24h: msg`24 h change`,
  intervalGroup: msg`Candle interval`,
  intervalLabels: {
    '1m': msg`1 m`,
    '5m': msg`5 m`,
    '1h': msg`1 h`,
    '1d': msg`1 d`,
  } satisfies Record<CandleInterval, MessageDescriptor>,
  chartTitle: msg`Price chart`,
  loading: msg`Loading candles`,
  empty: msg`No candles for this interval yet. They appear as trades come in.`,
  /** Candles come only over the stream; the polled ticker still gives the price. */
  unavailable: msg`The chart needs the live price stream, which cannot be reached now. The last price above is refreshed every 15 seconds meanwhile.`,
  refused: (code: string) =>
    msg`The price stream refused this chart (${code}). Try another interval, or come back later.`,
  noPrice: msg`Not available`,
};
