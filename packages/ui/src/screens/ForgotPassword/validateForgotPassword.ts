import { codeValidation, loginValidation } from '@tp/messages';
import { validatePasswordPair } from '../../forms';

/** Spec 1 §5: the e-mail is required. */
export function validateResetEmail(email: string): string | null {
  return email.trim() === '' ? loginValidation.emailRequired : null;
}

export const missingOtpMessage = codeValidation.otpRequired;

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password follows the register rules (spec 1 §5). */
export function validateNewPassword({
  newPassword,
  confirmPassword,
}: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const { password, confirmation } = validatePasswordPair(newPassword, confirmPassword);
  return {
    ...(password ? { newPassword: password } : {}),
    ...(confirmation ? { confirmPassword: confirmation } : {}),
  };
}
