// Money is integer cents inside the mock and a number with at most 2 decimals on the wire.

export type Cents = number;

export function centsToAmount(cents: Cents): number {
  return cents / 100;
}

/** Cents from a wire amount (number or numeric string); null when it is not a number with at most 2 decimals. */
export function parseAmount(value: unknown): Cents | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** en-US dollars with 2 decimals, e.g. $1,234.50 (DECISIONS D8). */
export function formatUsd(cents: Cents): string {
  return usd.format(centsToAmount(cents));
}
