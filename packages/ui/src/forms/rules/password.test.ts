import fc from 'fast-check';
import { describe, it } from 'vitest';
import { registerValidation } from '@tp/messages';
import { validatePasswordPair } from './password';

describe('validatePasswordPair', () => {
  it('asks for 8 characters and an equal confirmation', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (password, confirmation) => {
          const { password: passwordError, confirmation: confirmationError } = validatePasswordPair(
            password,
            confirmation,
          );
          const expectedPassword =
            password === ''
              ? registerValidation.passwordRequired
              : password.length < 8
                ? registerValidation.passwordTooShort
                : undefined;
          const expectedConfirmation =
            confirmation === ''
              ? registerValidation.verifyPasswordRequired
              : confirmation !== password
                ? registerValidation.passwordsDoNotMatch
                : undefined;
          return passwordError === expectedPassword && confirmationError === expectedConfirmation;
        },
      ),
    );
  });
});
