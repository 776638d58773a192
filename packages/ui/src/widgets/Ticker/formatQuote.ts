import { formatDecimal, formatSignedPercent, formatUsd } from '../../format';

export type QuoteKind = 'coin' | 'forex';

/**
 * A coin in en-US dollars (D8), four decimals under $1; a forex rate to four decimals, two above 20.
 * A zero (prices never loaded, spec 2 §8) reads the spec's 0.00, with a dollar sign for coins.
 */
export function formatQuotePrice(kind: QuoteKind, price: number): string {
  if (!Number.isFinite(price) || price === 0)
    return kind === 'coin' ? formatUsd(0) : formatDecimal(0, 2);
  // Under a dollar two decimals say too little ($0.16 for DOGE); four keep the movement visible.
  if (kind === 'coin') return formatUsd(price, { fractionDigits: price < 1 ? 4 : 2 });
  // JPY-like quotes (151.37) are quoted to 2 decimals, the rest (1.0842) to 4.
  return formatDecimal(price, price > 20 ? 2 : 4);
}

/** The change in percent, signed: "+1.23%", "-0.45%", and the spec's "0.00%" for none. */
export function formatQuoteChange(change: number): string {
  // No sign when it rounds to zero: "0.00%", never "-0.00%".
  return formatSignedPercent(Number.isFinite(change) ? change : 0);
}

/** The direction the change shows, with an arrow and its sign; zero has neither. */
export function quoteTrend(change: number): 'up' | 'down' | 'flat' {
  const rounded = Math.round((Number.isFinite(change) ? change : 0) * 100);
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/** EURUSD → EUR/USD; coin symbols as they are. */
export function displaySymbol(kind: QuoteKind, symbol: string): string {
  return kind === 'forex' && /^[A-Z]{6}$/.test(symbol)
    ? `${symbol.slice(0, 3)}/${symbol.slice(3)}`
    : symbol;
}
