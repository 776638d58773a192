import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerValidation } from '@tp/messages';
import {
  isEmailShaped,
  isValidPhone,
  validatePasswordPair,
  validateRegister,
  type RegisterValues,
} from './validateRegister';

/** The spec's rule (spec 1 §5), applied after removing whitespace. */
const reference = (phone: string) => /^\+?[1-9]\d{7,14}$/.test(phone.replace(/\s/g, ''));

const valid: RegisterValues = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+1 555 010 4477',
  password: 'Secret123!',
  verify_password: 'Secret123!',
  agreement: true,
};

const digit = fc.constantFrom(...'0123456789');
const phoneLike = fc
  .tuple(
    fc.constantFrom('', '+', '++', '-'),
    fc.array(fc.oneof(digit, digit, digit, fc.constantFrom(' ', '\t', '\n', '-', '.', 'a')), {
      maxLength: 20,
    }),
  )
  .map(([prefix, parts]) => prefix + parts.join(''));

describe('isValidPhone', () => {
  it('agrees with the reference expression on generated phone-like strings', () => {
    fc.assert(
      fc.property(phoneLike, (phone) => isValidPhone(phone) === reference(phone)),
      {
        numRuns: 2_000,
      },
    );
  });

  it('agrees with the reference expression on any string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite' }),
        (phone) => isValidPhone(phone) === reference(phone),
      ),
    );
  });

  it('accepts 8 to 15 digits with an optional plus and whitespace anywhere, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.array(digit, { minLength: 7, maxLength: 14 }),
        (plus, first, rest) => {
          const spaced = `${plus ? '+' : ''}${first} ${rest.join(' ')} `;
          return isValidPhone(spaced);
        },
      ),
    );
    expect(isValidPhone('0123456789')).toBe(false); // first digit 0
    expect(isValidPhone('1234567')).toBe(false); // 7 digits
    expect(isValidPhone('1234567890123456')).toBe(false); // 16 digits
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
  });
});

describe('isEmailShaped', () => {
  it('accepts local@domain.tld without spaces', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) =>
        isEmailShaped(`${local}@${domain}.${tld}`),
      ),
    );
  });

  it('refuses anything without an @ or with a space inside', () => {
    fc.assert(fc.property(fc.string(), (text) => isEmailShaped(text.replace(/@/g, '')) === false));
    expect(isEmailShaped('sam taylor@example.com')).toBe(false);
    expect(isEmailShaped('sam@example')).toBe(false);
    expect(isEmailShaped(' sam@example.com ')).toBe(true); // surrounding spaces are trimmed
  });
});

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
