// E-mail addresses as the server reads them. The client's rule (packages/ui forms/rules/email.ts) is the
// same; the mock cannot import it, so emailAddress.test.ts holds this copy to the same cases.
import type { FieldErrorCollector, Fields } from './requestFields';
import { serverTexts } from './serverTexts';

/**
 * RFC 5321 caps a path at 256 octets including its angle brackets, so no deliverable address is longer
 * than 254. Checked before anything else reads the text, so a huge string costs nothing.
 */
export const MAX_EMAIL_LENGTH = 254;

// Control (C0, DEL, C1), format (zero-width, soft hyphen, BOM, bidi marks, embeddings and isolates),
// lone surrogates, and what Unicode says renders as nothing (e.g. Hangul fillers, variation selectors).
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacter.test(text);
}

/**
 * The one form an address is stored and looked up in: trimmed, NFC, lower-cased. The whole address is
 * lower-cased because this server has always matched users case-insensitively.
 */
export function canonicalEmail(email: string): string {
  // NFC last: lower-casing can leave a letter and its accent apart.
  return email.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/**
 * Spec 1 §5: something@something.tld, no spaces, with the length cap first. Plain scans, each in time
 * linear in the length (the old regex backtracked quadratically on `a@` + dots + `@`).
 */
export function isEmailShaped(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  if (/\s/.test(email) || hasHiddenCharacters(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.includes('@', at + 1)) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * A request's e-mail field in canonical form, or null after recording why not: blank gets
 * `requiredMessage`; invisible, bidi or control characters anywhere in what was sent get their own
 * message (a look-alike of another user's address is never stored or looked up).
 */
export function readEmail(
  fields: Fields,
  name: string,
  errors: FieldErrorCollector,
  requiredMessage: string = serverTexts.fieldRequired,
): string | null {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') {
    errors.add(name, requiredMessage);
    return null;
  }
  if (hasHiddenCharacters(value)) {
    errors.add(name, serverTexts.emailHiddenCharacters);
    return null;
  }
  return canonicalEmail(value);
}
