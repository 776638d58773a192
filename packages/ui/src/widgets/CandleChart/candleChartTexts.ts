// The candle chart's own texts, written with `i18n._(…)` (DECISIONS D18).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CandleInterval } from '@tp/api';

/** How long one candle lasts, as the accessible texts say it. */
export const intervalNames: Record<CandleInterval, MessageDescriptor> = {
  '1m': msg`1 minute`,
  '5m': msg`5 minutes`,
  '1h': msg`1 hour`,
  '1d': msg`1 day`,
};

/** One candle's figures, each already written in the user's locale. */
export interface CandleFigures {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export const candleChartTexts = {
  /** The chart's name: "Bitcoin (BTC) candles, 1 minute. Use the arrow keys to read the candles." */
  chartLabel: (name: string, symbol: string, interval: string): MessageDescriptor =>
    msg`${name} (${symbol}) candles, ${interval}. Use the arrow keys to read the candles.`,
  /** What the keyboard cursor announces of the candle under it. */
  candle: ({ time, open, high, low, close, volume }: CandleFigures): MessageDescriptor =>
    msg`${time}: open ${open}, high ${high}, low ${low}, close ${close}, volume ${volume}`,
  backToLive: msg`Back to live`,
  showTable: msg`Show candles as a table`,
  hideTable: msg`Hide the table`,
  /** "Bitcoin (BTC) candles, 1 minute: the latest 30, newest first". */
  tableCaption: (
    name: string,
    symbol: string,
    interval: string,
    count: number,
  ): MessageDescriptor =>
    msg`${name} (${symbol}) candles, ${interval}: the latest ${count}, newest first`,
  time: msg`Time`,
  // A candle's prices: "Close" is also the dialogs' button, which other languages word apart.
  open: msg({ message: 'Open', context: 'candle price' }),
  high: msg({ message: 'High', context: 'candle price' }),
  low: msg({ message: 'Low', context: 'candle price' }),
  close: msg({ message: 'Close', context: 'candle price' }),
  volume: msg`Volume`,
  noCandles: msg`No candles yet`,
  loadFailed: msg`The chart could not be loaded. The table of candles still works.`,
} as const;
