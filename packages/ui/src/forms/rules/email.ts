// The mock server keeps the same rule in mocks/src/backend/emailAddress.ts (it cannot import this package).

/**
 * RFC 5321 caps a path at 256 octets including its angle brackets, so no deliverable address is longer
 * than 254. Checked before anything else reads the text, so a huge paste costs nothing.
 */
export const MAX_EMAIL_LENGTH = 254;

// Control (C0, DEL, C1), format (zero-width, soft hyphen, BOM, bidi marks, embeddings and isolates),
// lone surrogates, and what Unicode says renders as nothing (e.g. Hangul fillers, variation selectors).
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The address as the server matches it: trimmed, NFC, lower-cased. The whole address is lower-cased, not
 * only the domain, because the server matches users case-insensitively. Forms send this and keep what
 * the user typed in the field. D16's rules stay the server's: it also folds compatibility forms (NFKC, a
 * full-width `ａ` is `a`) and refuses mixed-script and look-alike addresses with a field message, so a
 * screen shows an address as the server answers it, never as typed.
 */
export function normalizeEmail(typed: string): string {
  // NFC last: lower-casing can leave a letter and its accent apart.
  return typed.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/**
 * Spec 1 §5: address-shaped means something@something.tld with no spaces; invisible, bidi and control
 * characters are refused anywhere, edges included. Plain scans, each in time linear in the length
 * (the old regex backtracked quadratically on `a@` + dots + `@`).
 */
export function isEmailShaped(typed: string): boolean {
  if (typed.length > MAX_EMAIL_LENGTH || hiddenCharacter.test(typed)) return false;
  const email = normalizeEmail(typed);
  if (/\s/.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.includes('@', at + 1)) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
