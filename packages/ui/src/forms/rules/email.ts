/** Spec 1 §5: address-shaped means something@something.tld with no spaces. */
export function isEmailShaped(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
