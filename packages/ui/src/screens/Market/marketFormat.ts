import { formatUsd } from '../../widgets/Money/formatUsd';

// Under a dollar two decimals say too little (a $0.0341 coin would read $0.03, a $0.00001 one $0.00):
// up to 4 significant digits there, at least 2.
const smallPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 4,
});

/** From here 4 significant digits round to $1: the dollar format reads $1.00 there, not $1.0. */
const roundsToADollar = 0.99995;

/** A coin's USD price: en-US dollars with 2 decimals (D8), finer under $1; "—" when there is none. */
export function formatCoinPrice(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '—';
  return price < roundsToADollar ? smallPrice.format(price) : formatUsd(price);
}

const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "+1.23%" and "-0.45%"; one that rounds to zero reads "0.00%", never "-0.00%".
  signDisplay: 'exceptZero',
});

/** A change in percent, always signed: "+1.23%", "-0.45%". */
export function formatChange(change: number): string {
  return `${percent.format(change)}%`;
}

/**
 * The direction a change shows: flat when it reads 0.00% (under 0.005 either way, as the format
 * rounds half away from zero), else its sign. The arrow, the colour and the lists follow it.
 */
export function changeDirection(change: number): 'up' | 'down' | 'flat' {
  if (!Number.isFinite(change) || Math.round(Math.abs(change) * 100) === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A 24 h volume in compact USD: $28.4B, $420M, $950K. */
export function formatVolume(volume: number): string {
  return Number.isFinite(volume) ? compactUsd.format(volume) : '—';
}

const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * When the data is from, in the user's locale (D8): the time alone when it is from the same day as
 * `checkedAt` (the last time the screen asked), with the date otherwise.
 */
export function formatAsOf(asOf: number, checkedAt: number): string {
  const day = (time: number) => new Date(time).toDateString();
  return (day(asOf) === day(checkedAt) ? timeOfDay : dayAndTime).format(asOf);
}
