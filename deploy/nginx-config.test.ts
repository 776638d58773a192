// @vitest-environment node
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes, languageCookie, languageOfBrowser } from '../packages/i18n/src/languages';
import {
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
      originOf(DEFAULT_MARKET_URL),
    ]);
    const sameHost = contentSecurityPolicy({
      ...api,
      marketUrl: 'https://api.example.com/market',
    });
    expect(directives(sameHost).get('connect-src')).toEqual(['https://api.example.com']);
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
      'try_files $uri $uri$tp_page_suffix.html $uri.html $uri/index$tp_page_suffix.html $uri/index.html /app.html;',
    );
    expect(fallback).toContain('add_header Vary "Accept-Language, Cookie" always;');
    expect(locations.find((location) => location.includes('.map$'))).toContain('return 404;');
    expect(site).toContain('listen 8080;');
    expect(site).toContain('root "/var/www/trading-platform";');
  });
});

describe("a public page in the visitor's language (D18)", () => {
  it('knows the languages and the cookie the app uses', () => {
    expect(PAGE_LANGUAGES).toEqual(languageCodes);
    expect(LANGUAGE_COOKIE).toBe(languageCookie);
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
    const files = ['index.html', 'index.es.html', 'login.html', 'login.de.html', 'app.html'];
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
  ])('refuses %s', (_name, hostile) => {
    expect(() => siteConfig({ root: '/srv/site', apiUrl: api, ...hostile })).toThrow();
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
    writeFileSync(
      conf,
      `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid "${work}/nginx.pid";
error_log stderr warn;
events { worker_connections 16; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path "${work}/body";
  proxy_temp_path "${work}/proxy";
  fastcgi_temp_path "${work}/fastcgi";
  uwsgi_temp_path "${work}/uwsgi";
  scgi_temp_path "${work}/scgi";
${site}
}
`,
    );
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf, '-p', work], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});
