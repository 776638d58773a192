// @vitest-environment node
// The mock API over HTTP: the contract's answers, CORS for one origin, the test-only outbox, state kept in a file.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { DEMO_USERS } from '../backend/seed';
import {
  createApiServer,
  MAX_JSON_BODY_BYTES,
  OUTBOX_PATH,
  outboxAllowed,
  type ApiServerOptions,
} from './httpServer';

const origin = 'http://127.0.0.1:8080';
const running: { close: () => Promise<void> }[] = [];

// 1,000 iterations keep these fast; dataFile.test.ts runs the server's 600,000.
async function start(options: ApiServerOptions = {}) {
  const api = createApiServer({
    allowedOrigin: origin,
    passwordIterations: MOCK_PBKDF2_ITERATIONS,
    ...options,
  });
  await api.ready;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => api.server.close(() => resolve()));
  running.push({ close });
  return { ...api, base: `http://127.0.0.1:${port}`, close };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const alex = DEMO_USERS.alex;

async function signIn(base: string) {
  const answer = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: alex.email, password: alex.password }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

describe('the mock API over HTTP', () => {
  it('signs in and answers account calls with the contract’s shapes', async () => {
    const { base } = await start();
    const { access_token } = await signIn(base);
    const balance = await fetch(`${base}/api/balance/`, {
      headers: { Authorization: `JWT ${access_token}` },
    });
    expect(await balance.json()).toEqual([expect.objectContaining({ balance: 12_500 })]);
    const unauthenticated = await fetch(`${base}/api/balance/`);
    expect(unauthenticated.status).toBe(401);
  });

  it('runs the contract check: an off-contract body gets 400 before its handler', async () => {
    const { base } = await start();
    const answer = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 42, password: 'x' }),
    });
    expect(answer.status).toBe(400);
  });

  it('serves the market API under /market', async () => {
    const { base } = await start();
    const answer = await fetch(
      `${base}/market/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true`,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveProperty('bitcoin.usd');
  });

  it('answers CORS for the configured origin only', async () => {
    const { base } = await start();
    const preflight = await fetch(`${base}/api/withdrawals/`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const other = await fetch(`${base}/api/packages/`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the outbox closed unless asked, and serves it when asked', async () => {
    const closed = await start();
    await signIn(closed.base);
    expect((await fetch(`${closed.base}${OUTBOX_PATH}`)).status).toBe(404);

    const open = await start({ exposeOutbox: true });
    await fetch(`${open.base}/auth/forgot-password/request-forgot-password/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: alex.email }),
    });
    const mails = (await (
      await fetch(`${open.base}${OUTBOX_PATH}?to=${encodeURIComponent(alex.email)}`)
    ).json()) as { code: string | null }[];
    expect(mails.at(-1)?.code).toMatch(/^\d{6}$/);
  });

  it('keeps its state in the data file across restarts', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'api-serve-')), 'state.json');
    const first = await start({ dataFile });
    const { access_token } = await signIn(first.base);
    const joined = await fetch(`${first.base}/api/copy-traders/`, {
      method: 'POST',
      headers: {
        Authorization: `JWT ${access_token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'http-server-test-0001',
      },
      body: JSON.stringify({ trader_code: 'BLUECHIP' }),
    });
    expect(joined.status).toBe(201);
    await first.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toHaveProperty(
      'version',
      first.backend.toJSON().version,
    );

    const second = await start({ dataFile });
    const { access_token: again } = await signIn(second.base);
    const list = await fetch(`${second.base}/api/copy-traders/`, {
      headers: { Authorization: `JWT ${again}` },
    });
    expect(((await list.json()) as { id: string }[]).map((entry) => entry.id)).toContain(
      'BLUECHIP',
    );
  });

  it('limits failed sign-ins per client address across accounts, with Retry-After (D15)', async () => {
    const { base } = await start({ clientFailureLimit: 3 });
    const tryPassword = (email: string) =>
      fetch(`${base}/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
    // Three accounts, one wrong password each: no account is paused, but the address is.
    for (const email of [alex.email, DEMO_USERS.jamie.email, 'nobody@example.com'])
      expect((await tryPassword(email)).status).toBe(401);
    const refused = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: alex.email, password: alex.password }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Other calls of the same address are not limited.
    expect((await fetch(`${base}/api/packages/`)).status).toBe(200);
  });

  it('ignores a client-sent X-Forwarded-For unless the peer is a trusted proxy (issue 26)', async () => {
    const { base } = await start({ clientFailureLimit: 2 });
    // Each wrong password claims another address: the server counts the one it sees, so the third is refused.
    const tryPassword = (claimed: string) =>
      fetch(`${base}/auth/login/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': claimed,
          'X-Real-IP': claimed,
        },
        body: JSON.stringify({ email: alex.email, password: 'not-the-password' }),
      });
    expect((await tryPassword('198.51.100.1')).status).toBe(401);
    expect((await tryPassword('198.51.100.2')).status).toBe(401);
    expect((await tryPassword('198.51.100.3')).status).toBe(429);
  });

  it('behind a trusted proxy, throttles each forwarded client apart (issue 26)', async () => {
    // The proxy (this test, on 127.0.0.1) is trusted; its requests all come from one address.
    const { base } = await start({ clientFailureLimit: 2, trustedProxies: ['127.0.0.1'] });
    const tryPassword = (client: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...headers },
        body: JSON.stringify({ email: alex.email, password: 'not-the-password' }),
      });
    expect((await tryPassword('203.0.113.7')).status).toBe(401);
    expect((await tryPassword('203.0.113.7')).status).toBe(401);
    expect((await tryPassword('203.0.113.7')).status).toBe(429);
    // Another visitor through the same proxy is not locked out by the first one's failures.
    expect((await tryPassword('203.0.113.8')).status).toBe(401);
    // The proxy's own entry is the last one: an address the client prepended does not free it.
    expect((await tryPassword('192.0.2.1, 203.0.113.7')).status).toBe(429);
    // A proxy that sends only X-Real-IP names the client too.
    const realIp = () =>
      fetch(`${base}/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.7' },
        body: JSON.stringify({ email: alex.email, password: alex.password }),
      });
    expect((await realIp()).status).toBe(429);
  });

  it('limits the accounts one client address creates an hour (issue 24)', async () => {
    const { base } = await start({ clientSignupLimit: 2 });
    const signUp = (n: number) =>
      fetch(`${base}/auth/signup/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Sam',
          last_name: 'Rivera',
          email: `sam.rivera${n}@example.com`,
          phone_number: '+14155550123',
          password: 'SamPass123!',
          verify_password: 'SamPass123!',
        }),
      });
    expect((await signUp(1)).status).toBe(201);
    expect((await signUp(2)).status).toBe(201);
    const third = await signUp(3);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Signing in is not limited by it.
    const login = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: alex.email, password: alex.password }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses a body over its route’s limit before authentication, and the upload keeps its own (issue 24)', async () => {
    const { base } = await start();
    const big = JSON.stringify({ junk: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const unauthenticated = await fetch(`${base}/api/withdrawals/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(unauthenticated.status).toBe(413);
    const unknownRoute = await fetch(`${base}/nothing/here/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(unknownRoute.status).toBe(413);
    // The deposit upload may carry a proof far over 64 KB: refused for its token, not its size.
    const form = new FormData();
    form.set('proof', new Blob([new Uint8Array(200 * 1024)], { type: 'image/png' }), 'proof.png');
    const upload = await fetch(`${base}/api/deposits/`, { method: 'POST', body: form });
    expect(upload.status).toBe(401);
  });

  it('answers 415 to a body that is not the operation’s media type: no cross-site text/plain sign-in (issue 24)', async () => {
    const { base } = await start();
    const plain = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: alex.email, password: alex.password }),
    });
    expect(plain.status).toBe(415);
    // A POST without a body needs no type.
    const empty = await fetch(`${base}/auth/login/passkey-options/`, { method: 'POST' });
    expect(empty.status).not.toBe(415);
  });

  it('keeps slow clients and connection floods bounded (issue 24)', async () => {
    const { server, base } = await start({ maxConnections: 3 });
    expect(server.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    const { port } = server.address() as AddressInfo;
    const sockets: Socket[] = [];
    const open = async (request?: string) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      if (request === undefined) return socket;
      socket.write(request);
      await new Promise((resolve) => socket.once('data', resolve));
      return socket;
    };
    // A visitor on a connection of its own, closed after the answer.
    const visit = () =>
      new Promise<number>((resolve, reject) => {
        get(`${base}/api/packages/`, { agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).once('error', reject);
      });
    try {
      // The cap held by connections that never send a request: a visitor still gets in, in the oldest one's place.
      const idle = [await open(), await open(), await open()];
      const closed = new Promise((resolve) => idle[0]!.once('close', resolve));
      expect(await visit()).toBe(200);
      await closed;
      // Held by connections that each made a request: nobody is thrown out, the newcomer is refused.
      for (const socket of idle) socket.destroy();
      for (let index = 0; index < 3; index += 1)
        await open('GET /api/packages/ HTTP/1.1\r\nHost: test\r\n\r\n');
      await expect(visit()).rejects.toThrow();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('writes the data file owner-only, and not at all when a call changed nothing (issue 24)', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'api-serve-')), 'state.json');
    const { base, flush } = await start({ dataFile });
    await signIn(base);
    flush();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    const before = statSync(dataFile).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await fetch(`${base}/api/balance/`, { headers: { Authorization: 'JWT nope' } });
    expect(refused.status).toBe(401);
    flush();
    expect(statSync(dataFile).mtimeMs).toBe(before);
  });

  it('serves the outbox one address at a time, behind its token when it has one (issue 24)', async () => {
    const open = await start({ exposeOutbox: true, outboxToken: 'test-outbox-token' });
    await signIn(open.base);
    const url = `${open.base}${OUTBOX_PATH}?to=${encodeURIComponent(alex.email)}`;
    expect((await fetch(url)).status).toBe(401);
    const authorized = { headers: { Authorization: 'Bearer test-outbox-token' } };
    expect((await fetch(url, authorized)).status).toBe(200);
    expect((await fetch(`${open.base}${OUTBOX_PATH}`, authorized)).status).toBe(400);
    expect(outboxAllowed('0.0.0.0', null)).toBe(false);
    expect(outboxAllowed('0.0.0.0', 'a-token')).toBe(true);
    expect(outboxAllowed('127.0.0.1', null)).toBe(true);
  });

  it('answers an unknown path with 404', async () => {
    const { base } = await start();
    expect((await fetch(`${base}/nothing/here/`)).status).toBe(404);
  });
});
