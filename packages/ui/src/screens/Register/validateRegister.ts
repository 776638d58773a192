import { registerValidation } from '@tp/messages';
import { isEmailShaped, isValidPhone, validatePasswordPair } from '../../forms';

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
