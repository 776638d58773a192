#!/usr/bin/env node
// The production build as it ships: nginx with the generated site config (deploy/nginx-config.mjs) in front of
// app/dist, and the mock API over HTTP (scripts/api-serve.mjs) as its backend. Used by the Playwright
// `production` project, `pnpm bench:lighthouse` and scripts/serve-production.sh.
//
//   node scripts/production-stack.mjs [--dist app/dist] [--port 5393] [--api-port 8788] [--data FILE]
//     [--cross-origin]   (then --dist app/dist-cross-origin; ports 5394 and 8789 unless given)
//     [--https]   (issue 26: HTTPS with HTTP/2 and a self-signed certificate made at start; prints its SPKI hash)
//   node scripts/production-stack.mjs --env [--cross-origin]   (prints the VITE_ variables a build for this stack needs)
//
// Same origin by default (issue 26): nginx proxies the API's paths and the market API (at /market-api/) to the API
// server, which takes the client's address from nginx's X-Forwarded-For (--trust-proxy 127.0.0.1); the build calls
// its own origin. --cross-origin: the build calls the API server's port itself, which answers CORS for the app.
//
// Runs in the foreground until stopped; stopping it stops both servers.
//
// nginx serves a copy of the build, not the checkout: the copy sits in the stack's own folder with modes every
// user can read (folders 755, files 644), so nginx's workers, which drop to an unprivileged user when the stack
// is started as root, read it wherever the checkout lies (a clone in a mode-700 home or `mktemp -d` folder) and
// whatever umask built it. Running the workers as the checkout's owner instead would run them as root whenever
// root owns the clone, as on CI; a copy keeps them unprivileged, as on a deployed server.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MARKET_PATH_PREFIX, siteConfig } from '../deploy/nginx-config.mjs';
import { selfSignedCertificate } from './self-signed-certificate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** 5393 and 8788, unless PRODUCTION_STACK_PORT / PRODUCTION_STACK_API_PORT say otherwise (two checkouts at once). */
export const DEFAULT_APP_PORT = Number(process.env.PRODUCTION_STACK_PORT) || 5393;
export const DEFAULT_API_PORT = Number(process.env.PRODUCTION_STACK_API_PORT) || 8788;

/**
 * Where the app and its API listen (`apiUrl`, `marketUrl`: the API server itself, which tests may call directly),
 * and what a build for the stack is given (`buildEnv`): paths on the app's origin in same-origin mode, the API
 * server's URLs in cross-origin mode.
 */
export function stackUrls({
  port = DEFAULT_APP_PORT,
  apiPort = DEFAULT_API_PORT,
  crossOrigin = false,
  https = false,
} = {}) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const marketUrl = `${apiUrl}/market`;
  const buildEnv = crossOrigin
    ? { VITE_API_URL: apiUrl, VITE_MARKET_API_URL: marketUrl }
    : { VITE_API_URL: '/', VITE_MARKET_API_URL: MARKET_PATH_PREFIX.replace(/\/$/, '') };
  const appUrl = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  return { appUrl, apiUrl, marketUrl, crossOrigin, buildEnv };
}

/** Issue 26: the stack in cross-origin mode, for the `production-cross-origin` e2e project: the next two ports. */
export function crossOriginStackUrls() {
  return stackUrls({
    port: DEFAULT_APP_PORT + 1,
    apiPort: DEFAULT_API_PORT + 1,
    crossOrigin: true,
  });
}

/**
 * The user nginx's workers run as. Started as root, the master drops them to Debian's web server user (as
 * Debian's own nginx.conf does); started as anyone else, they stay that user.
 */
function workerUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag, name) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  for (const name of ['www-data', 'nobody']) {
    const uid = id('-u', name);
    const gid = id('-g', name);
    if (uid.status === 0 && gid.status === 0) {
      const group = spawnSync('id', ['-gn', name], { encoding: 'utf8' }).stdout.trim();
      return { name, group, uid: Number(uid.stdout), gid: Number(gid.stdout) };
    }
  }
  throw new Error(
    'no www-data or nobody user for nginx workers: create one (adduser --system www-data)',
  );
}

/** Copies the build into `target` with modes any user can read, whatever the checkout's modes and umask. */
function copyReadable(source, target) {
  cpSync(source, target, { recursive: true });
  const open = (dir) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) open(entryPath);
      else chmodSync(entryPath, 0o644);
    }
  };
  open(target);
}

/**
 * The one line to print when nginx's workers could not read `root`, or null when they can. Checked as the
 * workers' user, so a folder above the root that this user cannot enter is found before nginx starts.
 */
function unreadableRootMessage(root, user) {
  const page = path.join(root, 'app.html');
  const probe = spawnSync('test', ['-r', page], user ? { uid: user.uid, gid: user.gid } : {});
  if (probe.status === 0) return null;
  const who = user ? `user ${user.name}` : 'this user';
  return `nginx's workers (${who}) cannot read ${page}: every folder above it must be enterable and the file readable by ${who}`;
}

function nginxConfig(workDir, site, user) {
  return `# Local wrapper around the generated site (scripts/production-stack.mjs); a server uses Debian's own nginx.conf.
load_module ${BROTLI_MODULE};
${user ? `user ${user.name} ${user.group};\n` : ''}daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${workDir}/client_body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${site.replace(/^/gm, '  ')}
}
`;
}

/** Fails early when another server (a stack left running) holds the port, instead of testing that one. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} is in use: stop what listens there first`)),
      )
      .listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Any answer over HTTPS from a server whose certificate is `ca` (self-signed). */
function httpsAnswer(url, ca) {
  return new Promise((resolve, reject) => {
    httpsRequest(url, { ca }, (response) => resolve(response.resume()))
      .once('error', reject)
      .end();
  });
}

async function waitForHttp(url, child, name, timeoutMs = 60_000, ca = null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      await (ca ? httpsAnswer(url, ca) : fetch(url));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      // Defaults: DEFAULT_APP_PORT and DEFAULT_API_PORT; with --cross-origin, the two after them.
      port: { type: 'string' },
      'api-port': { type: 'string' },
      data: { type: 'string' },
      env: { type: 'boolean', default: false },
      'cross-origin': { type: 'boolean', default: false },
      https: { type: 'boolean', default: false },
    },
  });
  const crossOrigin = values['cross-origin'];
  const defaults = crossOrigin ? crossOriginStackUrls() : stackUrls();
  values.dist ??= path.join(root, 'app', crossOrigin ? 'dist-cross-origin' : 'dist');
  values.port ??= new URL(defaults.appUrl).port;
  values['api-port'] ??= new URL(defaults.apiUrl).port;
  const urls = stackUrls({
    port: Number(values.port),
    apiPort: Number(values['api-port']),
    crossOrigin,
    https: values.https,
  });
  if (values.env) {
    console.log(
      Object.entries(urls.buildEnv)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    return;
  }
  const dist = path.resolve(values.dist);
  for (const [file, fix] of [
    [NGINX, 'bash scripts/bootstrap.sh installs nginx'],
    [BROTLI_MODULE, 'bash scripts/bootstrap.sh installs libnginx-mod-http-brotli-static'],
    [path.join(dist, 'index.html'), 'build it: bash scripts/build-app.sh'],
    [path.join(dist, 'app.html'), 'build it: bash scripts/build-app.sh'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing (${fix})`);
  }

  await assertPortFree(Number(values.port));
  await assertPortFree(Number(values['api-port']));
  const workDir = path.join(os.tmpdir(), `tp-production-stack-${values.port}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  chmodSync(workDir, 0o755);
  const webRoot = path.join(workDir, 'site');
  copyReadable(dist, webRoot);
  const user = workerUser();
  const unreadable = unreadableRootMessage(webRoot, user);
  if (unreadable) {
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(
      `${unreadable} (the copy of ${dist} is under TMPDIR: point TMPDIR at a folder they can enter)`,
    );
  }
  // Issue 26: HTTPS with HTTP/2, as a deployment that terminates TLS in nginx; the certificate lives and dies
  // with the stack's folder. Readable by the workers' user is not needed: nginx's master reads it.
  const tls = values.https ? selfSignedCertificate(workDir) : null;
  const site = siteConfig({
    ...(tls ? { tlsCertificate: tls.certificate, tlsKey: tls.key, http2: true } : {}),
    root: webRoot,
    ...(crossOrigin
      ? { apiUrl: urls.apiUrl, marketUrl: urls.marketUrl }
      : { apiUpstream: urls.apiUrl, marketUpstream: urls.marketUrl }),
    listen: `127.0.0.1:${values.port}`,
  });
  writeFileSync(path.join(workDir, 'site.conf'), site);
  writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig(workDir, site, user));

  const children = [];
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    const exits = children
      .filter((child) => child.exitCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')));
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    rmSync(workDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const apiArgs = [
    path.join(root, 'scripts', 'api-serve.mjs'),
    ['--port', values['api-port']],
    // The app's origin: CORS in cross-origin mode, and the origin passkeys are made for in both.
    ['--origin', urls.appUrl],
    // Same origin: every request comes from nginx, which names the client (throttling per visitor).
    crossOrigin ? [] : ['--trust-proxy', '127.0.0.1'],
    // Local only: the stack has no mail server, so the tests and the person trying it read codes here.
    '--expose-outbox',
    values.data ? ['--data', values.data] : [],
  ].flat();
  const api = spawn(process.execPath, apiArgs, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(api);
  await waitForHttp(`${urls.apiUrl}/`, api, 'the API server');

  const nginx = spawn(
    NGINX,
    ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(nginx);
  await waitForHttp(`${urls.appUrl}/`, nginx, 'nginx', 60_000, tls?.pem);

  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(
          `a server of the production stack stopped (exit ${code}); stopping the other`,
        );
        stop(1);
      }
    });
  }
  console.log(`nginx config: ${path.join(workDir, 'site.conf')}`);
  console.log(
    crossOrigin
      ? `API called across origins at ${urls.apiUrl} (CORS for ${urls.appUrl})`
      : `API proxied by nginx on the app's origin (to ${urls.apiUrl})`,
  );
  if (tls) {
    console.log(`HTTPS with HTTP/2, self-signed certificate ${tls.certificate}`);
    // scripts/lighthouse.mjs reads this line to trust the certificate in its own Chrome only.
    console.log(`certificate SPKI sha256: ${tls.spkiHash}`);
  }
  console.log(`Production build (a copy of ${dist}) served by nginx at ${urls.appUrl}/`);
}

// Only when run, not when playwright.config.ts imports stackUrls.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
