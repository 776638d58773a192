import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './formatLocale';
import { formatCount, formatDecimal, formatPercent, formatSignedPercent } from './number';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12_345_678)).toBe('12,345,678');
  });

  it('has no negative zero and a dash for no number', () => {
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('formatDecimal', () => {
  it('writes exactly the decimals asked, rounded', () => {
    expect(formatDecimal(1.08415, 4)).toBe('1.0842');
    expect(formatDecimal(151.3749, 2)).toBe('151.37');
    expect(formatDecimal(0, 2)).toBe('0.00');
    expect(formatDecimal(12345.6, 2)).toBe('12,345.60');
    expect(formatDecimal(-0.00001, 4)).toBe('0.0000');
  });
});

describe('formatPercent', () => {
  it('writes a share of percent with up to 2 decimals', () => {
    expect(formatPercent(32)).toBe('32%');
    expect(formatPercent(31.576)).toBe('31.58%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12_500)).toBe('12,500%');
  });

  it('has no negative zero and a dash for no number', () => {
    expect(formatPercent(-0)).toBe('0%');
    expect(formatPercent(-0.001)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('formatSignedPercent', () => {
  it('signs a change and keeps 2 decimals', () => {
    expect(formatSignedPercent(18.42)).toBe('+18.42%');
    expect(formatSignedPercent(-7.35)).toBe('-7.35%');
    expect(formatSignedPercent(12.4)).toBe('+12.40%');
    expect(formatSignedPercent(1234.5)).toBe('+1,234.50%');
  });

  it('rounds half away from zero', () => {
    expect(formatSignedPercent(1.005)).toBe('+1.01%');
    expect(formatSignedPercent(-0.005)).toBe('-0.01%');
    expect(formatSignedPercent(0.0049)).toBe('0.00%');
  });

  it('writes zero and what rounds to it unsigned', () => {
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(-0)).toBe('0.00%');
    expect(formatSignedPercent(-0.004)).toBe('0.00%');
    expect(formatSignedPercent(Number.NaN)).toBe('—');
  });
});

describe('numbers in the chosen locale (D18)', () => {
  afterEach(() => {
    setFormatLocale(undefined);
  });

  /** fr-FR groups with U+202F: the character as this runtime's Intl writes it, not retyped. */
  const frenchGroup =
    new Intl.NumberFormat('fr-FR').formatToParts(1000).find((part) => part.type === 'group')
      ?.value ?? '';

  it('writes de-DE decimals and percents', () => {
    setFormatLocale('de-DE');
    expect(formatDecimal(12_345.6, 2)).toBe('12.345,60');
    expect(formatDecimal(1.08415, 4)).toBe('1,0842');
    expect(formatPercent(31.576)).toBe('31,58\u00a0%');
    expect(formatPercent(12_500)).toBe('12.500\u00a0%');
    expect(formatSignedPercent(18.42)).toBe('+18,42\u00a0%');
    expect(formatSignedPercent(-7.35)).toBe('-7,35\u00a0%');
    expect(formatSignedPercent(-0)).toBe('0,00\u00a0%');
  });

  it('writes es-ES decimals and percents', () => {
    setFormatLocale('es-ES');
    expect(formatDecimal(1234.5, 2)).toBe('1234,50');
    expect(formatDecimal(12_345.6, 2)).toBe('12.345,60');
    expect(formatPercent(32)).toBe('32\u00a0%');
    expect(formatSignedPercent(1.005)).toBe('+1,01\u00a0%');
  });

  it('writes fr-FR decimals and percents, grouped with a narrow no-break space', () => {
    setFormatLocale('fr-FR');
    expect(frenchGroup).toBe('\u202f');
    expect(formatDecimal(12_345.6, 2)).toBe(`12${frenchGroup}345,60`);
    expect(formatPercent(12_500)).toBe(`12${frenchGroup}500\u00a0%`);
    expect(formatSignedPercent(1234.5)).toBe(`+1${frenchGroup}234,50\u00a0%`);
  });

  it('writes hi-IN decimals and percents in lakhs and crores', () => {
    setFormatLocale('hi-IN');
    expect(formatDecimal(1_234_567.891, 2)).toBe('12,34,567.89');
    expect(formatPercent(31.576)).toBe('31.58%');
    expect(formatSignedPercent(123_456.7)).toBe('+1,23,456.70%');
  });

  it('goes back to en-US when the locale is reset', () => {
    setFormatLocale('de-DE');
    expect(formatDecimal(12_345.6, 2)).toBe('12.345,60');
    setFormatLocale(undefined);
    expect(formatDecimal(12_345.6, 2)).toBe('12,345.60');
    expect(formatSignedPercent(18.42)).toBe('+18.42%');
  });
});
