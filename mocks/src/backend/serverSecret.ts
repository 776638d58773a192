// Issue 24: the server's secret, the one thing the saved state never holds. Token signatures and code digests
// are HMAC-SHA256 under it, so a copy of the state (the HTTP server's `--data` file, a backup) signs nobody in
// and gives no code away. Synchronous (@noble/hashes, audited) because token checks are synchronous.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { randomBytes } from './randomValues';

/** Key material for HMAC-SHA256: 32 random bytes, or the bytes of a secret file. */
export type ServerSecret = Uint8Array;

/** What a secret file or variable must hold at least (characters): 32 bytes of hex, or more. */
export const MIN_SECRET_LENGTH = 32;

/** A new random secret (32 bytes). */
export function newServerSecret(): ServerSecret {
  return randomBytes(32);
}

/**
 * One per process (or page) for backends given none: every backend of a test file, or of the HTTP
 * server's process, shares it, and nothing ever writes it down. A restart starts with a new one.
 */
export const processSecret: ServerSecret = newServerSecret();

/** Reads a secret given as text (a `--secret-file`'s content, an environment variable); throws when too short. */
export function secretFromText(text: string): ServerSecret {
  const trimmed = text.trim();
  if (trimmed.length < MIN_SECRET_LENGTH)
    throw new Error(
      `The server secret must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32).`,
    );
  return utf8ToBytes(trimmed);
}

/** HMAC-SHA256 of `data` under `secret`, as bytes. */
export function keyedDigest(secret: ServerSecret, data: string): Uint8Array {
  return hmac(sha256, secret, utf8ToBytes(data));
}

export function keyedHex(secret: ServerSecret, data: string): string {
  return bytesToHex(keyedDigest(secret, data));
}

/**
 * SHA-256 (hex) of a random token the server hands out (a token id, a step-up proof, a link): the state
 * keeps this, never the token, and the token has too much entropy to be found from it.
 */
export function digestOf(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}
