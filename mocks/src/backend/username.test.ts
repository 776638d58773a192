// Usernames come from the names at sign-up; names may be 150 characters each (the contract's limit), the username
// may not (found by the contract fuzz test: a 300-character username broke the sign-up answer's contract).
import { describe, expect, it } from 'vitest';
import { createTestBackend } from '../test/backendFixtures';
import { USERNAME_MAX_LENGTH } from './users';

const longNames = {
  first_name: 'a'.repeat(150),
  last_name: 'b'.repeat(150),
  phone_number: '+14155550199',
  password: 'SamPass789!',
  verify_password: 'SamPass789!',
};

describe('usernames', () => {
  it('stay within 150 characters, and unique, whatever the names', async () => {
    const { backend } = createTestBackend();
    await backend.api.signup({ ...longNames, email: 'first@example.com' });
    await backend.api.signup({ ...longNames, email: 'second@example.com' });
    const usernames = backend
      .toJSON()
      .users.filter((user) => user.email.endsWith('@example.com') && user.firstName.length === 150)
      .map((user) => user.username);
    expect(usernames).toEqual(['a'.repeat(150), `${'a'.repeat(149)}2`]);
    expect(Math.max(...usernames.map((name) => name.length))).toBe(USERNAME_MAX_LENGTH);
  });
});
