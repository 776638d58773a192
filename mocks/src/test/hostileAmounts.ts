/**
 * Issue 11 §7: texts that neither a money form nor the server reads as an amount. Other notations
 * (exponent, hex, binary, octal, underscores), other digits (full-width, Arabic-Indic), words for
 * non-finite numbers, an explicit plus, more than 2 decimals, other minus signs, currency marks and
 * invisible characters. The client's and the server's tests each add what only they refuse.
 */
export const neverAnAmount = [
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
  '--5',
  '−5',
  '$5',
  '5\u200b',
] as const;

/** More digits than integer cents can hold exactly (30 digits). */
export const tooLargeToHold = `1${'0'.repeat(29)}`;
