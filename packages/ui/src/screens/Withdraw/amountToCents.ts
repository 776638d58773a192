/**
 * What the user typed as a dollar amount, in integer cents, or null when it is not a plain amount
 * ("12", "12.5", "1,250.75", "-3"). More than two decimals is not an amount of money.
 */
export function amountToCents(text: string): number | null {
  const trimmed = text.trim();
  // Thousands separators only where en-US puts them, so "1,0" is not silently read as 10.
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}
