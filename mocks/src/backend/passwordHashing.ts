import { constantTimeEqual, fromHex, randomHex, toHex } from './randomValues';

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

/** OWASP's figure for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet): the HTTP server's count (issue 24). */
export const SERVER_PBKDF2_ITERATIONS = 600_000;

/**
 * The in-browser demo, stories and unit tests keep 1,000 so they stay fast (600,000 take ~140 ms a hash):
 * their state never leaves the browser or the test. The shape (per-user salt, slow KDF, constant-time
 * compare, the count stored with each hash) is the same; `MockBackend`'s `passwordIterations` sets it.
 */
export const MOCK_PBKDF2_ITERATIONS = 1_000;

export async function hashPassword(
  password: string,
  salt: string = randomHex(16),
  iterations = MOCK_PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(salt), iterations },
    key,
    256,
  );
  return { algorithm: 'PBKDF2-SHA256', iterations, salt, hash: toHex(new Uint8Array(bits)) };
}

/** Checks against the stored hash with its own salt and count, so hashes made at an older count still verify. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await hashPassword(password, stored.salt, stored.iterations);
  return constantTimeEqual(candidate.hash, stored.hash);
}

/** A hash made with fewer iterations than the server uses now: rehash it once the password is known. */
export function needsRehash(stored: PasswordHash, iterations: number): boolean {
  return stored.iterations < iterations;
}

/**
 * Issue 24: after a right password, a hash made with fewer iterations than `iterations` is made again (the
 * seeded demo users', or any from before the count was raised); unless the password changed meanwhile.
 */
export async function upgradePasswordHash(
  user: { password: PasswordHash },
  password: string,
  iterations: number,
): Promise<void> {
  const before = user.password;
  if (!needsRehash(before, iterations)) return;
  const upgraded = await hashPassword(password, undefined, iterations);
  if (user.password === before) user.password = upgraded;
}
