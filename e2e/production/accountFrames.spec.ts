import { expect, test, type Page } from '@playwright/test';
import { routeManifest } from '../../packages/ui/src/shell/routeManifest.mjs';
import { accountFrames } from '../../app/src/prerender/prerenderedPages';
import { tickerCoins } from '../../packages/api/src/market/tickerSymbols';
import { translator } from '../support/catalogue';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';
import { watchPolicy } from './stack';

/**
 * Issue 26: each account page is answered with its prerendered frame (header, menu, ticker row, title, loading
 * sections) in the signed-in profile's language; a classic script at the top of <head> sends anyone signed out to
 * /login before the frame paints; a signed-in visit adopts the frame as it is.
 */
/** A coin's page (issue 44) is headed by its coin in every language: "Bitcoin (BTC)". */
const coinHeadings: Record<string, string> = Object.fromEntries(
  tickerCoins.map((coin) => [
    `/market/${coin.symbol.toLowerCase()}`,
    `${coin.name} (${coin.symbol})`,
  ]),
);
const accountPages = Object.fromEntries(
  routeManifest
    .filter((route) => route.access === 'protected' && route.prerendered)
    .flatMap((route) => (route.pages ?? [route.path]).map((path) => [path, route.title])),
);

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test('every account page’s HTML holds its frame, behind the session gate, in the profile’s language', async ({
  request,
}) => {
  const de = await translator('de');
  expect(Object.keys(accountPages)).toEqual(accountFrames.map((frame) => frame.path));
  for (const [path, title] of Object.entries(accountPages)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<div id="root" data-prerendered="${path}" data-frame="">`);
    expect(headingOf(html), path).toBe(coinHeadings[path] ?? title);
    // The gate comes first in <head>, a classic script (no module, async or defer): it runs before anything paints.
    expect(html, path).toMatch(
      /<head>\s*<script src="\/assets\/session-gate-[\w-]+\.js"><\/script>/,
    );
    // The frame is nobody's: no name, no e-mail.
    expect(html, path).not.toContain(demoUsers.alex.email);
    expect(html, path).not.toContain(demoUsers.alex.firstName);

    const german = await (
      await request.get(path, { headers: { Cookie: 'tp_account_language=de' } })
    ).text();
    expect(german, path).toContain('<html lang="de"');
    expect(headingOf(german), path).toBe(coinHeadings[path] ?? de(title));
  }
});

test('a signed-out visit to an account page reaches /login; the frame is hidden and its app never runs', async ({
  page,
  request,
}) => {
  // The gate hides the document before it sends the visitor away: the parser stops showing anything below it.
  const frame = await (await request.get('/withdraw')).text();
  const gateFile = /<script src="(\/assets\/session-gate-[\w-]+\.js)"><\/script>/.exec(frame)![1]!;
  const gate = await (await request.get(gateFile)).text();
  expect(gate.indexOf('document.documentElement.hidden = true')).toBeGreaterThan(-1);
  expect(gate.indexOf('document.documentElement.hidden = true')).toBeLessThan(
    gate.indexOf("location.replace('/login')"),
  );

  const pageChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Withdraw-[\w-]+\.js$/.test(request.url())) pageChunks.push(request.url());
  });
  await page.goto('/withdraw');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  // The frame's own app (its page chunk) was never asked for.
  expect(pageChunks).toEqual([]);
});

/** Keeps the prerendered <h1> as the parser made it, so a test can tell adoption (hydration) from replacement. */
async function rememberFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { frameHeading: Element | null }).frameHeading =
        document.querySelector('h1');
    });
  });
}

test('signed in, the app adopts the frame as it is and fills it in', async ({ page }) => {
  const policy = await watchPolicy(page.context());
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('prerendered page differed')) mismatches.push(message.text());
  });
  await signIn(page, demoUsers.alex);
  await rememberFirstHeading(page);
  for (const path of ['/dashboard', '/withdraw', '/profile-settings']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-frame', '');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { frameHeading: Element | null }).frameHeading ===
          document.querySelector('h1'),
      ),
      path,
    ).toBe(true);
  }
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome back, ${demoUsers.alex.firstName}!`)).toBeVisible();
  expect(mismatches).toEqual([]);
  policy.assertClean();
});
