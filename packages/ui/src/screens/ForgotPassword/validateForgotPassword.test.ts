import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginValidation, registerValidation } from '@tp/messages';
import { validateNewPassword, validateResetEmail } from './validateForgotPassword';

describe('forgot password validation', () => {
  it('requires the e-mail', () => {
    expect(validateResetEmail('  ')).toBe(loginValidation.emailRequired);
    expect(validateResetEmail('sam@example.com')).toBeNull();
  });

  it('applies the register password rules to the new password', () => {
    expect(validateNewPassword({ newPassword: 'short', confirmPassword: 'other' })).toEqual({
      newPassword: registerValidation.passwordTooShort,
      confirmPassword: registerValidation.passwordsDoNotMatch,
    });
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (password) => {
        return (
          Object.keys(validateNewPassword({ newPassword: password, confirmPassword: password }))
            .length === 0
        );
      }),
    );
  });
});
