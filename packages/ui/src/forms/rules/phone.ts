/** Spec 1 §5: whitespace removed, optional plus, a first digit 1–9, 8 to 15 digits in all. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{7,14}$/.test(phone.replace(/\s/g, ''));
}
