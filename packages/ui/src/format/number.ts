import { numberFormat } from './intlCache';
import { noFigure } from './money';

/** A count, grouped: 1234 → "1,234". Not a number → "—". */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return noFigure;
  return numberFormat({ maximumFractionDigits: 0, signDisplay: 'negative' }).format(count);
}

/** A plain number with exactly `fractionDigits` decimals, grouped: (1.08415, 4) → "1.0842". */
export function formatDecimal(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return noFigure;
  return numberFormat({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  }).format(value);
}

// Percentages arrive as numbers of percent (the APIs send 12.4 for 12.4 %).

/**
 * The percent as the exact decimal of a hundredth, for a percent format: 1.005 / 100 would be
 * 0.010049999…, which rounds to 1.00 %, where the figure as written (1.005) rounds to 1.01 %.
 */
function hundredths(percent: number): Intl.StringNumericLiteral {
  const [mantissa, exponent = '0'] = String(percent).split('e');
  return `${mantissa}E${Number(exponent) - 2}` as Intl.StringNumericLiteral;
}

/** A share, up to 2 decimals: 32 → "32%", 31.576 → "31.58%". Not a number → "—". */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return noFigure;
  return numberFormat({
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }).format(hundredths(percent));
}

/**
 * A change, always with 2 decimals and signed: 1.234 → "+1.23%", -0.45 → "-0.45%"; zero and what
 * rounds to it read "0.00%", never "+0.00%" or "-0.00%". Not a number → "—".
 */
export function formatSignedPercent(percent: number): string {
  if (!Number.isFinite(percent)) return noFigure;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(hundredths(percent));
}
