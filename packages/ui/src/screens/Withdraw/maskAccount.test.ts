import { describe, expect, it } from 'vitest';
import { maskAccount } from './maskAccount';

describe('maskAccount (spec 2 §3: asterisks then only the last 4 characters)', () => {
  it('shows only the last 4 characters of an IBAN', () => {
    expect(maskAccount('GB29NWBK60161331926819')).toBe('****6819');
  });

  it('hides every other character, whatever the length', () => {
    const masked = maskAccount('123456789');
    expect(masked).toBe('****6789');
    expect(masked).not.toContain('12345');
  });

  it('keeps an already masked value as it is', () => {
    expect(maskAccount('****6789')).toBe('****6789');
  });

  it('masks a 5-character value down to its last 4', () => {
    expect(maskAccount('12345')).toBe('****2345');
  });

  it.each(['1234', '123', '1'])('reveals nothing of a short value %s', (value) => {
    expect(maskAccount(value)).toBe('****');
  });

  it.each(['', '   ', null, undefined])('gives an empty string for %j', (value) => {
    expect(maskAccount(value)).toBe('');
  });

  it('ignores surrounding spaces', () => {
    expect(maskAccount('  12345678 ')).toBe('****5678');
  });
});
