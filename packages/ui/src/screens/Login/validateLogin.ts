import { loginValidation } from '@tp/messages';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginField = 'email' | 'password';

/** Spec 1 §5 (login): e-mail required, password at least 8 characters. */
export function validateLogin({
  email,
  password,
}: Pick<LoginValues, 'email' | 'password'>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (email.trim() === '') errors.email = loginValidation.emailRequired;
  if (password.length < 8) errors.password = loginValidation.passwordTooShort;
  return errors;
}
