import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './formatLocale';
import { formatCompactUsd, formatSignedUsd, formatUsd, formatUsdPrice } from './money';

describe('formatUsd', () => {
  it('writes en-US dollars with two decimals, grouped', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(1_234_567_890.12)).toBe('$1,234,567,890.12');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(200000)).toBe('$200,000.00');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('rounds half away from zero to the cent', () => {
    expect(formatUsd(0.125)).toBe('$0.13');
    expect(formatUsd(-0.125)).toBe('-$0.13');
    expect(formatUsd(2.999)).toBe('$3.00');
    expect(formatUsd(0.005)).toBe('$0.01');
  });

  it('never writes a negative zero', () => {
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.004)).toBe('$0.00');
    expect(formatUsd(-0.001, { signed: true })).toBe('$0.00');
  });

  it('signs on request, zero excepted', () => {
    expect(formatUsd(3, { signed: true })).toBe('+$3.00');
    expect(formatUsd(-3, { signed: true })).toBe('-$3.00');
    expect(formatUsd(0, { signed: true })).toBe('$0.00');
    expect(formatSignedUsd(60)).toBe('+$60.00');
    expect(formatSignedUsd(-1000)).toBe('-$1,000.00');
    expect(formatSignedUsd(0)).toBe('$0.00');
    expect(formatSignedUsd(-0)).toBe('$0.00');
    expect(formatSignedUsd(0.004)).toBe('$0.00');
  });

  it('takes other decimals when asked', () => {
    expect(formatUsd(0.16234, { fractionDigits: 4 })).toBe('$0.1623');
  });

  it('writes a dash for what is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY, { signed: true })).toBe('—');
  });
});

describe('formatUsdPrice', () => {
  it('keeps up to 4 significant digits under a dollar, at least 2', () => {
    expect(formatUsdPrice(0.0341)).toBe('$0.0341');
    expect(formatUsdPrice(0.000012345)).toBe('$0.00001235');
    expect(formatUsdPrice(0.5)).toBe('$0.50');
  });

  it('writes dollars with 2 decimals from what rounds to a dollar', () => {
    expect(formatUsdPrice(0.99994)).toBe('$0.9999');
    expect(formatUsdPrice(0.99995)).toBe('$1.00');
    expect(formatUsdPrice(67_432.109)).toBe('$67,432.11');
    expect(formatUsdPrice(Number.NaN)).toBe('—');
  });
});

describe('formatCompactUsd', () => {
  it('writes large amounts compactly with at most one decimal', () => {
    expect(formatCompactUsd(28_412_000_000)).toBe('$28.4B');
    expect(formatCompactUsd(420_000_000)).toBe('$420M');
    expect(formatCompactUsd(950_000)).toBe('$950K');
    expect(formatCompactUsd(12)).toBe('$12');
    expect(formatCompactUsd(1_999_000_000_000)).toBe('$2T');
  });

  it('has no negative zero and a dash for no number', () => {
    expect(formatCompactUsd(-0)).toBe('$0');
    expect(formatCompactUsd(Number.NaN)).toBe('—');
  });
});

describe('dollars in the chosen locale (D18)', () => {
  afterEach(() => {
    setFormatLocale(undefined);
  });

  /** fr-FR groups with U+202F: the character as this runtime's Intl writes it, not retyped. */
  const frenchGroup =
    new Intl.NumberFormat('fr-FR').formatToParts(1000).find((part) => part.type === 'group')
      ?.value ?? '';

  it('writes dollars after the amount, with the locale’s separators, in de-DE', () => {
    setFormatLocale('de-DE');
    expect(formatUsd(1234.5)).toBe('1.234,50\u00a0$');
    expect(formatUsd(-3)).toBe('-3,00\u00a0$');
    expect(formatSignedUsd(1_234_567.5)).toBe('+1.234.567,50\u00a0$');
    expect(formatSignedUsd(0)).toBe('0,00\u00a0$');
  });

  it('writes es-ES dollars as US$ and groups only from 5 digits', () => {
    setFormatLocale('es-ES');
    expect(formatUsd(1234.5)).toBe('1234,50\u00a0US$');
    expect(formatUsd(12_345.5)).toBe('12.345,50\u00a0US$');
  });

  it('groups fr-FR dollars with a narrow no-break space', () => {
    setFormatLocale('fr-FR');
    expect(frenchGroup).toBe('\u202f');
    expect(formatUsd(1234.5)).toBe(`1${frenchGroup}234,50\u00a0$US`);
  });

  it('groups hi-IN dollars in lakhs and crores', () => {
    setFormatLocale('hi-IN');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(12_345_678.9)).toBe('$1,23,45,678.90');
  });

  it('goes back to en-US when the locale is reset', () => {
    setFormatLocale('de-DE');
    expect(formatUsd(1234.5)).toBe('1.234,50\u00a0$');
    setFormatLocale(undefined);
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
