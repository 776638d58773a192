import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  canonicalEmail,
  hasHiddenCharacters,
  isEmailShaped,
  readEmail,
} from './emailAddress';
import { describeEmailShape, hiddenCharacters } from '../test/emailRuleCases';
import { FieldErrorCollector } from './requestFields';
import { serverTexts } from './serverTexts';

describeEmailShape(isEmailShaped, MAX_EMAIL_LENGTH);

describe('hasHiddenCharacters', () => {
  it.each([...hiddenCharacters, ['tab', '\t'] as const])('finds a %s', (_, character) => {
    expect(hasHiddenCharacters(`ali${character}ce@example.com`)).toBe(true);
  });

  it('lets visible letters, accents and punctuation through', () => {
    expect(hasHiddenCharacters('jose\u0301.o\u2019neil+x@ex-ample.com')).toBe(false);
  });
});

describe('canonicalEmail', () => {
  it('trims, composes (NFC) and lower-cases the whole address', () => {
    expect(canonicalEmail('  Alice@EXAMPLE.com ')).toBe('alice@example.com');
    expect(canonicalEmail('JOSE\u0301@example.com')).toBe('jos\u00e9@example.com');
    expect(canonicalEmail('jos\u00e9@example.com')).toBe(canonicalEmail('jose\u0301@example.com'));
  });
});

describe('readEmail', () => {
  const read = (value: unknown) => {
    const errors = new FieldErrorCollector();
    const email = readEmail({ email: value }, 'email', errors, 'required');
    try {
      errors.throwIfAny();
      return email;
    } catch (error) {
      return (error as { body: unknown }).body;
    }
  };

  it('answers the canonical address', () => {
    expect(read(' Sam@Example.COM ')).toBe('sam@example.com');
  });

  it('records the required message for a missing or blank field', () => {
    expect(read(undefined)).toEqual({ email: ['required'] });
    expect(read('   ')).toEqual({ email: ['required'] });
  });

  it('records its own message for hidden characters, at the edges too', () => {
    const refused = { email: [serverTexts.emailHiddenCharacters] };
    expect(read('ali\u200Bce@example.com')).toEqual(refused);
    expect(read('\uFEFFalice@example.com')).toEqual(refused);
    expect(read('alice@example.com\u200E')).toEqual(refused);
  });
});
