import { registerValidation } from '@tp/messages';

export const registerFields = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'password',
  'verify_password',
] as const;

/** The fields the server knows (spec 1 §3 signup payload). */
export type RegisterServerField = (typeof registerFields)[number];
export type RegisterField = RegisterServerField | 'agreement';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  verify_password: string;
  /** Client-only (spec 1 §3): never sent. */
  agreement: boolean;
}

export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const MIN_PASSWORD_LENGTH = 8;

/** Spec 1 §5: address-shaped means something@something.tld with no spaces. */
export function isEmailShaped(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** Spec 1 §5: whitespace removed, optional plus, a first digit 1–9, 8 to 15 digits in all. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{7,14}$/.test(phone.replace(/\s/g, ''));
}

/** Password required, at least 8 characters; confirmation required and equal (spec 1 §5). */
export function validatePasswordPair(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  if (password === '') errors.password = registerValidation.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = registerValidation.passwordTooShort;
  if (confirmation === '') errors.confirmation = registerValidation.verifyPasswordRequired;
  else if (confirmation !== password) errors.confirmation = registerValidation.passwordsDoNotMatch;
  return errors;
}

/** Spec 1 §5 (register), one message per field. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.first_name.trim() === '') errors.first_name = registerValidation.firstNameRequired;
  if (values.last_name.trim() === '') errors.last_name = registerValidation.lastNameRequired;
  if (values.email.trim() === '') errors.email = registerValidation.emailRequired;
  else if (!isEmailShaped(values.email)) errors.email = registerValidation.emailInvalid;
  if (values.phone_number.trim() === '') errors.phone_number = registerValidation.phoneRequired;
  else if (!isValidPhone(values.phone_number))
    errors.phone_number = registerValidation.phoneInvalid;
  const pair = validatePasswordPair(values.password, values.verify_password);
  if (pair.password) errors.password = pair.password;
  if (pair.confirmation) errors.verify_password = pair.confirmation;
  if (!values.agreement) errors.agreement = registerValidation.agreementRequired;
  return errors;
}
