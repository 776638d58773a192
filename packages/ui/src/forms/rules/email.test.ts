import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailShaped } from './email';

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
