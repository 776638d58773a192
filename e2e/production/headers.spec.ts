import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { appMessages } from '@tp/messages';
import { CHART_ATTRIBUTION_STYLE_HASH } from '../../deploy/nginx-config.mjs';
import { stack, watchPolicy } from './stack';

/** The directives D14 asks for, parsed from the header: nothing more relaxed may appear. */
function parsePolicy(header: string) {
  return new Map(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = parsePolicy(headers['content-security-policy'] ?? '');
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  // Beyond 'self', only the style element carrying the response's nonce (Radix Dialog's scroll lock) and the
  // chart attribution's one fixed stylesheet, by its hash.
  expect(policy.get('style-src')).toEqual([
    "'self'",
    expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/),
    `'${CHART_ATTRIBUTION_STYLE_HASH}'`,
  ]);
  expect(policy.has('style-src-attr')).toBe(false);
  expect(policy.has('style-src-elem')).toBe(false);
  expect(policy.has('script-src-attr')).toBe(false);
  // Issue 26: the API and the market API are proxied on the app's own origin.
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-|\*|https?:\/\//);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

/**
 * The assets a page references: the app shell's entry, preloads and stylesheet (an unknown path gets the shell), a
 * prerendered page's loader, and an account frame's session gate.
 */
async function entryAssets(request: APIRequestContext) {
  const assets: string[] = [];
  for (const path of ['/no-such-page', '/withdraw', '/']) {
    const html = await (await request.get(path)).text();
    assets.push(
      ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!),
    );
  }
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  expect(assets.some((asset) => asset.includes('/load-app-'))).toBe(true);
  expect(assets.some((asset) => asset.includes('/session-gate-'))).toBe(true);
  return assets;
}

test('/, the deep link /withdraw and an unknown path get their page, never cached, with every security header', async ({
  request,
}) => {
  for (const [path, root] of [
    // A public page comes prerendered, an account page as its frame (issue 26); any other path is the empty app
    // shell its router fills.
    ['/', '<div id="root" data-prerendered="/">'],
    ['/withdraw', '<div id="root" data-prerendered="/withdraw" data-frame="">'],
    ['/no-such-page', '<div id="root"></div>'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    const body = await response.text();
    expect(body).toContain(root);
    // The nonce in the page is the one in the policy, and a new one each response.
    const nonce = /name="csp-nonce" content="([0-9a-f]{32})"/.exec(body)?.[1];
    expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  }
  const [first, second] = await Promise.all([request.get('/'), request.get('/')]);
  expect(first.headers()['content-security-policy']).not.toBe(
    second.headers()['content-security-policy'],
  );
});

test('hashed assets: a year immutable, brotli or gzip as asked, every security header; no source map is served', async ({
  request,
}) => {
  for (const asset of await entryAssets(request)) {
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
    expect(await plain.text()).not.toContain('sourceMappingURL');
    expect(plain.headers()['sourcemap']).toBeUndefined();
    const map = await request.get(`${asset}.map`);
    expect(map.status(), `${asset}.map`).toBe(404);
    // The build keeps a compressed copy only where it is smaller; under 1 KB it may not be.
    if ((await plain.body()).length < 1024) continue;
    const brotli = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.status(), asset).toBe(200);
    expect(brotli.headers()['content-encoding'], asset).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(brotli);
    const gzip = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], asset).toBe('gzip');
  }
  // A missing asset is a 404, not the app shell served as JavaScript.
  const missing = await request.get('/assets/missing-0000.js');
  expect(missing.status()).toBe(404);
});

test('an unknown path is answered by the app, whose own 404 page shows', async ({ page }) => {
  const policy = await watchPolicy(page.context());
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(appMessages.notFoundTitle)).toBeVisible();
  policy.assertClean();
});

test('/withdraw refuses to be framed by another site', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  // The API server's origin stands in for another site.
  await page.goto(`${stack.apiUrl}/__framing-test__`);
  await page.setContent(`<iframe title="attempt" src="${stack.appUrl}/withdraw"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).toBeDefined();
  const framed = await frame!.evaluate(() => document.getElementById('root')).catch(() => null);
  expect(framed).toBeNull();
});
