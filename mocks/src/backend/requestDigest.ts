// What an Idempotency-Key is bound to: the request's method, path and body, as one SHA-256 digest.
import { ApiError } from './apiError';
import { sha256Hex } from './randomValues';
import { serverTexts } from './serverTexts';

export type MultipartFields = Readonly<Record<string, string | Uint8Array | null>>;

/** JSON with every object's keys sorted, so one body has one text whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestDigest(method: string, path: string, body: string): Promise<string> {
  return sha256Hex(JSON.stringify([method, path, body]));
}

/** A request with a JSON body (or none: `undefined`). */
export function jsonRequestDigest(method: string, path: string, body?: unknown): Promise<string> {
  let text: string;
  try {
    text = canonicalJson(body);
  } catch {
    // Only a body nested too deep for the stack gets here: unreadable, like malformed JSON.
    throw new ApiError(400, { detail: serverTexts.malformedBody });
  }
  return requestDigest(method, path, text);
}

/** A multipart request: its fields by name, each file by the digest of its bytes. */
export async function multipartRequestDigest(
  method: string,
  path: string,
  fields: MultipartFields,
): Promise<string> {
  const parts: Record<string, string | { sha256: string } | null> = {};
  for (const [name, value] of Object.entries(fields))
    parts[name] = value instanceof Uint8Array ? { sha256: await sha256Hex(value) } : value;
  return requestDigest(method, path, canonicalJson(parts));
}
