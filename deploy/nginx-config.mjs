#!/usr/bin/env node
// The nginx site for the production build (D14), generated for the build's API and market hosts:
//
//   node deploy/nginx-config.mjs --root /var/www/trading-platform --api https://api.example.com \
//     [--market https://api.coingecko.com/api/v3] [--listen 80] [--server-name example.com] > site.conf
//
// Prints one `server { }` block for /etc/nginx/sites-available/. It needs Debian's nginx (sub_filter,
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
`;
}

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

/** Issue 24: a web root goes into `root "…"`: absolute, and nothing nginx would read as syntax or a variable. */
export function checkedRoot(root) {
  const control = [...root].some(
    (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (!root.startsWith('/') || control || /["\\$;{}]/.test(root)) {
    throw new Error(
      `--root ${JSON.stringify(root)}: an absolute path without quotes, backslashes, $, ;, braces or control characters`,
    );
  }
  return root;
}

/** `80`, `127.0.0.1:8080`, `[::1]:8080` or `localhost:8080`, with a port from 1 to 65535. */
export function checkedListen(listen) {
  const match = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:]+\]|localhost):)?(\d{1,5})$/.exec(
    listen,
  );
  const port = Number(match?.[1]);
  if (!match || port < 1 || port > 65_535) {
    throw new Error(`--listen ${JSON.stringify(listen)}: a port, or an address and a port`);
  }
  return listen;
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
 * The Content-Security-Policy. `nonce` is what nginx substitutes per response (`$request_id`).
 * Scripts: only this site's files. Style elements: this site's files, the one Radix Dialog's scroll lock
 * injects (react-remove-scroll-bar), which carries the nonce, and the chart attribution's by its hash.
 * Nothing is `unsafe-inline` or `unsafe-eval`; style attributes set from script (CSSOM) need no source.
 */
export function contentSecurityPolicy({ apiUrl, marketUrl = DEFAULT_MARKET_URL, nonce }) {
  const connect = [...new Set([originOf(apiUrl), originOf(marketUrl)])];
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

/** The `server { }` block. `listen` is nginx's listen value (`80`, `127.0.0.1:8080`). */
export function siteConfig({
  root,
  apiUrl,
  marketUrl = DEFAULT_MARKET_URL,
  listen = '80',
  serverName = '_',
  languages = PAGE_LANGUAGES,
}) {
  checkedRoot(root);
  checkedListen(listen);
  checkedServerName(serverName);
  const headers = securityHeaders({ apiUrl, marketUrl, nonce: '$request_id' });
  const page = (cacheControl) => headerLines([...headers, ['Cache-Control', cacheControl]], '    ');
  return `# Generated by deploy/nginx-config.mjs for API ${originOf(apiUrl)} and market API ${originOf(marketUrl)}.
# Needs: Debian's nginx and libnginx-mod-http-brotli-static. Regenerate instead of editing.
${languageMaps(languages)}
server {
  listen ${listen};
  server_name ${serverName};
  root "${root}";
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

  # Every other path is a page of the app: a prerendered public page (/ is index.html, /login is login.html, in
  # Spanish login.es.html) or else the app shell, app.html, whose router answers the path (its own 404 page for
  # unknown ones). Never cached, so a deployment is picked up on the next visit; a cache keeps one copy per language.
  # Served from disk and gzipped on the fly, because nginx writes the response's nonce into it (the meta tag and a
  # prerendered page's <style>).
  location / {
    try_files $uri $uri$tp_page_suffix.html $uri.html $uri/index$tp_page_suffix.html $uri/index.html /app.html;
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
      market: { type: 'string', default: DEFAULT_MARKET_URL },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
    },
  });
  if (!values.root || !values.api) {
    console.error(
      'usage: node deploy/nginx-config.mjs --root DIR --api URL [--market URL] [--listen 80] [--server-name NAME]',
    );
    process.exit(2);
  }
  try {
    process.stdout.write(
      siteConfig({
        root: values.root,
        apiUrl: values.api,
        marketUrl: values.market,
        listen: values.listen,
        serverName: values['server-name'],
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
