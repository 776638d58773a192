import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneLike } from '../test/phoneLike';
import { isValidPhone } from './phone';

/** The spec's rule (spec 1 §5), applied after removing whitespace. */
const reference = (phone: string) => /^\+?[1-9]\d{7,14}$/.test(phone.replace(/\s/g, ''));

const digit = fc.constantFrom(...'0123456789');

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
