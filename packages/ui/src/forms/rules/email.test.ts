import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEmailShape } from '@tp/mocks/test/emailRuleCases.ts';
import { MAX_EMAIL_LENGTH, isEmailShaped, normalizeEmail } from './email';

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

describeEmailShape(isEmailShaped, MAX_EMAIL_LENGTH);

describe('normalizeEmail', () => {
  it('trims, composes (NFC) and lower-cases, as the server stores addresses', () => {
    expect(normalizeEmail('  Alice@EXAMPLE.com ')).toBe('alice@example.com');
    expect(normalizeEmail('JOSE\u0301@Example.com')).toBe('jos\u00e9@example.com');
    expect(normalizeEmail('jose\u0301@example.com')).toBe(normalizeEmail('jos\u00e9@example.com'));
  });
});
