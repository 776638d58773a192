// Issue 11 §7: the one reader of a typed amount of money. Every money field reads through it, so
// "1,250.75" means the same on every form and "1e3", "0x10" or "１２３" on none.

/** What a typed amount says: exact integer cents, not an amount, or more digits than cents hold. */
export type MoneyReading =
  | { readonly kind: 'cents'; readonly cents: number }
  | { readonly kind: 'invalid' }
  /** Beyond every limit and every balance on its side of zero; the form's rules judge it so. */
  | { readonly kind: 'outOfRange'; readonly negative: boolean };

/** A reading that is an amount, exact or out of range. */
export type MoneyAmount = Exclude<MoneyReading, { kind: 'invalid' }>;

/**
 * An optional minus, ASCII digits with en-US grouping (commas every 3 digits, first group 1–9…) or
 * none, then up to 2 decimals. Linear: the alternatives part at the first character that differs.
 */
const amountPattern = /^(-?)([1-9][0-9]{0,2}(?:,[0-9]{3})+|[0-9]*)(?:\.([0-9]{0,2}))?$/;

/** Reads what the user typed: surrounding whitespace is ignored; `.5` and `12.` are amounts. */
export function readMoney(text: string): MoneyReading {
  const match = amountPattern.exec(text.trim());
  if (!match) return { kind: 'invalid' };
  const [, sign, grouped = '', fraction = ''] = match;
  const whole = grouped.replace(/,/g, '');
  if (whole === '' && fraction === '') return { kind: 'invalid' };
  const negative = sign === '-';
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { kind: 'outOfRange', negative };
  return { kind: 'cents', cents: negative && cents > 0 ? -cents : cents };
}

/** The cents of a typed amount, or null when it is not one that cents hold exactly. */
export function moneyCents(text: string): number | null {
  const reading = readMoney(text);
  return reading.kind === 'cents' ? reading.cents : null;
}

/** Whether the amount is more than `cents`. */
export function isMoreThan(amount: MoneyAmount, cents: number): boolean {
  return amount.kind === 'outOfRange' ? !amount.negative : amount.cents > cents;
}

/** Whether the amount is less than `cents`. */
export function isLessThan(amount: MoneyAmount, cents: number): boolean {
  return amount.kind === 'outOfRange' ? amount.negative : amount.cents < cents;
}

/** Dollars as the API gives them (a balance, a price, a limit) in integer cents. */
export function centsOfDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as the API's dollars, a number with at most 2 decimals. */
export function dollarsOfCents(cents: number): number {
  return cents / 100;
}

/** Cents as the API's decimal text, e.g. 125075 → "1250.75" (no grouping, always 2 decimals). */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
