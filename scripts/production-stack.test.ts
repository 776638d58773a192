// @vitest-environment node
// The local production stack serves a build wherever the checkout lies. Run as root (as CI is), nginx's workers
// drop to an unprivileged user: a build inside a mode-700 folder is readable to them only through the stack's
// copy, so the first test fails if the stack serves the checkout's folder in place.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { connect as http2Connect } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'production-stack.mjs');
const running: ChildProcess[] = [];
const folders: string[] = [];

function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A folder as `mktemp -d` makes it (mode 700) holding a two-page build. */
function privateBuild() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tp-private-checkout-'));
  folders.push(folder);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  const dist = path.join(folder, 'app', 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Home</title><h1>Prerendered home</h1>',
  );
  writeFileSync(
    path.join(dist, 'app.html'),
    '<!doctype html><title>App</title><div id="root"></div>',
  );
  return dist;
}

function startStack(
  dist: string,
  ports: { app: number; api: number },
  env: NodeJS.ProcessEnv = {},
  args: string[] = [],
) {
  const child = spawn(
    process.execPath,
    [script, '--dist', dist, '--port', String(ports.app), '--api-port', String(ports.api), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (output.includes('served by nginx at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}):\n${output}`)));
  });
  ready.catch(() => undefined); // awaited only by the tests that expect a start
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { ready, exited, output: () => output };
}

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once('exit', resolve).kill('SIGTERM');
        }),
    ),
  );
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('scripts/production-stack.mjs', () => {
  it('serves a build that lies inside a mode-700 folder', { timeout: 60_000 }, async () => {
    const dist = privateBuild();
    const ports = { app: await freePort(), api: await freePort() };
    const stack = startStack(dist, ports);
    await stack.ready;

    const home = await fetch(`http://127.0.0.1:${ports.app}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Prerendered home');
    const account = await fetch(`http://127.0.0.1:${ports.app}/dashboard`);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('<div id="root">');
  });

  it(
    'puts the API on the app’s origin by default: nginx proxies it, the policy connects to self only (issue 26)',
    { timeout: 60_000 },
    async () => {
      const ports = { app: await freePort(), api: await freePort() };
      const stack = startStack(privateBuild(), ports);
      await stack.ready;
      const app = `http://127.0.0.1:${ports.app}`;
      const packages = await fetch(`${app}/api/packages/`);
      expect(packages.status).toBe(200);
      expect(Array.isArray(await packages.json())).toBe(true);
      expect(packages.headers.get('content-security-policy')).toContain("connect-src 'self';");
      const market = await fetch(`${app}/market-api/coins/markets?vs_currency=usd`);
      expect(market.status).toBe(200);
      // A signed-in call from the page is same-origin: its Origin gets no CORS answer, as none is needed.
      const me = await fetch(`${app}/api/balance/`, { headers: { Origin: app } });
      expect(me.status).toBe(401);
      expect(me.headers.get('access-control-allow-origin')).toBeNull();
      expect(stack.output()).toContain('Client addresses taken from X-Forwarded-For of 127.0.0.1');
    },
  );

  it(
    'in cross-origin mode proxies nothing: the build calls the API server, which answers CORS for the app (issue 26)',
    { timeout: 60_000 },
    async () => {
      const ports = { app: await freePort(), api: await freePort() };
      const stack = startStack(privateBuild(), ports, {}, ['--cross-origin']);
      await stack.ready;
      const app = `http://127.0.0.1:${ports.app}`;
      const api = `http://127.0.0.1:${ports.api}`;
      const notProxied = await fetch(`${app}/api/packages/`);
      expect(await notProxied.text()).toContain('<div id="root">');
      expect(notProxied.headers.get('content-security-policy')).toContain(
        `connect-src ${api} ${api.replace(/^http/, 'ws')}/ws/market/;`,
      );
      const preflight = await fetch(`${api}/api/me/`, {
        method: 'OPTIONS',
        headers: { Origin: app, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(app);
      expect(stack.output()).not.toContain('X-Forwarded-For');
    },
  );

  it(
    '--https serves over TLS with HTTP/2 and prints the hash of the certificate it made (issue 26)',
    { timeout: 60_000 },
    async () => {
      const ports = { app: await freePort(), api: await freePort() };
      const stack = startStack(privateBuild(), ports, {}, ['--https']);
      await stack.ready;
      expect(stack.output()).toContain(`served by nginx at https://127.0.0.1:${ports.app}/`);
      const printed = /certificate SPKI sha256: (\S+)/.exec(stack.output())?.[1];
      // Self-signed: this client checks it by the printed hash, as the bench's Chrome does.
      const session = http2Connect(`https://127.0.0.1:${ports.app}`, { rejectUnauthorized: false });
      try {
        await new Promise((resolve, reject) =>
          session.once('connect', resolve).once('error', reject),
        );
        expect(session.alpnProtocol).toBe('h2');
        const socket = session.socket as unknown as TLSSocket;
        const spki = socket
          .getPeerX509Certificate()!
          .publicKey.export({ type: 'spki', format: 'der' });
        expect(printed).toBe(createHash('sha256').update(spki).digest('base64'));
        const { status, body } = await new Promise<{ status: number; body: string }>(
          (resolve, reject) => {
            const stream = session.request({ ':path': '/api/packages/' });
            let answer = 0;
            let text = '';
            stream.on('response', (headers) => (answer = Number(headers[':status'])));
            stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
            stream.on('end', () => resolve({ status: answer, body: text })).on('error', reject);
          },
        );
        expect(status).toBe(200);
        expect(Array.isArray(JSON.parse(body))).toBe(true);
      } finally {
        session.close();
      }
    },
  );

  it.runIf(process.getuid?.() === 0)(
    'says in one line at start that the workers cannot read the root, instead of timing out',
    { timeout: 30_000 },
    async () => {
      const dist = privateBuild();
      // The stack's own folder (and so its copy of the build) under a temp folder the workers cannot enter.
      const privateTmp = mkdtempSync(path.join(os.tmpdir(), 'tp-private-tmp-'));
      folders.push(privateTmp);
      const ports = { app: await freePort(), api: await freePort() };
      const stack = startStack(dist, ports, { TMPDIR: privateTmp });

      // Its own line, not the 60 s readiness wait's "did not answer" (which this test's timeout cuts short).
      expect(await stack.exited).toBe(1);
      const lines = stack.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^nginx's workers \(user [\w-]+\) cannot read .*app\.html/);
      // Nothing was left listening.
      await expect(fetch(`http://127.0.0.1:${ports.app}/`)).rejects.toThrow();
    },
  );
});
