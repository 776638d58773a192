import type { CandleInterval, StreamCandle } from '@tp/api';
import {
  formatCalendarDate,
  formatCompactUsd,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatTime,
} from '../../format';
import type { CandleFigures } from './candleChartTexts';

/** Decimals of the prices: a coin under a dollar needs 6 (0.081234), any other 2; read from the latest close. */
export function pricePrecision(candles: readonly StreamCandle[]): number {
  const close = candles.at(-1)?.close;
  return close !== undefined && close < 1 ? 6 : 2;
}

/** A candle's UTC day as `yyyy-mm-dd`: a daily candle opens at midnight UTC and is that calendar day everywhere. */
export function utcDay(timeSeconds: number): string {
  return new Date(timeSeconds * 1000).toISOString().slice(0, 10);
}

/**
 * When a candle opened, in the user's locale: a daily candle by its day ("Jun 15, 2026"); a shorter one by its
 * time of day ("2:05 PM") when it opened on the same day as the newest candle, else with its date too.
 */
export function candleTimeText(
  timeSeconds: number,
  interval: CandleInterval,
  newestTimeSeconds: number,
): string {
  if (interval === '1d') return formatCalendarDate(utcDay(timeSeconds));
  const at = timeSeconds * 1000;
  return formatDate(at) === formatDate(newestTimeSeconds * 1000)
    ? formatTime(at)
    : formatDateTime(at);
}

/** A candle's time, prices (to `precision` decimals) and volume (compact dollars), as the table and the cursor say them. */
export function candleFigures(
  candle: StreamCandle,
  interval: CandleInterval,
  newestTimeSeconds: number,
  precision: number,
): CandleFigures {
  return {
    time: candleTimeText(candle.time, interval, newestTimeSeconds),
    open: formatDecimal(candle.open, precision),
    high: formatDecimal(candle.high, precision),
    low: formatDecimal(candle.low, precision),
    close: formatDecimal(candle.close, precision),
    volume: formatCompactUsd(candle.volume),
  };
}
