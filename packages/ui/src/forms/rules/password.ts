import { registerValidation } from '@tp/messages';

export const MIN_PASSWORD_LENGTH = 8;

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
