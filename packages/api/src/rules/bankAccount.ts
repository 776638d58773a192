// D16: one rule for a bank account number, read by the mock server (the reference for a real one) and by the
// Withdraw form when it tells whether typed digits name a saved account.

/** Compared without spaces or dashes, in upper case (IBANs are written either way); 6 to 34 letters and digits. */
export function canonicalBankAccount(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,34}$/.test(compact) ? compact : null;
}
