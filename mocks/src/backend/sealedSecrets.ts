// Issue 24: a secret the server must read back (an authenticator app's TOTP key) is kept sealed under the server's
// secret, so a copy of the state (the HTTP server's `--data` file) cannot make codes. The pad is HMAC-SHA256 of a
// fresh random nonce and a block counter under that secret (a PRF in counter mode), XORed with the text.
import type { BackendContext } from './context';
import { randomHex } from './randomValues';

const PREFIX = 'sealed.v1';

function pad(ctx: BackendContext, nonce: string, length: number): Uint8Array {
  const bytes: number[] = [];
  for (let block = 0; bytes.length < length; block += 1) {
    const hex = ctx.keyedHash(`seal|${nonce}|${block}`);
    for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  }
  return Uint8Array.from(bytes.slice(0, length));
}

const toHex = (bytes: Uint8Array) =>
  [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

const tagOf = (ctx: BackendContext, nonce: string, cipher: string) =>
  ctx.keyedHash(`seal-tag|${nonce}|${cipher}`).slice(0, 32);

export function seal(ctx: BackendContext, text: string): string {
  const plain = new TextEncoder().encode(text);
  const nonce = randomHex(16);
  const key = pad(ctx, nonce, plain.length);
  const cipher = toHex(plain.map((byte, i) => byte ^ (key[i] ?? 0)));
  return `${PREFIX}.${nonce}.${cipher}.${tagOf(ctx, nonce, cipher)}`;
}

/**
 * The text sealed by `seal` under this server's secret, or null when it was sealed under another secret (a
 * restart with a new one) or changed. A value from before sealing reads as itself.
 */
export function unseal(ctx: BackendContext, sealed: string): string | null {
  const [prefix, version, nonce, cipher, tag] = sealed.split('.');
  if (`${prefix}.${version}` !== PREFIX) return sealed;
  if (!nonce || cipher === undefined || tag !== tagOf(ctx, nonce, cipher)) return null;
  const bytes = fromHex(cipher);
  const key = pad(ctx, nonce, bytes.length);
  return new TextDecoder().decode(bytes.map((byte, i) => byte ^ (key[i] ?? 0)));
}
