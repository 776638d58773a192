import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerValidation } from '@tp/messages';
import { phoneLike } from '../../forms/test/phoneLike';
import { validateRegister, type RegisterValues } from './validateRegister';

const valid: RegisterValues = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+1 555 010 4477',
  password: 'Secret123!',
  verify_password: 'Secret123!',
  agreement: true,
};

describe('validateRegister', () => {
  it('passes a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('names every empty field with its spec message', () => {
    expect(
      validateRegister({
        first_name: ' ',
        last_name: '',
        email: '',
        phone_number: '',
        password: '',
        verify_password: '',
        agreement: false,
      }),
    ).toEqual({
      first_name: registerValidation.firstNameRequired,
      last_name: registerValidation.lastNameRequired,
      email: registerValidation.emailRequired,
      phone_number: registerValidation.phoneRequired,
      password: registerValidation.passwordRequired,
      verify_password: registerValidation.verifyPasswordRequired,
      agreement: registerValidation.agreementRequired,
    });
  });

  it('never throws and only ever returns spec messages, whatever is typed', () => {
    const messages = new Set<string>(Object.values(registerValidation));
    fc.assert(
      fc.property(
        fc.record({
          first_name: fc.string(),
          last_name: fc.string(),
          email: fc.string(),
          phone_number: fc.oneof(fc.string(), phoneLike),
          password: fc.string(),
          verify_password: fc.string(),
          agreement: fc.boolean(),
        }),
        (values) =>
          Object.values(validateRegister(values)).every((message) => messages.has(message)),
      ),
    );
  });
});
