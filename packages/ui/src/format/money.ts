import { numberFormat } from './intlCache';

/** What every formatter writes for a figure that is not a number. */
export const noFigure = '—';

export interface FormatUsdOptions {
  /** Show "+" before positive amounts (transaction lists, profits). */
  signed?: boolean;
  /** Decimals, exactly (D8: 2); the ticker shows 4 for a coin under a dollar. */
  fractionDigits?: number;
}

/**
 * Dollars (D8: 2 decimals): 1234.5 → "$1,234.50"; -3 → "-$3.00"; with `signed`, 3 → "+$3.00".
 * Zero, -0 and what rounds to zero carry no sign ("$0.00"). Not a number → "—".
 */
export function formatUsd(
  amount: number,
  { signed = false, fractionDigits = 2 }: FormatUsdOptions = {},
): string {
  if (!Number.isFinite(amount)) return noFigure;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: signed ? 'exceptZero' : 'negative',
  }).format(amount);
}

/** A signed amount: 3 → "+$3.00", -3 → "-$3.00", 0 → "$0.00". */
export function formatSignedUsd(amount: number): string {
  return formatUsd(amount, { signed: true });
}

/**
 * A price that may be far under a dollar, where 2 decimals say too little ($0.0341 would read $0.03):
 * 2 to 4 significant digits there ("$0.0341", "$0.00001234"), dollars with 2 decimals from $1
 * (from 0.99995, which 4 significant digits would round to "$1.000"). Not a number → "—".
 */
export function formatUsdPrice(price: number): string {
  if (!Number.isFinite(price)) return noFigure;
  if (Math.abs(price) >= 0.99995) return formatUsd(price);
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumSignificantDigits: 2,
    maximumSignificantDigits: 4,
    signDisplay: 'negative',
  }).format(price);
}

/** A large amount in compact dollars: "$28.4B", "$420M", "$950K", "$12". Not a number → "—". */
export function formatCompactUsd(amount: number): string {
  if (!Number.isFinite(amount)) return noFigure;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    signDisplay: 'negative',
  }).format(amount);
}
