// @vitest-environment node
// Issue 24: whoever copies the HTTP server's `--data` file gets nobody's session, code or password from it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PBKDF2_ITERATIONS, SERVER_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { base64UrlEncode } from '../backend/randomValues';
import { createSeedState, DEMO_USERS } from '../backend/seed';
import { DEMO_TOTP_SECRET } from '../backend/secondFactor';
import { newServerSecret } from '../backend/serverSecret';
import { createApiServer, readSecretFile, type ApiServerOptions } from './httpServer';

const running: (() => Promise<void>)[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

async function start(options: ApiServerOptions) {
  const api = createApiServer(options);
  await api.ready;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => api.server.close(() => resolve()));
  running.push(close);
  return { ...api, base: `http://127.0.0.1:${port}`, close };
}

const dataFileIn = () => path.join(folder('api-data-'), 'state.json');
const alex = DEMO_USERS.alex;

function post(base: string, route: string, body: unknown) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface Pair {
  access_token: string;
  refresh_token: string;
}

async function signIn(base: string): Promise<Pair> {
  const answer = await post(base, '/auth/login/', { email: alex.email, password: alex.password });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Pair;
}

const refresh = (base: string, refreshToken: string) =>
  post(base, '/auth/token/refresh/', { refresh_token: refreshToken });

/** Every string in a JSON value, keys included. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)]);
  return [];
}

/** Every object in a JSON value that looks like a stored password hash. */
function passwordHashesIn(value: unknown): { iterations: number }[] {
  if (Array.isArray(value)) return value.flatMap(passwordHashesIn);
  if (typeof value !== 'object' || value === null) return [];
  const here = (value as { algorithm?: unknown }).algorithm === 'PBKDF2-SHA256';
  return [
    ...(here ? [value as { iterations: number }] : []),
    ...Object.values(value).flatMap(passwordHashesIn),
  ];
}

/** A refresh token as the server builds one, from an id and a signature taken from wherever. */
function tokenFrom(
  record: { userId?: number; expiresAt?: number; issuedAt?: number },
  jti: string,
  signature: string,
) {
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64UrlEncode(
    JSON.stringify({
      token_type: 'refresh',
      exp: Math.floor((record.expiresAt ?? Date.now() + 86_400_000) / 1000),
      iat: Math.floor((record.issuedAt ?? Date.now()) / 1000),
      jti,
      user_id: record.userId ?? 1,
    }),
  );
  return `${header}.${payload}.${signature}`;
}

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string };

describe('the --data file (issue 24)', () => {
  it('holds no usable secret: rebuilt tokens are refused, no code or mail is in it, hashes take 600,000 iterations', async () => {
    const dataFile = dataFileIn();
    const api = await start({ dataFile, secret: newServerSecret(), exposeOutbox: true });
    const { base } = api;

    // A signed-in session, refreshed once (the rotated pair is handed out again within 30 s).
    const first = await signIn(base);
    const rotatedAnswer = await refresh(base, first.refresh_token);
    expect(rotatedAnswer.status).toBe(200);
    const current = (await rotatedAnswer.json()) as Pair;
    // A pending sign-up code, a pending reset code, and their e-mails.
    const signup = await post(base, '/auth/signup/', {
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana.reyes@example.com',
      phone_number: '+14155550123',
      password: 'DanaPass123!',
      verify_password: 'DanaPass123!',
    });
    expect(signup.status).toBe(201);
    expect(
      (await post(base, '/auth/forgot-password/request-forgot-password/', { email: alex.email }))
        .status,
    ).toBe(200);
    const codes = api.backend.outbox().flatMap((mail) => (mail.code === null ? [] : [mail.code]));
    expect(codes.length).toBeGreaterThanOrEqual(2);

    api.flush();
    const text = readFileSync(dataFile, 'utf8');
    const saved = JSON.parse(text) as {
      tokens: Record<string, { userId?: number; expiresAt?: number; issuedAt?: number }>;
      outbox: unknown[];
      users: unknown[];
    };

    // No code the server e-mailed, and no mail at all.
    for (const code of codes) expect(text).not.toContain(code);
    expect(saved.outbox).toEqual([]);
    // No token, token id or signature the server handed out.
    for (const token of [first, current].flatMap((pair) => [
      pair.access_token,
      pair.refresh_token,
    ])) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.split('.')[2]);
      expect(text).not.toContain(payloadOf(token).jti);
    }

    // Rebuilding a refresh token from the file: every token-shaped string in it, and for each token record
    // every pair of its strings as id and signature, also beside the real id (known from the token itself).
    const realJti = payloadOf(current.refresh_token).jti;
    const attempts = new Set(text.match(/[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g) ?? []);
    for (const [key, record] of Object.entries(saved.tokens)) {
      const pieces = [key, ...stringsIn(record)];
      for (const jti of [...pieces, realJti])
        for (const signature of pieces) attempts.add(tokenFrom(record, jti, signature));
    }
    expect(attempts.size).toBeGreaterThan(0);
    for (const attempt of attempts) expect((await refresh(base, attempt)).status).toBe(401);
    // The session itself is fine: the current refresh token still works.
    expect((await refresh(base, current.refresh_token)).status).toBe(200);

    // Every password hash (Alex's, the seeded Jamie's, the new sign-up's) at OWASP's count.
    const hashes = passwordHashesIn(saved.users);
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(hash.iterations).toBeGreaterThanOrEqual(600_000);
  });

  it('keeps an authenticator key sealed and backup codes keyed: the file makes no code, the server still does', async () => {
    const dataFile = dataFileIn();
    const secret = newServerSecret();
    const api = await start({ dataFile, secret });
    const backupCodes = await api.backend.turnOnAuthenticator(alex.email, DEMO_TOTP_SECRET);
    const codeNow = api.backend.authenticatorCode(alex.email);
    api.flush();
    const text = readFileSync(dataFile, 'utf8');
    expect(text).not.toContain(DEMO_TOTP_SECRET);
    for (const code of backupCodes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
    await api.close();

    // Only with the same secret does the saved state read back the key.
    const again = await start({ dataFile, secret });
    expect(again.backend.authenticatorCode(alex.email)).toBe(codeNow);
    await again.close();
    const other = await start({ dataFile, secret: newServerSecret() });
    expect(other.backend.authenticatorCode(alex.email)).toBeUndefined();
  });

  it('keeps sessions across a restart with the same secret file, and ends them with another secret', async () => {
    const secretFolder = folder('api-secret-');
    const secretFile = path.join(secretFolder, 'secret');
    writeFileSync(secretFile, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    const dataFile = path.join(secretFolder, 'state.json');
    const options = { dataFile, passwordIterations: MOCK_PBKDF2_ITERATIONS };

    const first = await start({ ...options, secret: readSecretFile(secretFile) });
    const pair = await signIn(first.base);
    await first.close();

    const again = await start({ ...options, secret: readSecretFile(secretFile) });
    const rotated = await refresh(again.base, pair.refresh_token);
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as Pair;
    await again.close();

    const otherSecret = await start({ ...options, secret: newServerSecret() });
    expect((await refresh(otherSecret.base, next.refresh_token)).status).toBe(401);
    const balance = await fetch(`${otherSecret.base}/api/balance/`, {
      headers: { Authorization: `JWT ${next.access_token}` },
    });
    expect(balance.status).toBe(401);
  });

  it('refuses a secret file others can read, or one too short to be a key', () => {
    const secretFolder = folder('api-secret-');
    const open = path.join(secretFolder, 'open');
    writeFileSync(open, 'cd'.repeat(32));
    chmodSync(open, 0o644);
    expect(() => readSecretFile(open)).toThrow(/chmod 600/);
    const short = path.join(secretFolder, 'short');
    writeFileSync(short, 'too-short', { mode: 0o600 });
    expect(() => readSecretFile(short)).toThrow(/at least 32/);
  });

  it('still verifies a password hashed at the old count, and rehashes it at sign-in', async () => {
    const api = await start({ passwordIterations: SERVER_PBKDF2_ITERATIONS });
    const jamie = api.backend.state.users.find((user) => user.email === DEMO_USERS.jamie.email);
    // As a file written before issue 24 holds it: the seed's hash, 1,000 iterations.
    const seeded = createSeedState().users.find((user) => user.id === jamie!.id)!.password;
    expect(seeded.iterations).toBe(MOCK_PBKDF2_ITERATIONS);
    jamie!.password = seeded;
    const answer = await post(api.base, '/auth/login/', {
      email: DEMO_USERS.jamie.email,
      password: DEMO_USERS.jamie.password,
    });
    expect(answer.status).toBe(200);
    expect(jamie!.password.iterations).toBe(SERVER_PBKDF2_ITERATIONS);
    const later = await post(api.base, '/auth/login/', {
      email: DEMO_USERS.jamie.email,
      password: DEMO_USERS.jamie.password,
    });
    expect(later.status).toBe(200);
  });
});
