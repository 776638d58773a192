import {
  formatCompactUsd,
  formatDateTime,
  formatSignedPercent,
  formatTime,
  formatUsdPrice,
} from '../../format';

/** A coin's USD price: en-US dollars with 2 decimals (D8), finer under $1; "—" when there is none. */
export function formatCoinPrice(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '—';
  return formatUsdPrice(price);
}

/** A change in percent, always signed: "+1.23%", "-0.45%"; what rounds to zero "0.00%". */
export function formatChange(change: number): string {
  return formatSignedPercent(change);
}

/**
 * The direction a change shows: flat when it reads 0.00% (under 0.005 either way, as the format
 * rounds half away from zero), else its sign. The arrow, the colour and the lists follow it.
 */
export function changeDirection(change: number): 'up' | 'down' | 'flat' {
  if (!Number.isFinite(change) || Math.round(Math.abs(change) * 100) === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** A 24 h volume in compact USD: $28.4B, $420M, $950K. */
export function formatVolume(volume: number): string {
  return formatCompactUsd(volume);
}

/**
 * When the data is from, in the user's locale (D8): the time alone when it is from the same day as
 * `checkedAt` (the last time the screen asked), with the date otherwise.
 */
export function formatAsOf(asOf: number, checkedAt: number): string {
  const day = (time: number) => new Date(time).toDateString();
  return day(asOf) === day(checkedAt) ? formatTime(asOf) : formatDateTime(asOf);
}
