import { describe, expect, it } from 'vitest';
import { greetingName } from './greetingName';

describe('greetingName (spec 2 §2)', () => {
  it('uses the stored first name, not the full name', () => {
    expect(greetingName({ firstName: 'Alex', lastName: 'Morgan' }, 'alexmorgan')).toBe('Alex');
  });

  it('trims the first name', () => {
    expect(greetingName({ firstName: '  Alex ' }, 'alexmorgan')).toBe('Alex');
  });

  it('falls back to the username without a first name', () => {
    expect(greetingName({ lastName: 'Morgan' }, 'alexmorgan')).toBe('alexmorgan');
    expect(greetingName({ firstName: '   ' }, 'alexmorgan')).toBe('alexmorgan');
    expect(greetingName(null, 'alexmorgan')).toBe('alexmorgan');
  });

  it('falls back to User without a first name or username', () => {
    expect(greetingName(null, null)).toBe('User');
    expect(greetingName({}, '  ')).toBe('User');
  });
});
