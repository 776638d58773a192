/**
 * Issue 11 §7: texts that no money field reads as an amount. Other notations (exponent, hex, binary,
 * underscores), other digits (full-width, Arabic-Indic), words for non-finite numbers, an explicit
 * plus, more than 2 decimals, misplaced thousands separators, currency marks and invisible characters.
 */
export const notAnAmount = [
  '1e3',
  '1E3',
  '0x10',
  '0b11',
  '0o7',
  '1_000',
  '200.005',
  '１２３',
  '٣٠٠',
  'Infinity',
  '-Infinity',
  'NaN',
  '+5',
  '.',
  '-',
  '-.',
  '--5',
  '−5',
  '12.3.4',
  '1,0',
  '12,34',
  '1,2345',
  '1,,000',
  ',5',
  '5,',
  '0,100',
  '1 000',
  '$5',
  '5 USD',
  '5\u200b',
  '\u202e5',
] as const;

/** More digits than integer cents can hold exactly (30 digits). */
export const tooLargeToHold = `1${'0'.repeat(29)}`;

/** en-US grouping, commas only where en-US puts them; every money form reads these the same. */
export const groupedAmounts = [
  ['1,250.75', 125_075],
  ['250,000', 25_000_000],
  ['12,345,678.9', 1_234_567_890],
  ['-1,000', -100_000],
] as const;
