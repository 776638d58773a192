import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, PNG_BYTES, refusal } from '../test/backendFixtures';
import { canonicalJson, jsonRequestDigest, multipartRequestDigest } from './requestDigest';
import { serverTexts } from './serverTexts';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2] })).toBe(
      '{"a":[{"c":"x","d":null},2],"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('request digests', () => {
  it('tell requests apart by method, path and body', async () => {
    const digest = await jsonRequestDigest('POST', '/api/withdrawals/', { amount: 1 });
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await jsonRequestDigest('POST', '/api/withdrawals/', { amount: 1 })).toBe(digest);
    const others = await Promise.all([
      jsonRequestDigest('PATCH', '/api/withdrawals/', { amount: 1 }),
      jsonRequestDigest('POST', '/api/deposits/', { amount: 1 }),
      jsonRequestDigest('POST', '/api/withdrawals/', { amount: 2 }),
      jsonRequestDigest('POST', '/api/withdrawals/', { amount: '1' }),
      jsonRequestDigest('POST', '/api/withdrawals/'),
    ]);
    expect(new Set([digest, ...others]).size).toBe(6);
  });

  it('read multipart fields in any order and files by their bytes', async () => {
    const form = { amount: '250', proof: PNG_BYTES, wallet_id: null };
    const digest = await multipartRequestDigest('POST', '/api/deposits/', form);
    const reordered = { wallet_id: null, proof: PNG_BYTES.slice(), amount: '250' };
    expect(await multipartRequestDigest('POST', '/api/deposits/', reordered)).toBe(digest);
    const others = await Promise.all([
      multipartRequestDigest('POST', '/api/deposits/', { ...form, proof: JPEG_BYTES }),
      multipartRequestDigest('POST', '/api/deposits/', { ...form, wallet_id: '' }),
      multipartRequestDigest('POST', '/api/deposits/', { ...form, amount: '250.00' }),
    ]);
    expect(new Set([digest, ...others]).size).toBe(4);
  });

  it('refuses a body nested too deep to read as a malformed body, not a server error', async () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    const error = await refusal(() => jsonRequestDigest('POST', '/api/withdrawals/', deep));
    expect([error.status, error.body]).toEqual([400, { detail: serverTexts.malformedBody }]);
  });
});
