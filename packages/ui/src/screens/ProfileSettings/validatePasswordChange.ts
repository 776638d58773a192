import { passwordChangeValidation } from '@tp/messages';
import { MIN_PASSWORD_LENGTH, type FieldErrors } from '../../forms';

/** The Security Settings form (spec 2 §3: the form also holds these three). */
export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeField = keyof PasswordChangeValues;

/**
 * Spec 2 §5, in its order, one message at a time: the old password, then new and confirm both given,
 * both at least 8 characters, equal. The message goes under the field it is about (for the pair, the
 * first of the two that breaks the rule; a mismatch under Confirm).
 */
export function validatePasswordChange({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeValues): FieldErrors<PasswordChangeField> {
  if (oldPassword === '') return { oldPassword: passwordChangeValidation.oldRequired };
  if (newPassword === '' || confirmPassword === '')
    return {
      [newPassword === '' ? 'newPassword' : 'confirmPassword']:
        passwordChangeValidation.bothRequired,
    };
  if (newPassword.length < MIN_PASSWORD_LENGTH || confirmPassword.length < MIN_PASSWORD_LENGTH)
    return {
      [newPassword.length < MIN_PASSWORD_LENGTH ? 'newPassword' : 'confirmPassword']:
        passwordChangeValidation.tooShort,
    };
  if (newPassword !== confirmPassword)
    return { confirmPassword: passwordChangeValidation.mismatch };
  return {};
}
