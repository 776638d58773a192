const VISIBLE = 4;
const MASK = '****';

/**
 * Spec 2 §3: a bank account shows as asterisks then only its last 4 characters. A value of 4
 * characters or fewer shows only asterisks, since "the last 4" would be all of it. Empty → "".
 */
export function maskAccount(account: string | null | undefined): string {
  const value = (account ?? '').trim();
  if (value === '') return '';
  if (value.length <= VISIBLE) return MASK;
  return `${MASK}${value.slice(-VISIBLE)}`;
}
