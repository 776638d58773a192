// @vitest-environment node
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  get as httpGet,
  request as httpRequest,
  type IncomingHttpHeaders,
} from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  accountLanguageCookie,
  languageCodes,
  languageCookie,
  languageOfBrowser,
} from '../packages/i18n/src/languages';
import { streamContract } from '../packages/api/src/stream/streamContract.gen';
import { routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import { selfSignedCertificate } from '../scripts/self-signed-certificate.mjs';
import {
  API_PATH_PREFIXES,
  MARKET_PATH_PREFIX,
  STREAM_PATH,
  ACCOUNT_LANGUAGE_COOKIE,
  acceptLanguagePattern,
  CHART_ATTRIBUTION_STYLE_HASH,
  contentSecurityPolicy,
  DEFAULT_MARKET_URL,
  LANGUAGE_COOKIE,
  NONCE_PLACEHOLDER,
  PAGE_LANGUAGES,
  originOf,
  securityHeaders,
  siteConfig,
} from './nginx-config.mjs';

const api = { apiUrl: 'https://api.example.com/v1', nonce: 'abc123' };

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );
}

describe('the Content-Security-Policy (D14)', () => {
  it('allows scripts from the site only, and nothing unsafe anywhere', () => {
    const policy = contentSecurityPolicy(api);
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('*');
    expect(directives(policy).get('default-src')).toEqual(["'none'"]);
  });

  it('lets the browser reach the API and market origins and nothing else', () => {
    expect(directives(contentSecurityPolicy(api)).get('connect-src')).toEqual([
      'https://api.example.com',
      // D19: the market socket, by its path only.
      'wss://api.example.com/ws/market/',
      originOf(DEFAULT_MARKET_URL),
    ]);
    const sameHost = contentSecurityPolicy({
      ...api,
      marketUrl: 'https://api.example.com/market',
    });
    expect(directives(sameHost).get('connect-src')).toEqual([
      'https://api.example.com',
      'wss://api.example.com/ws/market/',
    ]);
    expect(
      directives(contentSecurityPolicy({ ...api, apiUrl: 'http://localhost:8000' })).get(
        'connect-src',
      ),
    ).toContain('ws://localhost:8000/ws/market/');
    expect(STREAM_PATH).toBe(streamContract.path);
  });

  it('refuses framing, <base> and plugins', () => {
    const policy = directives(contentSecurityPolicy(api));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it("relaxes styles only by the response's nonce and the chart attribution's hash", () => {
    const policy = directives(contentSecurityPolicy(api));
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
      `'${CHART_ATTRIBUTION_STYLE_HASH}'`,
    ]);
    expect([...policy.keys()].filter((name) => name.startsWith('style-src'))).toEqual([
      'style-src',
    ]);
  });

  it('hashes the exact stylesheet the installed lightweight-charts injects', () => {
    const library = readFileSync(
      path.join(
        import.meta.dirname,
        '../packages/ui/node_modules/lightweight-charts/dist/lightweight-charts.production.mjs',
      ),
      'utf8',
    );
    const literal = /\.innerText="((?:[^"\\]|\\.)*tv-attr-logo(?:[^"\\]|\\.)*)"/.exec(library);
    expect(literal, 'the attribution stylesheet in lightweight-charts').not.toBeNull();
    const css = JSON.parse(`"${literal![1]}"`) as string;
    const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
    expect(CHART_ATTRIBUTION_STYLE_HASH).toBe(hash);
  });

  it('refuses an API address that is not http(s)', () => {
    expect(() => originOf('javascript:alert(1)')).toThrow(/http/);
  });
});

describe('the nginx site', () => {
  const site = siteConfig({
    root: '/var/www/trading-platform',
    apiUrl: 'https://api.example.com',
    listen: '8080',
  });
  const locations = site.split(/\n {2}location /).slice(1);

  it('sends every security header, even on errors, from every location', () => {
    const names = securityHeaders(api).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      for (const name of names)
        expect(location).toMatch(new RegExp(`add_header ${name} ".+" always;`));
      expect(location).toContain("'nonce-$request_id'");
    }
  });

  it('caches hashed assets for a year from precompressed files, and never the app shell', () => {
    const assets = locations.find((location) => location.startsWith('/assets/'))!;
    expect(assets).toContain('Cache-Control "public, max-age=31536000, immutable"');
    expect(assets).toContain('brotli_static on;');
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('try_files $uri =404;');
    const pages = locations.find((location) => location.startsWith('/ {'))!;
    expect(pages).toContain('Cache-Control "no-cache"');
    expect(pages).toContain(`sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`);
  });

  it('answers a prerendered page from its file, every other path with the app shell, source maps with 404', () => {
    const fallback = locations.find((location) => location.startsWith('/ {'))!;
    expect(fallback).toContain(
      'try_files $uri $uri$tp_page_suffix.html $uri.html $uri.frame$tp_frame_suffix.html $uri.frame.html $uri/index$tp_page_suffix.html $uri/index.html /app.html;',
    );
    expect(fallback).toContain('add_header Vary "Accept-Language, Cookie" always;');
    expect(locations.find((location) => location.includes('.map$'))).toContain('return 404;');
    expect(site).toContain('listen 8080;');
    expect(site).toContain('root "/var/www/trading-platform";');
  });
});

describe('the API on the app’s origin (issue 26)', () => {
  const root = '/var/www/trading-platform';
  const sameOrigin = siteConfig({
    root,
    apiUpstream: 'http://127.0.0.1:8000',
    marketUpstream: 'http://127.0.0.1:8000/market',
  });
  const crossOrigin = siteConfig({ root, apiUrl: 'https://api.example.com' });
  const policyOf = (site: string) =>
    directives(/add_header Content-Security-Policy "([^"]+)"/.exec(site)![1]!);
  const locationsOf = (site: string) => site.split(/\n {2}location /).slice(1);

  it('lets the browser connect to its own origin only when nginx proxies both APIs', () => {
    expect(policyOf(sameOrigin).get('connect-src')).toEqual(["'self'"]);
    // The market API left to the browser (CoinGecko by default) stays in the policy, and only it.
    const marketOutside = siteConfig({ root, apiUpstream: 'http://127.0.0.1:8000' });
    expect(policyOf(marketOutside).get('connect-src')).toEqual([
      "'self'",
      originOf(DEFAULT_MARKET_URL),
    ]);
    expect(policyOf(crossOrigin).get('connect-src')).toEqual([
      'https://api.example.com',
      'wss://api.example.com/ws/market/',
      originOf(DEFAULT_MARKET_URL),
    ]);
  });

  it('proxies the API prefixes and the market path in same-origin mode, and nothing in cross-origin mode', () => {
    const proxied = (site: string) =>
      locationsOf(site)
        .filter((location) => location.includes('proxy_pass'))
        .map((location) => /^(?:\^~|=) (\S+) \{\n\s+proxy_pass (\S+);/.exec(location)?.slice(1));
    expect(proxied(sameOrigin)).toEqual([
      ['/api/', 'http://127.0.0.1:8000'],
      ['/auth/', 'http://127.0.0.1:8000'],
      [MARKET_PATH_PREFIX, 'http://127.0.0.1:8000/market/'],
      [STREAM_PATH, 'http://127.0.0.1:8000'],
    ]);
    expect(proxied(crossOrigin)).toEqual([]);
    expect(crossOrigin).not.toContain('proxy_');
    // An API under a path keeps each prefix after it.
    const underPath = siteConfig({ root, apiUpstream: 'https://backend.internal/v1/' });
    expect(proxied(underPath)).toEqual([
      ['/api/', 'https://backend.internal/v1/api/'],
      ['/auth/', 'https://backend.internal/v1/auth/'],
      [STREAM_PATH, `https://backend.internal/v1${STREAM_PATH}`],
    ]);
    expect(underPath).toContain('proxy_ssl_server_name on;');
  });

  it('proxies exactly the prefixes every path of the contract starts with', () => {
    const contract = readFileSync(
      path.join(import.meta.dirname, '../openapi/openapi.yaml'),
      'utf8',
    );
    const paths = [...contract.matchAll(/^ {2}(\/\S*):\s*$/gm)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(40);
    for (const apiPath of paths)
      expect(
        API_PATH_PREFIXES.filter((prefix) => apiPath.startsWith(prefix)),
        apiPath,
      ).toHaveLength(1);
    // And no prefix is proxied that no path of the contract needs.
    for (const prefix of API_PATH_PREFIXES)
      expect(
        paths.some((apiPath) => apiPath.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('proxies no page of the app', () => {
    const pages = routeManifest.map((route) => route.path).filter((page) => page !== '/');
    expect(pages).toEqual(expect.arrayContaining(['/login', '/dashboard', '/market']));
    const proxiedPrefixes = [...API_PATH_PREFIXES, MARKET_PATH_PREFIX];
    for (const page of pages)
      for (const url of [page, `${page}/`, `${page}/anything`])
        expect(
          proxiedPrefixes.filter((prefix) => url.startsWith(prefix)),
          url,
        ).toEqual([]);
  });

  it('gives every proxied request limits, forwarding headers and no cache', () => {
    const proxies = locationsOf(sameOrigin).filter(
      (location) => location.includes('proxy_pass') && !location.startsWith(`= ${STREAM_PATH}`),
    );
    expect(proxies).toHaveLength(3);
    for (const location of proxies) {
      expect(location).toMatch(/proxy_connect_timeout \d+s;/);
      expect(location).toMatch(/proxy_read_timeout \d+s;/);
      expect(location).toMatch(/proxy_send_timeout \d+s;/);
      expect(location).toContain('client_max_body_size 6m;');
      expect(location).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(location).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      expect(location).toContain('add_header Cache-Control "no-store" always;');
      expect(location).toContain('proxy_hide_header Access-Control-Allow-Origin;');
    }
    // The platform API learns the site's host; a market API elsewhere gets its own (its virtual host).
    expect(proxies[0]).toContain('proxy_set_header Host $host;');
    expect(proxies[2]).toContain('proxy_set_header Host $proxy_host;');
  });

  it('proxies the market socket as an upgraded connection that outlives two heartbeats (D19)', () => {
    const stream = locationsOf(sameOrigin).find((location) =>
      location.startsWith(`= ${STREAM_PATH}`),
    )!;
    expect(stream).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(stream).toContain('proxy_set_header Connection "upgrade";');
    expect(stream).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(stream).toContain('proxy_buffering off;');
    const readTimeout = Number(/proxy_read_timeout (\d+)s;/.exec(stream)![1]) * 1000;
    expect(readTimeout).toBeGreaterThan(
      streamContract.heartbeatIntervalMs * streamContract.missedHeartbeatsBeforeReconnect,
    );
    expect(crossOrigin).not.toContain(STREAM_PATH + ' {');
  });

  it('real nginx: the API and market through the proxy, pages from disk, a 5 MB proof in and a larger body out', async () => {
    const seen: Array<{ url: string; headers: IncomingHttpHeaders; bytes: number }> = [];
    const upstream = createHttpServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        seen.push({ url: request.url!, headers: request.headers, bytes });
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'public, max-age=600',
          'Access-Control-Allow-Origin': 'https://evil.example',
          'Access-Control-Allow-Credentials': 'true',
        });
        response.end(JSON.stringify({ from: 'upstream', url: request.url, bytes }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    const nginx = await startNginx((root, listen) =>
      siteConfig({
        root,
        apiUpstream: `http://127.0.0.1:${upstreamPort}`,
        marketUpstream: `http://127.0.0.1:${upstreamPort}/market`,
        listen,
      }),
    );
    try {
      const me = await nginx.fetch('/api/me/?x=1', {
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' },
      });
      expect(await me.json()).toMatchObject({ from: 'upstream', url: '/api/me/?x=1' });
      const forwarded = seen.at(-1)!.headers;
      // The address nginx saw, never the one the client claimed.
      expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
      expect(forwarded['x-real-ip']).toBe('127.0.0.1');
      expect(forwarded['x-forwarded-proto']).toBe('http');
      expect(forwarded.host).toBe('127.0.0.1');
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(me.headers.get('access-control-allow-origin')).toBeNull();
      expect(me.headers.get('access-control-allow-credentials')).toBeNull();
      expect(me.headers.get('content-security-policy')).toContain("connect-src 'self';");
      expect(me.headers.get('x-frame-options')).toBe('DENY');

      const login = await nginx.fetch('/auth/login/', { method: 'POST', body: '{}' });
      expect(await login.json()).toMatchObject({ url: '/auth/login/' });
      const market = await nginx.fetch(`${MARKET_PATH_PREFIX}coins/markets?ids=bitcoin`);
      expect(await market.json()).toMatchObject({ url: '/market/coins/markets?ids=bitcoin' });

      // Every page of the app comes from disk, the Market page included; no other path reaches the API.
      for (const page of ['/', '/login', '/dashboard', '/market', '/market/', '/authx', '/apis']) {
        const response = await nginx.fetch(page);
        expect(await response.text(), page).toMatch(/^(index|app)\.html$/);
      }

      // The deposit proof: 5 MB and its multipart form pass; a bigger body is refused by nginx with 413.
      const form = new FormData();
      form.append('amount', '100');
      form.append('proof', new Blob([new Uint8Array(5 * 1000 * 1000)]), 'proof.pdf');
      const upload = await nginx.fetch('/api/deposits/', { method: 'POST', body: form });
      expect(upload.status).toBe(200);
      expect(((await upload.json()) as { bytes: number }).bytes).toBeGreaterThan(5_000_000);
      const before = seen.length;
      const tooBig = await nginx.fetch('/api/deposits/', {
        method: 'POST',
        body: new Uint8Array(6.5 * 1024 * 1024),
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(seen).toHaveLength(before);
    } finally {
      await nginx.stop();
      upstream.close();
    }
  });

  it('real nginx upgrades the market socket on the app origin and passes frames both ways (D19)', async () => {
    const upstream = createHttpServer((_request, response) => response.writeHead(426).end());
    const sockets = new WebSocketServer({ server: upstream, path: STREAM_PATH });
    const upgrades: IncomingHttpHeaders[] = [];
    sockets.on('connection', (socket, request) => {
      upgrades.push(request.headers);
      socket.on('message', (data) => socket.send(`echo ${String(data)}`));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    const nginx = await startNginx((root, listen) =>
      siteConfig({ root, apiUpstream: `http://127.0.0.1:${upstreamPort}`, listen }),
    );
    try {
      await nginx.fetch('/');
      const client = new WebSocket(`ws://127.0.0.1:${nginx.port}${STREAM_PATH}`, {
        origin: `http://127.0.0.1:${nginx.port}`,
      });
      const answer = new Promise<string>((resolve, reject) => {
        client.once('message', (data) => resolve(String(data)));
        client.once('error', reject);
      });
      await new Promise((resolve, reject) => {
        client.once('open', resolve);
        client.once('error', reject);
      });
      client.send('subscribe');
      expect(await answer).toBe('echo subscribe');
      expect(upgrades[0]).toMatchObject({
        origin: `http://127.0.0.1:${nginx.port}`,
        'x-forwarded-for': '127.0.0.1',
      });
      client.close();
    } finally {
      await nginx.stop();
      sockets.close();
      upstream.close();
    }
  });

  it('real nginx in cross-origin mode proxies nothing and lets the browser reach the API host', async () => {
    const nginx = await startNginx((root, listen) =>
      siteConfig({ root, apiUrl: 'https://api.example.com', listen }),
    );
    try {
      for (const url of ['/api/me/', '/auth/login/', `${MARKET_PATH_PREFIX}coins/markets`]) {
        const response = await nginx.fetch(url);
        expect(await response.text(), url).toBe('app.html');
        expect(response.headers.get('content-security-policy')).toContain(
          `connect-src https://api.example.com wss://api.example.com/ws/market/ ${originOf(DEFAULT_MARKET_URL)};`,
        );
      }
    } finally {
      await nginx.stop();
    }
  });

  it('real nginx: a proxied prefix in another case is a 404, and the rest of a path reaches the API as sent (issue 40)', async () => {
    const seen: string[] = [];
    const upstream = createHttpServer((request, response) => {
      seen.push(request.url!);
      // The API server's rule: only the contract's exact spelling is an operation.
      response.writeHead(request.url === '/auth/login/' ? 200 : 404);
      response.end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    const nginx = await startNginx((root, listen) =>
      siteConfig({
        root,
        apiUpstream: `http://127.0.0.1:${upstreamPort}`,
        marketUpstream: `http://127.0.0.1:${upstreamPort}/market`,
        listen,
      }),
    );
    try {
      for (const url of [
        '/AUTH/login/',
        '/Auth/login/',
        '/API/balance/',
        '/Market-Api/coins/markets',
      ]) {
        const response = await nginx.fetch(url, { method: 'POST', body: '{}' });
        expect(response.status, url).toBe(404);
        expect(response.headers.get('content-security-policy'), url).toContain(
          "default-src 'none'",
        );
      }
      expect(seen).toEqual([]);
      expect((await nginx.fetch('/auth/LOGIN/', { method: 'POST', body: '{}' })).status).toBe(404);
      expect((await nginx.fetch('/auth/login/', { method: 'POST', body: '{}' })).status).toBe(200);
      expect(seen).toEqual(['/auth/LOGIN/', '/auth/login/']);
    } finally {
      await nginx.stop();
      upstream.close();
    }
  });
});

/** nginx on a free port in front of a web root holding index.html and app.html (each file's body is its name). */
async function startNginx(site: (root: string, listen: string) => string) {
  const work = mkdtempSync(path.join(tmpdir(), 'nginx-proxy-'));
  const root = path.join(work, 'root');
  mkdirSync(root);
  chmodSync(work, 0o755);
  chmodSync(root, 0o755);
  for (const file of ['index.html', 'app.html'])
    writeFileSync(path.join(root, file), file, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(conf, nginxConf(work, site(root, `127.0.0.1:${port}`)));
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', work], { stdio: 'ignore' });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  return {
    port,
    exited: () => nginx.exitCode !== null,
    async fetch(url: string, init?: RequestInit) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetch(`http://127.0.0.1:${port}${url}`, init);
        } catch (error) {
          if (attempt > 100 || nginx.exitCode !== null) throw error;
          await new Promise((done) => setTimeout(done, 50));
        }
      }
    },
    async stop() {
      nginx.kill();
      await exited;
    },
  };
}

describe("a public page in the visitor's language (D18)", () => {
  it('knows the languages and the cookies the app uses', () => {
    expect(PAGE_LANGUAGES).toEqual(languageCodes);
    expect(LANGUAGE_COOKIE).toBe(languageCookie);
    expect(ACCOUNT_LANGUAGE_COOKIE).toBe(accountLanguageCookie);
  });

  it.each([
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['es', 'es'],
    ['pt-BR,pt;q=0.9,fr-CA;q=0.8', 'fr'],
    ['hi-IN, en;q=0.5', 'hi'],
    ['EN-GB', 'en'],
    ['ja,zh-CN', null],
    ['', null],
    ['*', null],
    ['eng,esx,de', 'de'],
    ['x-de,en', 'en'],
    ['fr;q=0.2,de;q=0.9', 'fr'],
  ])('reads %j as the app reads navigator.languages', (header, expected) => {
    const match = new RegExp(acceptLanguagePattern(), 'i').exec(header);
    const tags = header.split(',').map((tag) => tag.split(';')[0]!.trim());
    expect(match?.[1]?.toLowerCase() ?? null).toBe(expected);
    expect(languageOfBrowser(tags)).toBe(expected ?? 'en');
  });

  it('nginx answers each page from the cookie’s language, else the browser’s, else English', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nginx-languages-'));
    const root = path.join(work, 'root');
    mkdirSync(root);
    chmodSync(work, 0o755);
    chmodSync(root, 0o755);
    const files = [
      'index.html',
      'index.es.html',
      'login.html',
      'login.de.html',
      'app.html',
      'dashboard.frame.html',
      'dashboard.frame.de.html',
    ];
    for (const file of files) writeFileSync(path.join(root, file), file, { mode: 0o644 });
    const port = await freePort();
    const site = siteConfig({
      root,
      apiUrl: 'https://api.example.com',
      listen: `127.0.0.1:${port}`,
    });
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(conf, nginxConf(work, site));
    const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', work], { stdio: 'ignore' });
    try {
      const get = async (url: string, headers: Record<string, string> = {}) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
            return { body: await response.text(), vary: response.headers.get('vary') };
          } catch (error) {
            if (attempt > 100) throw error;
            await new Promise((done) => setTimeout(done, 50));
          }
        }
      };
      expect((await get('/')).body).toBe('index.html');
      expect((await get('/', { 'Accept-Language': 'es-ES,es;q=0.9' })).body).toBe('index.es.html');
      expect((await get('/', { 'Accept-Language': 'ja, ES-mx' })).body).toBe('index.es.html');
      // A language without a page of its own (no login.es.html here) falls back to English.
      expect((await get('/login', { 'Accept-Language': 'es' })).body).toBe('login.html');
      expect((await get('/login', { 'Accept-Language': 'de-AT' })).body).toBe('login.de.html');
      // The footer's choice (the cookie) wins over the browser; a cookie naming no language is ignored.
      const chosen = { 'Accept-Language': 'es', Cookie: `${LANGUAGE_COOKIE}=de` };
      expect((await get('/login', chosen)).body).toBe('login.de.html');
      expect((await get('/', { ...chosen, Cookie: `${LANGUAGE_COOKIE}=en` })).body).toBe(
        'index.html',
      );
      const odd = { 'Accept-Language': 'es', Cookie: `${LANGUAGE_COOKIE}=../x` };
      expect((await get('/', odd)).body).toBe('index.es.html');
      expect((await get('/withdraw', { 'Accept-Language': 'de' })).body).toBe('app.html');
      // Issue 26: an account page's frame, in the signed-in profile's language (its own cookie, not the browser's).
      expect((await get('/dashboard', { 'Accept-Language': 'de' })).body).toBe(
        'dashboard.frame.html',
      );
      const account = { Cookie: `${ACCOUNT_LANGUAGE_COOKIE}=de` };
      expect((await get('/dashboard', account)).body).toBe('dashboard.frame.de.html');
      expect((await get('/dashboard', { Cookie: `${ACCOUNT_LANGUAGE_COOKIE}=es` })).body).toBe(
        'dashboard.frame.html',
      );
      expect((await get('/login', account)).body).toBe('login.html');
      const { vary } = await get('/', { 'Accept-Encoding': 'gzip' });
      expect(vary).toContain('Accept-Language, Cookie');
    } finally {
      nginx.kill();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

function nginxConf(work: string, site: string) {
  return `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid "${work}/nginx.pid";
daemon off;
error_log stderr warn;
events { worker_connections 16; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path "${work}/body";
  proxy_temp_path "${work}/proxy";
  fastcgi_temp_path "${work}/fastcgi";
  uwsgi_temp_path "${work}/uwsgi";
  scgi_temp_path "${work}/scgi";
${site}
}
`;
}

describe('the generator’s arguments (issue 24)', () => {
  const api = 'https://api.example.com';

  it.each([
    ['a root that adds a directive', { root: '/srv/x; autoindex on' }],
    ['a relative root', { root: 'srv/site' }],
    ['a root with a quote', { root: '/srv/a"b' }],
    ['a root with a variable', { root: '/srv/$host' }],
    ['a root with a newline', { root: '/srv/a\nautoindex on' }],
    ['a listen with a directive', { listen: '80; autoindex on' }],
    ['a port out of range', { listen: '70000' }],
    ['a server name with a variable', { serverName: 'example.com $host' }],
    ['a server name with a brace', { serverName: 'example.com}' }],
    ['an API host with a dollar', { apiUrl: 'https://a$b.example.com' }],
    ['an API that is not http(s)', { apiUrl: 'ftp://api.example.com' }],
    [
      'a certificate path that adds a directive',
      { tlsCertificate: '/etc/ssl/a.pem"; autoindex on; #', tlsKey: '/etc/ssl/a.key' },
    ],
    ['a relative certificate path', { tlsCertificate: 'a.pem', tlsKey: '/etc/ssl/a.key' }],
    ['a key path with a variable', { tlsCertificate: '/etc/ssl/a.pem', tlsKey: '/etc/$host.key' }],
    [
      'a key path with a newline',
      { tlsCertificate: '/etc/ssl/a.pem', tlsKey: '/etc/ssl/a.key\nautoindex on' },
    ],
    [
      'a redirect listen with a directive',
      { tlsCertificate: '/a.pem', tlsKey: '/a.key', redirectHttp: '80; autoindex on' },
    ],
  ])('refuses %s', (_name, hostile) => {
    expect(() => siteConfig({ root: '/srv/site', apiUrl: api, ...hostile })).toThrow();
  });

  it.each([
    ['no API at all', {}],
    ['both modes at once', { apiUrl: api, apiUpstream: 'http://127.0.0.1:8000' }],
    ['a proxied market without a proxied API', { apiUrl: api, marketUpstream: 'http://m:1' }],
    [
      'two market APIs',
      { apiUpstream: 'http://a:1', marketUpstream: 'http://m:1', marketUrl: 'https://m.example' },
    ],
    ['an upstream with a query', { apiUpstream: 'http://127.0.0.1:8000/?x=1' }],
    ['an upstream with a variable', { apiUpstream: 'http://127.0.0.1:8000/$host' }],
    ['an upstream path with a semicolon', { apiUpstream: 'http://a:1/x;y' }],
    ['a certificate without its key', { apiUrl: api, tlsCertificate: '/etc/ssl/a.pem' }],
    ['a key without its certificate', { apiUrl: api, tlsKey: '/etc/ssl/a.key' }],
    ['HTTP/2 without TLS', { apiUrl: api, http2: true }],
    ['a redirect to HTTPS without TLS', { apiUrl: api, redirectHttp: '80' }],
    [
      'a redirect on the HTTPS port',
      { apiUrl: api, tlsCertificate: '/a.pem', tlsKey: '/a.key', redirectHttp: '443' },
    ],
  ])('refuses %s (issue 26)', (_name, options) => {
    expect(() => siteConfig({ root: '/srv/site', ...options })).toThrow();
  });

  it('accepts a root with a space, quoted, and nginx -t passes the site it writes', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nginx config '));
    const root = path.join(work, 'web root');
    mkdirSync(root);
    const site = siteConfig({
      root,
      apiUrl: api,
      listen: '127.0.0.1:8089',
      serverName: 'example.com www.example.com',
    });
    expect(site).toContain(`root "${root}";`);
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(conf, nginxConf(work, site));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf, '-p', work], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});

describe('HTTPS and HTTP/2 (issue 26)', () => {
  const root = '/var/www/trading-platform';
  const tls = { tlsCertificate: '/etc/ssl/site.pem', tlsKey: '/etc/ssl/private/site.key' };

  it('listens with TLS on 443 by default, HTTP/2 when asked, and redirects plain HTTP when asked', () => {
    const plain = siteConfig({ root, apiUpstream: 'http://127.0.0.1:8000' });
    expect(plain).toContain('listen 80;');
    expect(plain).not.toContain('ssl');
    const https = siteConfig({ root, apiUpstream: 'http://127.0.0.1:8000', ...tls });
    expect(https).toContain('listen 443 ssl;');
    expect(https).toContain('ssl_certificate "/etc/ssl/site.pem";');
    expect(https).toContain('ssl_certificate_key "/etc/ssl/private/site.key";');
    expect(https).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(https).not.toContain('return 301');
    const h2 = siteConfig({
      root,
      apiUpstream: 'http://127.0.0.1:8000',
      ...tls,
      http2: true,
      redirectHttp: '80',
      serverName: 'trade.example.com',
    });
    expect(h2).toContain('listen 443 ssl http2;');
    expect(h2).toMatch(
      /server \{\n {2}listen 80;\n {2}server_name trade\.example\.com;\n[^}]*return 301 https:\/\/\$host\$request_uri;/,
    );
    // The proxied API learns the scheme the browser used.
    expect(h2).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('real nginx: nginx -t passes, pages and the API answer over TLS with HTTP/2, plain HTTP is redirected', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nginx-tls '));
    chmodSync(work, 0o755);
    const webRoot = path.join(work, 'root');
    mkdirSync(webRoot, { mode: 0o755 });
    for (const file of ['index.html', 'app.html'])
      writeFileSync(path.join(webRoot, file), file, { mode: 0o644 });
    const certificate = selfSignedCertificate(work);
    chmodSync(certificate.key, 0o644);
    const upstream = createHttpServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ url: request.url, proto: request.headers['x-forwarded-proto'] }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const site = siteConfig({
      root: webRoot,
      apiUpstream: `http://127.0.0.1:${upstreamPort}`,
      listen: `127.0.0.1:${httpsPort}`,
      tlsCertificate: certificate.certificate,
      tlsKey: certificate.key,
      http2: true,
      redirectHttp: `127.0.0.1:${httpPort}`,
    });
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(conf, nginxConf(work, site));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf, '-p', work], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', work], { stdio: 'ignore' });
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    try {
      const session = await retry(
        () =>
          new Promise<ReturnType<typeof http2Connect>>((resolve, reject) => {
            const client = http2Connect(`https://127.0.0.1:${httpsPort}`, {
              ca: certificate.pem,
            });
            client.once('connect', () => resolve(client)).once('error', reject);
          }),
        nginx,
      );
      try {
        expect(session.alpnProtocol).toBe('h2');
        const get = (url: string) =>
          new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
            (resolve, reject) => {
              const stream = session.request({ ':path': url });
              let headers: Record<string, unknown> = {};
              let body = '';
              stream.on('response', (received) => (headers = received));
              stream.setEncoding('utf8');
              stream.on('data', (chunk: string) => (body += chunk));
              stream.on('end', () =>
                resolve({ status: Number(headers[':status']), headers, body }),
              );
              stream.on('error', reject);
            },
          );
        const [home, dashboard, me] = await Promise.all([
          get('/'),
          get('/dashboard'),
          get('/api/me/'),
        ]);
        expect(home).toMatchObject({ status: 200, body: 'index.html' });
        expect(dashboard).toMatchObject({ status: 200, body: 'app.html' });
        expect(home.headers['strict-transport-security']).toBe(
          'max-age=63072000; includeSubDomains',
        );
        expect(home.headers['content-security-policy']).toContain("default-src 'none'");
        expect(JSON.parse(me.body)).toEqual({ url: '/api/me/', proto: 'https' });
      } finally {
        session.close();
      }

      // A client without HTTP/2 (node:https offers HTTP/1.1 only) still gets the site over TLS.
      const http1 = await new Promise<{ status?: number; protocol: string }>((resolve, reject) => {
        httpsRequest(
          `https://127.0.0.1:${httpsPort}/login`,
          { ca: certificate.pem },
          (response) => {
            response.resume();
            resolve({
              status: response.statusCode,
              protocol: response.httpVersion,
            });
          },
        )
          .once('error', reject)
          .end();
      });
      expect(http1).toEqual({ status: 200, protocol: '1.1' });

      // Plain HTTP: a permanent redirect to the same path over HTTPS, on the HTTPS port.
      const redirect = await new Promise<{ status?: number; location?: string }>(
        (resolve, reject) => {
          httpRequest(`http://127.0.0.1:${httpPort}/withdraw?from=mail`, (response) => {
            response.resume();
            resolve({ status: response.statusCode, location: response.headers.location });
          })
            .once('error', reject)
            .end();
        },
      );
      expect(redirect).toEqual({
        status: 301,
        location: `https://127.0.0.1:${httpsPort}/withdraw?from=mail`,
      });
    } finally {
      nginx.kill();
      await exited;
      upstream.close();
    }
  });
});

/** Calls `attempt` until it succeeds (nginx is starting), at most 5 s, or until nginx has exited. */
async function retry<T>(attempt: () => Promise<T>, nginx: { exitCode: number | null }) {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries > 100 || nginx.exitCode !== null) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

describe('only its own server names (issue 40)', () => {
  const root = '/var/www/trading-platform';
  const tls = { tlsCertificate: '/etc/ssl/site.pem', tlsKey: '/etc/ssl/private/site.key' };

  it('adds a default server that closes the connection (444) on every port the site listens on', () => {
    const plain = siteConfig({
      root,
      apiUpstream: 'http://127.0.0.1:8000',
      serverName: 'trade.example.com',
    });
    expect(plain).toMatch(/server \{\n {2}listen 80 default_server;\n[^}]*return 444;\n\}/);
    const https = siteConfig({
      root,
      apiUpstream: 'http://127.0.0.1:8000',
      serverName: 'trade.example.com',
      ...tls,
      http2: true,
      redirectHttp: '80',
    });
    expect(https).toMatch(
      /server \{\n {2}listen 443 ssl http2 default_server;\n[^}]*ssl_reject_handshake on;[^}]*return 444;\n\}/,
    );
    expect(https).toMatch(/server \{\n {2}listen 80 default_server;\n[^}]*return 444;\n\}/);
    // `_` names no host: such a site answers whatever Host it is sent (a machine's own stack).
    expect(siteConfig({ root, apiUpstream: 'http://127.0.0.1:8000' })).not.toContain('444');
  });

  it('real nginx: answers its server name, and closes without a word for any other Host', async () => {
    const nginx = await startNginx((webRoot, listen) =>
      siteConfig({
        root: webRoot,
        apiUrl: 'https://api.example.com',
        listen,
        serverName: 'trade.example.test',
      }),
    );
    const { port } = nginx;
    const ask = (host: string) =>
      new Promise<string>((resolve) => {
        const request = httpGet(
          { host: '127.0.0.1', port, path: '/', headers: { Host: host }, agent: false },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += String(chunk)));
            response.on('end', () => resolve(`${response.statusCode} ${text}`));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    try {
      await retry(
        async () => {
          if ((await ask('trade.example.test')) === 'ECONNREFUSED') throw new Error('starting');
        },
        { exitCode: nginx.exited() ? 1 : null },
      );
      expect(await ask('trade.example.test')).toBe('200 index.html');
      expect(await ask('evil.example')).toBe('ECONNRESET');
      expect(await ask('127.0.0.1')).toBe('ECONNRESET');
    } finally {
      await nginx.stop();
    }
  });

  it('nginx -t passes a TLS site with its default server', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nginx-names-'));
    chmodSync(work, 0o755);
    const certificate = selfSignedCertificate(work);
    const site = siteConfig({
      root: work,
      apiUpstream: 'http://127.0.0.1:8000',
      serverName: 'trade.example.test',
      listen: '127.0.0.1:8443',
      tlsCertificate: certificate.certificate,
      tlsKey: certificate.key,
      http2: true,
      redirectHttp: '127.0.0.1:8080',
    });
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(conf, nginxConf(work, site));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf, '-p', work], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});
