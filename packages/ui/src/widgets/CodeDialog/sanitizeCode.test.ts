import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeValidation } from '@tp/messages';
import { sanitizeCode, validateCode } from './sanitizeCode';

describe('sanitizeCode', () => {
  it('keeps at most six digits of anything typed or pasted, in order', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const code = sanitizeCode(input);
        return /^\d{0,6}$/.test(code) && input.replace(/\D/g, '').startsWith(code);
      }),
    );
  });

  it('reads a pasted code with spaces or a prefix', () => {
    expect(sanitizeCode('123 456')).toBe('123456');
    expect(sanitizeCode('Code: 654321.')).toBe('654321');
  });
});

describe('validateCode', () => {
  it('accepts exactly six digits and names the missing code otherwise', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (code) => {
        const problem = validateCode(code, codeValidation.otpRequired);
        return /^\d{6}$/.test(code) ? problem === null : problem === codeValidation.otpRequired;
      }),
    );
    expect(validateCode('', codeValidation.codeRequired)).toBe(codeValidation.codeRequired);
  });
});
