// Issue 11 §7: the one reader of a typed amount of money. Every money field reads through it, so
// "1,250.75" means the same on every form and "1e3", "0x10" or "１２３" on none. D18: in the locale
// the formatters write ("1.250,75" in de-DE), with a grouping separator only where that locale puts one.
import { numberLocale } from '../../format/formatLocale';

/** What a typed amount says: exact integer cents, not an amount, or more digits than cents hold. */
export type MoneyReading =
  | { readonly kind: 'cents'; readonly cents: number }
  | { readonly kind: 'invalid' }
  /** Beyond every limit and every balance on its side of zero; the form's rules judge it so. */
  | { readonly kind: 'outOfRange'; readonly negative: boolean };

/** A reading that is an amount, exact or out of range. */
export type MoneyAmount = Exclude<MoneyReading, { kind: 'invalid' }>;

/** How a locale writes amounts, derived from Intl: its decimal separator, grouping and pattern. */
interface AmountNotation {
  readonly decimal: string;
  /** The characters a person types between groups of digits. */
  readonly groupings: ReadonlySet<string>;
  /** The amount once its separators are en-US ones ("," between groups, "." before decimals). */
  readonly pattern: RegExp;
}

/** Where a locale groups with a space (fr-FR: U+202F), any space a keyboard gives groups too. */
const spaces = [' ', '\u00a0', '\u202f'];

/**
 * Grouped digits, first group 1–9…: `secondary`-digit groups above the last `primary` digits, so
 * (3, 3) is en-US "1,234,567" and (3, 2) is hi-IN "12,34,567". Linear: each group starts with ",".
 */
function groupedDigits(primary: number, secondary: number): string {
  return `[1-9][0-9]{0,${secondary - 1}}(?:,[0-9]{${secondary}})*,[0-9]{${primary}}`;
}

function notationOf(locale: string): AmountNotation {
  // Reads the locale's separators, writes nothing: the formatters in format/ still write every number.
  // eslint-disable-next-line no-restricted-syntax -- a reader needs the parts of a locale the caller names
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(
    1_234_567_890.5,
  );
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const grouping = parts.find((part) => part.type === 'group')?.value;
  const sizes = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const primary = sizes.at(-1) ?? 3;
  const secondary = sizes.length > 2 ? (sizes.at(-2) ?? 3) : primary;
  // The locale's grouping and, where it differs (hi-IN), the 3-digit grouping people type there too.
  const grouped = [...new Set([groupedDigits(primary, secondary), groupedDigits(3, 3)])];
  const groupings =
    grouping === undefined ? [] : /^\s$/u.test(grouping) ? [grouping, ...spaces] : [grouping];
  return {
    decimal,
    groupings: new Set(groupings),
    // An optional minus, digits grouped as above or not at all, then up to 2 decimals.
    pattern: new RegExp(`^(-?)(${grouped.join('|')}|[0-9]*)(?:\\.([0-9]{0,2}))?$`),
  };
}

const notations = new Map<string, AmountNotation>();

/** The locale's notation, derived once per locale. */
function cachedNotationOf(locale: string): AmountNotation {
  let notation = notations.get(locale);
  if (!notation) {
    notation = notationOf(locale);
    notations.set(locale, notation);
  }
  return notation;
}

/**
 * The text with the locale's separators as en-US ones, or null when it holds a "," or "." that the
 * locale does not write: "1,234.56" in de-DE is refused, not read as some other amount.
 */
function withEnUsSeparators(text: string, notation: AmountNotation): string | null {
  let written = '';
  for (const character of text) {
    if (character === notation.decimal) written += '.';
    else if (notation.groupings.has(character)) written += ',';
    else if (character === '.' || character === ',') return null;
    else written += character;
  }
  return written;
}

/**
 * Reads what the user typed in the locale the formatters write (en-US unless `setFormatLocale` chose
 * another): surrounding whitespace is ignored; `.5` and `12.` are amounts (`,5` and `12,` in de-DE).
 */
export function readMoney(text: string): MoneyReading;
export function readMoney(text: string, locale: string): MoneyReading;
export function readMoney(text: string, locale?: string): MoneyReading {
  // Passed as a callback (`texts.map(readMoney)`), the second argument is an index, not a locale.
  const notation = cachedNotationOf(typeof locale === 'string' ? locale : numberLocale());
  const written = withEnUsSeparators(text.trim(), notation);
  const match = written === null ? null : notation.pattern.exec(written);
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
export function moneyCents(text: string, locale: string = numberLocale()): number | null {
  const reading = readMoney(text, locale);
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
