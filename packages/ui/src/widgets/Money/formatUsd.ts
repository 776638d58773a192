export interface FormatUsdOptions {
  /** Show "+" before positive amounts (transaction lists). */
  signed?: boolean;
}

// DECISIONS D8: en-US dollars with exactly two decimals.
const plain = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative', // no "-$0.00" for -0 or amounts that round to zero
});

const signed = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** 1234.5 → "$1,234.50"; -3 → "-$3.00"; with `signed`, 3 → "+$3.00". Not a number → "—". */
export function formatUsd(amount: number, options: FormatUsdOptions = {}): string {
  if (!Number.isFinite(amount)) return '—';
  return (options.signed ? signed : plain).format(amount);
}
