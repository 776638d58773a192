import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '../../format/formatLocale';
import { amountLike, anyAmountText } from '../test/amountLike';
import { groupedAmounts, notAnAmount, tooLargeToHold } from '../test/hostileAmounts';
import {
  centsOfDollars,
  decimalOfCents,
  dollarsOfCents,
  isLessThan,
  isMoreThan,
  moneyCents,
  readMoney,
} from './money';

/**
 * The rule, written another way (string steps and BigInt, so no size limit): cents, or null when the
 * text is not an amount.
 */
function referenceCents(text: string): bigint | null {
  let rest = text.trim();
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  const [whole = '', fraction = '', ...more] = rest.split('.');
  if (more.length > 0 || fraction.length > 2) return null;
  if (whole === '' && fraction === '') return null;
  const groups = whole.split(',');
  const [first = ''] = groups;
  if (
    groups.length > 1 &&
    (first.length < 1 ||
      first.length > 3 ||
      first.startsWith('0') ||
      groups.slice(1).some((group) => group.length !== 3))
  )
    return null;
  const digits = groups.join('') + fraction.padEnd(2, '0');
  if (![...digits].every((character) => '0123456789'.includes(character))) return null;
  const cents = BigInt(digits);
  return negative ? -cents : cents;
}

const enUs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const safeCents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('readMoney', () => {
  it.each<readonly [string, number]>([
    ['5', 500],
    ['4.99', 499],
    ['250000.01', 25_000_001],
    ['200000.01', 20_000_001],
    ['199.99', 19_999],
    ['0.1', 10],
    ['0.5', 50],
    ['.5', 50],
    ['12.', 1200],
    [' 100 ', 10_000],
    ['\u00a0100\t', 10_000],
    ['007', 700],
    ['-3', -300],
    ['0', 0],
    ['-0', 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ...groupedAmounts,
  ])('reads %j as %i cents, exactly', (text, cents) => {
    expect(readMoney(text)).toEqual({ kind: 'cents', cents });
    expect(moneyCents(text)).toBe(cents);
  });

  it.each(['', ' ', '\u200b', 'abc', '5abc', '5.001', '12,34.5', ...notAnAmount])(
    'refuses %j',
    (text) => {
      expect(readMoney(text)).toEqual({ kind: 'invalid' });
      expect(moneyCents(text)).toBeNull();
    },
  );

  it('reads more digits than cents hold as out of range, with its sign, not as invalid', () => {
    expect(readMoney(tooLargeToHold)).toEqual({ kind: 'outOfRange', negative: false });
    expect(readMoney(`-${tooLargeToHold}.99`)).toEqual({ kind: 'outOfRange', negative: true });
    expect(readMoney('90071992547409.92')).toEqual({ kind: 'outOfRange', negative: false });
    expect(readMoney('1,000,000,000,000,000,000.00')).toEqual({
      kind: 'outOfRange',
      negative: false,
    });
    expect(moneyCents(tooLargeToHold)).toBeNull();
  });

  // No stopwatch (a loaded machine is slow, not wrong): a parser that backtracks does not finish on these
  // 800,000 characters within the test's timeout, a linear one takes milliseconds.
  it('reads a long hostile text in linear time', () => {
    const long = `1${',000'.repeat(200_000)},00`;
    expect(readMoney(long)).toEqual({ kind: 'invalid' });
    expect(readMoney(`${'1'.repeat(200_000)}x`)).toEqual({ kind: 'invalid' });
  });

  it('agrees with the reference rule on any text, never throws, and gives only safe integer cents', () => {
    fc.assert(
      fc.property(anyAmountText, (text) => {
        const reading = readMoney(text);
        const expected = referenceCents(text);
        if (expected === null) return reading.kind === 'invalid';
        if (reading.kind === 'cents')
          return Number.isSafeInteger(reading.cents) && BigInt(reading.cents) === expected;
        return (
          reading.kind === 'outOfRange' &&
          reading.negative === expected < 0n &&
          (expected < 0n ? -expected : expected) > BigInt(Number.MAX_SAFE_INTEGER)
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('finds amounts among amount-like texts (the property above is not vacuous)', () => {
    const readings = fc.sample(amountLike, { numRuns: 2_000, seed: 11 }).map(readMoney);
    expect(readings.filter((reading) => reading.kind === 'cents').length).toBeGreaterThan(100);
  });

  it('reads back any cents written as d.dd, and with en-US grouping', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        const plain = decimalOfCents(cents);
        return (
          moneyCents(plain) === cents &&
          // A decimal string, so Intl formats it exactly even past 15 digits.
          moneyCents(enUs.format(plain as Intl.StringNumericLiteral)) === cents
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

/** Cents as the locale writes them with 2 decimals, from the decimal string (exact past 15 digits). */
function writtenIn(locale: string, cents: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimalOfCents(cents) as Intl.StringNumericLiteral);
}

/** Refused in every locale: what en-US refuses for other reasons than its separators. */
const neverInAnyLocale = ['', ' ', 'abc', '1e3', '0x10', '+5', '−5', '--5', '-', '１２３', '5 USD'];

describe('readMoney in the formatters’ locale (D18)', () => {
  afterEach(() => {
    setFormatLocale(undefined);
  });

  it('reads en-US by default and after the locale is reset', () => {
    expect(readMoney('1,250.75')).toEqual({ kind: 'cents', cents: 125_075 });
    setFormatLocale('de-DE');
    expect(readMoney('1.250,75')).toEqual({ kind: 'cents', cents: 125_075 });
    expect(readMoney('1,250.75')).toEqual({ kind: 'invalid' });
    expect(moneyCents('12,5')).toBe(1250);
    setFormatLocale(undefined);
    expect(readMoney('1,250.75')).toEqual({ kind: 'cents', cents: 125_075 });
    expect(readMoney('1.250,75')).toEqual({ kind: 'invalid' });
  });

  it('follows the locale that setFormatLocale chose, and an explicit locale over it', () => {
    setFormatLocale('fr-FR');
    expect(moneyCents('1 234,56')).toBe(123_456);
    expect(moneyCents('1,234.56', 'en-US')).toBe(123_456);
    expect(readMoney('1,234.56', 'en-US')).toEqual({ kind: 'cents', cents: 123_456 });
  });

  it('reads en-US exactly as before whether the locale is given or not', () => {
    fc.assert(
      fc.property(anyAmountText, (text) => {
        const given = readMoney(text, 'en-US');
        expect(readMoney(text)).toEqual(given);
        const expected = referenceCents(text);
        return expected === null ? given.kind === 'invalid' : given.kind !== 'invalid';
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(['en-US', 'es-ES', 'fr-FR', 'de-DE', 'hi-IN'])(
    'reads back any cents as %s writes them with 2 decimals',
    (locale) => {
      fc.assert(
        fc.property(safeCents, (cents) => moneyCents(writtenIn(locale, cents), locale) === cents),
        { numRuns: 2_000 },
      );
    },
  );

  it.each(['es-ES', 'fr-FR', 'de-DE', 'hi-IN'])(
    'refuses in %s what en-US refuses for other reasons than separators',
    (locale) => {
      for (const text of neverInAnyLocale)
        expect(readMoney(text, locale), JSON.stringify(text)).toEqual({ kind: 'invalid' });
    },
  );

  it.each(['es-ES', 'fr-FR', 'de-DE', 'hi-IN'])(
    'reads more digits than cents hold in %s as out of range, with its sign',
    (locale) => {
      expect(readMoney(tooLargeToHold, locale)).toEqual({ kind: 'outOfRange', negative: false });
      expect(readMoney(`-${tooLargeToHold}`, locale)).toEqual({
        kind: 'outOfRange',
        negative: true,
      });
      expect(readMoney(writtenIn(locale, Number.MAX_SAFE_INTEGER), locale)).toEqual({
        kind: 'cents',
        cents: Number.MAX_SAFE_INTEGER,
      });
    },
  );

  it.each<readonly [string, string]>([
    ['es-ES', `1${'.000'.repeat(200_000)}.00`],
    ['de-DE', `1${'.000'.repeat(200_000)},000`],
    ['fr-FR', `1${' 000'.repeat(200_000)} 00`],
    ['hi-IN', `1${',00'.repeat(200_000)},0000`],
    ['hi-IN', `1${',000'.repeat(200_000)},00,000`],
  ])('reads a long hostile text in %s in linear time', (locale, long) => {
    expect(readMoney(long, locale)).toEqual({ kind: 'invalid' });
    expect(readMoney(`${'1'.repeat(200_000)}x`, locale)).toEqual({ kind: 'invalid' });
  });
});

describe('readMoney in de-DE', () => {
  it.each<readonly [string, number]>([
    ['1.234,56', 123_456],
    ['1234,56', 123_456],
    ['12,5', 1250],
    ['12,50', 1250],
    [',5', 50],
    ['12,', 1200],
    ['-1.000', -100_000],
    ['1.234', 123_400],
    ['250.000', 25_000_000],
    ['1.234.567,89', 123_456_789],
    [' 7 ', 700],
    ['007', 700],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readMoney(text, 'de-DE')).toEqual({ kind: 'cents', cents });
  });

  it.each([
    '1,234.56',
    '12.5',
    '12.50',
    '1.23,45',
    '1.2345',
    '1,234',
    '1,234,56',
    '1.234,567',
    '.5',
    '0.100',
    '1..234',
    '1.234.',
    '1 234,56',
    '1\u202f234,56',
    '5 $',
    '5\u00a0$',
    '5$',
    '$5',
    '1.234,50\u00a0$',
  ])('refuses %j', (text) => {
    expect(readMoney(text, 'de-DE')).toEqual({ kind: 'invalid' });
  });

  it('reads any text as en-US reads it with "," and "." swapped', () => {
    const swapped = (text: string) =>
      text.replace(/[,.]/g, (separator) => (separator === ',' ? '.' : ','));
    fc.assert(
      fc.property(anyAmountText, (text) => {
        expect(readMoney(text, 'de-DE')).toEqual(readMoney(swapped(text), 'en-US'));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('readMoney in es-ES', () => {
  it.each<readonly [string, number]>([
    ['12,5', 1250],
    ['1234,56', 123_456],
    ['1.234,56', 123_456],
    ['250.000', 25_000_000],
    ['-0,99', -99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readMoney(text, 'es-ES')).toEqual({ kind: 'cents', cents });
  });

  it.each(['12.5', '1,234.56', '1.23,4', '12.34,5', '1,005', '5 US$', '5\u00a0US$', '$5'])(
    'refuses %j',
    (text) => {
      expect(readMoney(text, 'es-ES')).toEqual({ kind: 'invalid' });
    },
  );

  it('reads any amount-like text as de-DE does (same separators)', () => {
    fc.assert(
      fc.property(amountLike, (text) => {
        expect(readMoney(text, 'es-ES')).toEqual(readMoney(text, 'de-DE'));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('readMoney in fr-FR', () => {
  it.each<readonly [string, number]>([
    ['1 234,56', 123_456],
    ['1\u00a0234,56', 123_456],
    ['1\u202f234,56', 123_456],
    ['1234,56', 123_456],
    ['12,5', 1250],
    ['1 234 567,89', 123_456_789],
    ['-1\u202f000', -100_000],
    ['\u202f1 000\u00a0', 100_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readMoney(text, 'fr-FR')).toEqual({ kind: 'cents', cents });
  });

  it.each([
    '12.5',
    '1.234,56',
    '1,234.56',
    '1 23,4',
    '1 2345',
    '1  234',
    '1 234,567',
    '0 100',
    '1\t234',
    '5 $',
    '5\u00a0$US',
    '$5',
  ])('refuses %j', (text) => {
    expect(readMoney(text, 'fr-FR')).toEqual({ kind: 'invalid' });
  });
});

describe('readMoney in hi-IN', () => {
  it.each<readonly [string, number]>([
    ['1,23,456.78', 12_345_678],
    ['123,456.78', 12_345_678],
    ['12,34,56,789', 12_345_678_900],
    ['1,234.5', 123_450],
    ['12,345', 1_234_500],
    ['1,00,000', 10_000_000],
    ['100,000', 10_000_000],
    ['123456.78', 12_345_678],
    ['-1,23,456', -12_345_600],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readMoney(text, 'hi-IN')).toEqual({ kind: 'cents', cents });
  });

  it.each([
    '123,45,678',
    '1,2,345',
    '12,34.5',
    '1,23,4567',
    '1,234,56,789',
    '01,23,456',
    '1.234,56',
    '1 234.56',
    '12.345',
    '$5',
    '₹5',
  ])('refuses %j', (text) => {
    expect(readMoney(text, 'hi-IN')).toEqual({ kind: 'invalid' });
  });

  it('reads every en-US amount as en-US does', () => {
    fc.assert(
      fc.property(anyAmountText, (text) => {
        const enUsReading = readMoney(text, 'en-US');
        if (enUsReading.kind !== 'invalid') expect(readMoney(text, 'hi-IN')).toEqual(enUsReading);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('comparing an amount with a bound', () => {
  it('compares exact cents', () => {
    const amount = readMoney('200');
    if (amount.kind === 'invalid') throw new Error('200 is an amount');
    expect(isMoreThan(amount, 199_99)).toBe(true);
    expect(isMoreThan(amount, 200_00)).toBe(false);
    expect(isLessThan(amount, 200_01)).toBe(true);
    expect(isLessThan(amount, 200_00)).toBe(false);
  });

  it('puts an out-of-range amount beyond every bound on its side of zero', () => {
    const huge = { kind: 'outOfRange', negative: false } as const;
    const hugelyNegative = { kind: 'outOfRange', negative: true } as const;
    expect(isMoreThan(huge, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isLessThan(huge, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isLessThan(hugelyNegative, Number.MIN_SAFE_INTEGER)).toBe(true);
    expect(isMoreThan(hugelyNegative, Number.MIN_SAFE_INTEGER)).toBe(false);
  });
});

describe('between cents and the API', () => {
  it('reads API dollars as exact cents, where binary fractions are not exact', () => {
    expect(centsOfDollars(0.1 + 0.2)).toBe(30);
    expect(centsOfDollars(3200.1)).toBe(320_010);
    expect(centsOfDollars(12_500)).toBe(1_250_000);
  });

  it('gives dollars and decimal text of cents', () => {
    expect(dollarsOfCents(125_075)).toBe(1250.75);
    expect(decimalOfCents(125_075)).toBe('1250.75');
    expect(decimalOfCents(5)).toBe('0.05');
    expect(decimalOfCents(-5)).toBe('-0.05');
    expect(decimalOfCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('sends dollars that read back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 }), (cents) => {
        const dollars = dollarsOfCents(cents);
        return centsOfDollars(dollars) === cents && moneyCents(String(dollars)) === cents;
      }),
    );
  });
});
