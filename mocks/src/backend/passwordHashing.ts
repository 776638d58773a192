import { constantTimeEqual, fromHex, randomHex, toHex } from './randomValues';

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

// A real server uses >= 600,000 iterations (OWASP 2023). The mock keeps 1,000 so tests and the demo stay fast;
// the shape (per-user salt, slow KDF, constant-time compare) is what matters here.
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

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await hashPassword(password, stored.salt, stored.iterations);
  return constantTimeEqual(candidate.hash, stored.hash);
}
