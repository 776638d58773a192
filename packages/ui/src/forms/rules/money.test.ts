import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

  it('reads a long hostile text in linear time', () => {
    const long = `1${',000'.repeat(200_000)},00`;
    const started = performance.now();
    expect(readMoney(long)).toEqual({ kind: 'invalid' });
    expect(readMoney(`${'1'.repeat(200_000)}x`)).toEqual({ kind: 'invalid' });
    expect(performance.now() - started).toBeLessThan(1_000);
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
