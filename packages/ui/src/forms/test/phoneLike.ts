import fc from 'fast-check';

const digit = fc.constantFrom(...'0123456789');

/** Strings that look like a typed phone number: an optional plus, digits, some spaces and stray marks. */
export const phoneLike = fc
  .tuple(
    fc.constantFrom('', '+', '++', '-'),
    fc.array(fc.oneof(digit, digit, digit, fc.constantFrom(' ', '\t', '\n', '-', '.', 'a')), {
      maxLength: 20,
    }),
  )
  .map(([prefix, parts]) => prefix + parts.join(''));
