#!/usr/bin/env node
// The nginx site for the production build (D14), in one of two modes (issue 26):
//
//   same origin (the default deployment): nginx proxies the API's paths to the API server, so the app calls its
//   own origin (no CORS preflight, `connect-src 'self'`). Build with VITE_API_URL=/ (and VITE_MARKET_API_URL=
//   /market-api when --market-upstream is given):
//     node deploy/nginx-config.mjs --root /var/www/trading-platform --api-upstream http://127.0.0.1:8000 \
//       [--market-upstream URL | --market URL] [--listen 80] [--server-name example.com] > site.conf
//
//   cross origin (the API on another host, which answers CORS itself): nothing is proxied; build with
//   VITE_API_URL=<the same URL>:
//     node deploy/nginx-config.mjs --root /var/www/trading-platform --api https://api.example.com \
//       [--market https://api.coingecko.com/api/v3] [--listen 80] [--server-name example.com] > site.conf
//
//   HTTPS (issue 26), either mode: --tls-certificate /etc/ssl/site.pem --tls-key /etc/ssl/site.key [--http2]
//     [--redirect-http 80]: the server listens with TLS (default port 443), optionally HTTP/2, and a second server
//     answers plain HTTP on --redirect-http with a permanent redirect to the HTTPS site.
//
// Prints maps and one `server { }` block for /etc/nginx/sites-available/. It needs Debian's nginx (sub_filter,
// gzip_static) and libnginx-mod-http-brotli-static. The README's "Deploying" section says what each header is for.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The CoinGecko API the app calls when the build names no other market API (app/src/config.ts). */
export const DEFAULT_MARKET_URL = 'https://api.coingecko.com/api/v3';

/** Replaced by nginx in index.html with the response's nonce; app/src/cspNonce.ts hands it to get-nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * lightweight-charts 5.2.1 injects one fixed `<style>` for its TradingView attribution logo (kept: its licence
 * asks for the attribution). That exact text is allowed by its hash; deploy/nginx-config.test.ts recomputes it
 * from the installed library, so an upgrade that changes the text fails the tests instead of the charts.
 */
export const CHART_ATTRIBUTION_STYLE_HASH = 'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY=';

/**
 * D18: the languages the public pages are prerendered in (scripts/prerender.mjs writes `login.es.html` beside
 * `login.html`), and the cookie in which the app keeps a visitor's own choice (packages/i18n/src/languages.ts names
 * both; deploy/nginx-config.test.ts checks they agree).
 */
export const PAGE_LANGUAGES = ['en', 'es', 'fr', 'de', 'hi'];
export const LANGUAGE_COOKIE = 'tp_language';
/** Issue 26: the signed-in profile's language, which the account pages' prerendered frames are picked by. */
export const ACCOUNT_LANGUAGE_COOKIE = 'tp_account_language';

/**
 * The first language of an Accept-Language header that is one of `languages`, as its first capture: the one the app
 * picks from `navigator.languages` (languageOfBrowser), so the server's page and the app's first render agree.
 * Quality values are not weighed: browsers list languages in the order the user set, as navigator.languages does.
 */
export function acceptLanguagePattern(languages = PAGE_LANGUAGES) {
  return `^(?:[^,]*,)*?\\s*(${languages.join('|')})(?:-[^,;]*)?\\s*(?:[;,]|$)`;
}

/**
 * Which prerendered file a page is answered with: the cookie's language (the footer's choice), else the browser's,
 * as the suffix of its file (`""` for English). nginx evaluates these maps only when try_files asks.
 */
function languageMaps(languages) {
  const others = languages.filter((language) => language !== 'en');
  return `# D18: a public page in the visitor's language (the footer's choice, else the browser's first of the five).
map $http_accept_language $tp_browser_language {
  default en;
  "~*${acceptLanguagePattern(languages)}" $1;
}
map $cookie_${LANGUAGE_COOKIE} $tp_language {
  "~^(?:${languages.join('|')})$" $cookie_${LANGUAGE_COOKIE};
  default $tp_browser_language;
}
map $tp_language $tp_page_suffix {
  default "";
${others.map((language) => `  ~*^${language}$ .${language};`).join('\n')}
}
# Issue 26: an account page's frame in the signed-in profile's language (English without the cookie).
map $cookie_${ACCOUNT_LANGUAGE_COOKIE} $tp_frame_suffix {
  default "";
${others.map((language) => `  ${language} .${language};`).join('\n')}
}
`;
}

/**
 * Issue 26: the path prefixes of the platform API (every path of openapi/openapi.yaml starts with one of them;
 * deploy/nginx-config.test.ts checks the contract), proxied to `--api-upstream` in same-origin mode. No page of the
 * app (app/src/routing/routes.tsx) lies under them.
 */
export const API_PATH_PREFIXES = ['/api/', '/auth/'];
/**
 * Where the market API answers on the app's origin with `--market-upstream`: not `/market/`, which is the Market
 * page's path (`/market/` would be that page too).
 */
export const MARKET_PATH_PREFIX = '/market-api/';
/**
 * The largest request a browser sends: the deposit proof upload, a file of up to 5 MB (D6) and its multipart form;
 * the API server allows 6 MiB for it (mocks/src/server/httpServer.ts MAX_UPLOAD_BODY_BYTES). nginx answers 413 above.
 */
export const MAX_API_BODY = '6m';
/** How long nginx waits for the API server: to connect, between two reads, between two writes. */
export const PROXY_TIMEOUTS = { connect: '5s', read: '30s', send: '30s' };
/**
 * D19: the market WebSocket (openapi/market-stream.yaml's `x-stream.path`), on the API's origin. Its proxy waits
 * longer than a request's: the server sends a heartbeat every 10 s, so 60 s of silence is a dead upstream.
 */
export const STREAM_PATH = '/ws/market/';
export const STREAM_PROXY_TIMEOUTS = { connect: '5s', read: '60s', send: '60s' };
/** CORS headers an upstream may still send; meaningless on the app's own origin, so never passed on. */
const UPSTREAM_CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Methods',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

/** A year, for assets whose file name carries a hash of their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `https://api.example.com/v1` → `https://api.example.com`: CSP sources are origins. */
export function originOf(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${url}: the API must be reached over http(s)`);
  }
  // Issue 24: the origin lands inside nginx strings, where `$` is a variable and `"` ends the value.
  if (!/^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(parsed.origin)) {
    throw new Error(`${url}: not a plain http(s) origin (letters, digits, dots and hyphens)`);
  }
  return parsed.origin;
}

/**
 * Issue 26: an upstream for proxy_pass: an http(s) origin and, optionally, a path without anything nginx would read
 * as syntax. Returned without a trailing slash.
 */
export function checkedUpstream(url, flag) {
  const origin = originOf(url);
  const { pathname, search, hash } = new URL(url);
  if (search || hash || !/^[A-Za-z0-9._~/-]*$/.test(pathname)) {
    throw new Error(`${flag} ${JSON.stringify(url)}: an http(s) origin and a plain path, no query`);
  }
  return `${origin}${pathname.replace(/\/+$/, '')}`;
}

/**
 * Issue 24: a path nginx reads inside quotes (`root "…"`, `ssl_certificate "…"`): absolute, and nothing nginx would
 * read as syntax or a variable.
 */
export function checkedPath(value, flag) {
  const control = [...value].some(
    (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (!value.startsWith('/') || control || /["\\$;{}]/.test(value)) {
    throw new Error(
      `${flag} ${JSON.stringify(value)}: an absolute path without quotes, backslashes, $, ;, braces or control characters`,
    );
  }
  return value;
}

/** Issue 24: a web root goes into `root "…"`. */
export function checkedRoot(root) {
  return checkedPath(root, '--root');
}

/** `80`, `127.0.0.1:8080`, `[::1]:8080` or `localhost:8080`, with a port from 1 to 65535. */
export function checkedListen(listen, flag = '--listen') {
  const match = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:]+\]|localhost):)?(\d{1,5})$/.exec(
    listen,
  );
  const port = Number(match?.[1]);
  if (!match || port < 1 || port > 65_535) {
    throw new Error(`${flag} ${JSON.stringify(listen)}: a port, or an address and a port`);
  }
  return listen;
}

/** The port of a checked listen value (`127.0.0.1:8443` → 8443). */
const portOf = (listen) => Number(/(\d+)$/.exec(listen)[1]);

/**
 * Issue 26: the TLS lines of the HTTPS server. Modern protocols only (TLS 1.2 and 1.3 with nginx's default
 * ciphers), and sessions resumed from a cache so a returning browser skips the full handshake.
 */
function tlsLines({ certificate, key }) {
  return `  ssl_certificate "${certificate}";
  ssl_certificate_key "${key}";
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:tp_tls:10m;
  ssl_session_timeout 1d;
  ssl_session_tickets off;
`;
}

/**
 * Issue 26: plain HTTP on `listen` answers every path with a permanent redirect to the same path on the HTTPS
 * server (its port named when it is not 443). The host is the one the browser asked for, or the first server name.
 */
function redirectServer({ listen, serverName, httpsPort }) {
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return `
# Plain HTTP: every request is sent to HTTPS (HSTS then keeps the browser there).
server {
  listen ${listen};
  server_name ${serverName};
  server_tokens off;
  return 301 https://$host${port}$request_uri;
}
`;
}

/**
 * Issue 40: with real server names, the site answers only them. Each port it listens on gets a default server that
 * closes the connection without a word (444) for any other Host, so nothing is served, or forwarded to the API, for a
 * name pointed at this address by someone else; over TLS it refuses the handshake (no certificate is shown). With
 * `_` no name is configured and the site itself answers every Host (the one-machine stack).
 */
function defaultServer(listenLine, tls) {
  return `
# Any other Host: closed without an answer.
server {
  listen ${listenLine} default_server;
  server_name _;
  server_tokens off;
${tls ? '  ssl_reject_handshake on;\n' : ''}  return 444;
}
`;
}

/** `_`, or server names (`example.com`, `*.example.com`) separated by spaces. */
export function checkedServerName(serverName) {
  const names = serverName.split(' ');
  const valid = names.every(
    (name) =>
      name === '_' ||
      /^(\*\.)?[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
        name,
      ),
  );
  if (!valid || serverName.trim() === '') {
    throw new Error(
      `--server-name ${JSON.stringify(serverName)}: host names separated by spaces, or _`,
    );
  }
  return serverName;
}

/**
 * The Content-Security-Policy. `nonce` is what nginx substitutes per response (`$request_id`). `apiUrl` and
 * `marketUrl` are where the browser reaches those APIs; `null` is the app's own origin (proxied, issue 26), and an
 * absent `marketUrl` is CoinGecko's.
 * Scripts: only this site's files. Style elements: this site's files, the one Radix Dialog's scroll lock
 * injects (react-remove-scroll-bar), which carries the nonce, and the chart attribution's by its hash.
 * Nothing is `unsafe-inline` or `unsafe-eval`; style attributes set from script (CSSOM) need no source.
 */
export function contentSecurityPolicy({ apiUrl, marketUrl = DEFAULT_MARKET_URL, nonce }) {
  const source = (url) => (url === null ? "'self'" : originOf(url));
  // On the app's origin, 'self' covers the socket too (CSP 3 matches ws: and wss: to it); an API elsewhere needs
  // its socket named: only that path, never a ws: or wss: scheme for any host.
  const socket = apiUrl === null ? [] : [streamUrlOf(apiUrl)];
  const connect = [...new Set([source(apiUrl), ...socket, source(marketUrl)])];
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' '${CHART_ATTRIBUTION_STYLE_HASH}'`,
    // The favicon is a data: URL in index.html; the deposit QR code is inline SVG.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The market socket's URL on the API at `apiUrl`: its origin with ws: or wss:, and STREAM_PATH. */
export function streamUrlOf(apiUrl) {
  return `${originOf(apiUrl).replace(/^http/, 'ws')}${STREAM_PATH}`;
}

/** Every response's security headers, as [name, value] pairs. */
export function securityHeaders(options) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    // For browsers older than frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

function headerLines(headers, indent) {
  // `always`: error responses (the 404 of a missing asset) carry them too.
  return headers
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/**
 * Issue 26: one proxied location. `host` is the Host the upstream gets: the site's own for the platform API (it may
 * build links from it), the upstream's for a market API elsewhere (a virtual host such as CoinGecko's needs its own).
 * The client's address goes in X-Real-IP and X-Forwarded-For, set to nginx's peer and nothing the client sent, so
 * an API server that trusts this proxy (scripts/api-serve.mjs --trust-proxy) throttles each visitor apart.
 */
function proxyLocation(prefix, target, host, headers) {
  const https = target.startsWith('https:');
  return `  location ^~ ${prefix} {
    proxy_pass ${target};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host ${host};
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
${https ? '    proxy_ssl_server_name on;\n' : ''}    proxy_connect_timeout ${PROXY_TIMEOUTS.connect};
    proxy_read_timeout ${PROXY_TIMEOUTS.read};
    proxy_send_timeout ${PROXY_TIMEOUTS.send};
    client_max_body_size ${MAX_API_BODY};
    # Answers are the signed-in user's: never stored by nginx, a shared cache or the browser.
    proxy_no_cache 1;
    proxy_cache_bypass 1;
    proxy_hide_header Cache-Control;
    proxy_hide_header Expires;
${UPSTREAM_CORS_HEADERS.map((name) => `    proxy_hide_header ${name};`).join('\n')}
${headerLines([...headers, ['Cache-Control', 'no-store']], '    ')}
  }
`;
}

/**
 * D19: the market socket, proxied as an upgraded connection (HTTP/1.1 with Upgrade and Connection passed on) to
 * the API server, which checks the Origin itself. Nothing is buffered: each frame goes through as it comes.
 */
function streamLocation(target, headers) {
  return `  location = ${STREAM_PATH} {
    proxy_pass ${target};
    proxy_http_version 1.1;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection "upgrade";
    # With its port: the API server compares it with the Origin, which names one.
    proxy_set_header Host $http_host;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout ${STREAM_PROXY_TIMEOUTS.connect};
    proxy_read_timeout ${STREAM_PROXY_TIMEOUTS.read};
    proxy_send_timeout ${STREAM_PROXY_TIMEOUTS.send};
    proxy_buffering off;
${headerLines([...headers, ['Cache-Control', 'no-store']], '    ')}
  }
`;
}

/**
 * Issue 40 (D22): paths are case-sensitive, as the API server and its limits read them. A proxied prefix in another
 * case (`/AUTH/login/`) is neither the API nor a page: 404 here. Prefix locations match case-sensitively, so the
 * exact prefixes (`^~`) never reach this regex; the rest of a path goes to the API as sent, which answers 404 to
 * `/auth/LOGIN/` itself.
 */
function caseVariantLocation(prefixes, headers) {
  const names = prefixes.map((prefix) => prefix.replace(/^\/|\/$/g, ''));
  return `  location ~* ^/(${names.join('|')})/ {
    return 404;
${headers}
  }
`;
}

/**
 * The maps and the `server { }` block. `listen` is nginx's listen value (`80`, `127.0.0.1:8080`).
 * Same origin (issue 26): `apiUpstream` (the API server nginx proxies API_PATH_PREFIXES to) and optionally
 * `marketUpstream` (proxied at MARKET_PATH_PREFIX; otherwise the browser calls `marketUrl` itself).
 * Cross origin: `apiUrl` (the API the browser calls, which answers CORS) and `marketUrl`; nothing is proxied.
 */
export function siteConfig({
  root,
  apiUrl,
  apiUpstream,
  marketUrl,
  marketUpstream,
  listen,
  serverName = '_',
  tlsCertificate,
  tlsKey,
  http2 = false,
  redirectHttp,
  languages = PAGE_LANGUAGES,
}) {
  checkedRoot(root);
  checkedServerName(serverName);
  if (Boolean(tlsCertificate) !== Boolean(tlsKey)) {
    throw new Error('HTTPS needs both --tls-certificate PATH and --tls-key PATH');
  }
  const tls = tlsCertificate
    ? {
        certificate: checkedPath(tlsCertificate, '--tls-certificate'),
        key: checkedPath(tlsKey, '--tls-key'),
      }
    : null;
  // Browsers speak HTTP/2 only over TLS; a redirect to HTTPS needs an HTTPS server.
  if (http2 && !tls) throw new Error('--http2 needs HTTPS: --tls-certificate and --tls-key');
  if (redirectHttp && !tls)
    throw new Error('--redirect-http needs HTTPS: --tls-certificate and --tls-key');
  listen = checkedListen(listen ?? (tls ? '443' : '80'));
  if (redirectHttp && portOf(checkedListen(redirectHttp, '--redirect-http')) === portOf(listen)) {
    throw new Error('--redirect-http and --listen need different ports');
  }
  // nginx 1.22 (Debian 12) takes HTTP/2 as a listen parameter; the `http2 on;` directive came with 1.25.1, which
  // still accepts this form (with a deprecation warning).
  const listenLine = tls ? `${listen} ssl${http2 ? ' http2' : ''}` : listen;
  if (Boolean(apiUrl) === Boolean(apiUpstream)) {
    throw new Error(
      'name the API once: --api-upstream URL (proxied on this origin) or --api URL (another origin)',
    );
  }
  if (marketUpstream && !apiUpstream) {
    throw new Error('--market-upstream proxies on this origin: use it with --api-upstream');
  }
  if (marketUpstream && marketUrl) {
    throw new Error('name the market API once: --market-upstream URL or --market URL');
  }
  const api = apiUpstream ? checkedUpstream(apiUpstream, '--api-upstream') : null;
  const market = marketUpstream ? checkedUpstream(marketUpstream, '--market-upstream') : null;
  const browserMarket = market ? null : (marketUrl ?? DEFAULT_MARKET_URL);
  const headers = securityHeaders({
    apiUrl: api ? null : apiUrl,
    marketUrl: browserMarket,
    nonce: '$request_id',
  });
  const page = (cacheControl) => headerLines([...headers, ['Cache-Control', cacheControl]], '    ');
  const proxies = [
    ...(api
      ? API_PATH_PREFIXES.map((prefix) =>
          // Without a path, proxy_pass passes the request's URI on exactly as the browser sent it.
          proxyLocation(
            prefix,
            new URL(api).pathname === '/' ? api : `${api}${prefix}`,
            '$host',
            headers,
          ),
        )
      : []),
    ...(market ? [proxyLocation(MARKET_PATH_PREFIX, `${market}/`, '$proxy_host', headers)] : []),
    ...(api
      ? [streamLocation(new URL(api).pathname === '/' ? api : `${api}${STREAM_PATH}`, headers)]
      : []),
  ];
  const proxiedPrefixes = [
    ...(api ? API_PATH_PREFIXES : []),
    ...(market ? [MARKET_PATH_PREFIX] : []),
  ];
  const mode = api
    ? `API proxied to ${api} at ${API_PATH_PREFIXES.join(' ')}`
    : `API ${originOf(apiUrl)}`;
  const marketMode = market
    ? `market API proxied to ${market} at ${MARKET_PATH_PREFIX}`
    : `market API ${originOf(browserMarket)}`;
  const transport = tls ? `HTTPS${http2 ? ' with HTTP/2' : ''}` : 'plain HTTP';
  return `# Generated by deploy/nginx-config.mjs: ${mode}; ${marketMode}; ${transport}.
# Needs: Debian's nginx and libnginx-mod-http-brotli-static. Regenerate instead of editing.
${languageMaps(languages)}${redirectHttp ? redirectServer({ listen: redirectHttp, serverName, httpsPort: portOf(listen) }) : ''}${
    serverName.split(' ').includes('_')
      ? ''
      : defaultServer(listenLine, Boolean(tls)) +
        (redirectHttp ? defaultServer(checkedListen(redirectHttp, '--redirect-http'), false) : '')
  }
server {
  listen ${listenLine};
  server_name ${serverName};
${tls ? tlsLines(tls) : ''}  root "${root}";
  index index.html;
  server_tokens off;
  charset utf-8;
  # Source maps are never deployed (the build keeps them in dist-meta/); refuse them even if copied.
  location ~ \\.map$ {
    return 404;
${page('no-store')}
  }

  # Hashed by the build: cached for a year, served from the .br/.gz files the build wrote.
  location /assets/ {
    try_files $uri =404;
    brotli_static on;
    gzip_static on;
${page(IMMUTABLE)}
  }
${proxies.length ? `\n  # Issue 26: the API on this origin, so the browser sends no CORS preflight.\n${proxies.join('')}${caseVariantLocation(proxiedPrefixes, page('no-store'))}` : ''}
  # Every other path is a page of the app: a prerendered public page (/ is index.html, /login is login.html, in
  # Spanish login.es.html) or else the app shell, app.html, whose router answers the path (its own 404 page for
  # unknown ones). Never cached, so a deployment is picked up on the next visit; a cache keeps one copy per language.
  # Served from disk and gzipped on the fly, because nginx writes the response's nonce into it (the meta tag and a
  # prerendered page's <style>).
  location / {
    try_files $uri $uri$tp_page_suffix.html $uri.html $uri.frame$tp_frame_suffix.html $uri.frame.html $uri/index$tp_page_suffix.html $uri/index.html /app.html;
    sub_filter_once off;
    sub_filter '${NONCE_PLACEHOLDER}' '$request_id';
    gzip on;
    gzip_comp_level 6;
    gzip_vary on;
${headerLines([...headers, ['Cache-Control', 'no-cache'], ['Vary', `Accept-Language, Cookie`]], '    ')}
  }
}
`;
}

function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      api: { type: 'string' },
      'api-upstream': { type: 'string' },
      market: { type: 'string' },
      'market-upstream': { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string', default: '_' },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
      http2: { type: 'boolean', default: false },
      'redirect-http': { type: 'string' },
    },
  });
  if (!values.root || Boolean(values.api) === Boolean(values['api-upstream'])) {
    console.error(
      'usage: node deploy/nginx-config.mjs --root DIR (--api-upstream URL [--market-upstream URL | --market URL] | --api URL [--market URL]) [--listen 80] [--server-name NAME] [--tls-certificate PEM --tls-key PEM [--http2] [--redirect-http 80]]',
    );
    process.exit(2);
  }
  try {
    process.stdout.write(
      siteConfig({
        root: values.root,
        apiUrl: values.api,
        apiUpstream: values['api-upstream'],
        marketUrl: values.market,
        marketUpstream: values['market-upstream'],
        listen: values.listen,
        serverName: values['server-name'],
        tlsCertificate: values['tls-certificate'],
        tlsKey: values['tls-key'],
        http2: values.http2,
        redirectHttp: values['redirect-http'],
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
