import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pageOf, routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/** DECISIONS D17: privacy mode hides every amount of the user's, and no market price, on every signed-in page. */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const mask = '••••••';
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The signed-in pages that show no amounts of the user's; on every other one the mask must show. */
const withoutOwnAmounts = [
  '/packages',
  '/copy-trader',
  '/market',
  '/market/:symbol',
  '/account-information',
  '/profile-settings',
];
/** Every signed-in page (its heading is its title), and whether it shows amounts of the user's. */
const pages = routeManifest
  .filter((route) => route.access === 'protected')
  .map((route) => ({
    path: pageOf(route),
    // A coin's page is headed by its coin: the example's is Bitcoin.
    heading: route.pages ? 'Bitcoin' : route.title,
    amounts: !withoutOwnAmounts.includes(route.path),
  }));

/** The API's answers about the user's own money (not packages, traders or the market, which are public). */
const ownMoney =
  /\/api\/(balance|account-summaries|deposits|withdrawals|transactions|portfolio|copy-traders)\//;
const moneyKey = /amount|balance|equity|profit|margin|value|deposits|total/i;

/** Every number of an answer under a key that `keys` accepts, at any depth. */
function amountsIn(body: unknown, keys: RegExp, key = '', into = new Set<number>()): Set<number> {
  if (typeof body === 'number' && keys.test(key) && Math.abs(body) >= 0.01) {
    into.add(Math.abs(body));
  } else if (Array.isArray(body)) {
    body.forEach((item) => amountsIn(item, keys, key, into));
  } else if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) amountsIn(value, keys, name, into);
  }
  return into;
}

/** Records what the API told the page about the user's money, written as the page would write it. */
function recordOwnAmounts(page: Page) {
  const own = new Set<string>();
  const publicPrices = new Set<string>();
  page.on('response', async (response) => {
    const url = response.url();
    const isOwn = ownMoney.test(url);
    const isPackages = /\/api\/packages\/$/.test(url);
    if (!isOwn && !isPackages) return;
    const body: unknown = await response.json().catch(() => null);
    for (const amount of amountsIn(body, isOwn ? moneyKey : /./)) {
      (isOwn ? own : publicPrices).add(dollars.format(amount));
    }
  });
  // On the Packages page a package's price is public: a deposit of the same sum would match it by chance.
  return (path = '') => [...own].filter((text) => path !== '/packages' || !publicPrices.has(text));
}

/** The page's text, its accessible names and descriptions, and the attributes that carry text. */
async function everythingSaid(page: Page): Promise<string> {
  const tree = await page.locator('body').ariaSnapshot();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .flatMap((element) =>
        ['aria-label', 'aria-valuetext', 'aria-description', 'title', 'alt', 'value'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      )
      .join('\n'),
  );
  return `${await page.locator('body').innerText()}\n${tree}\n${attributes}`;
}

async function settle(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(data);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, data);
}

test("with privacy mode on, no amount of the user's is in any signed-in page's text or accessible names", async ({
  page,
}) => {
  const ownAmounts = recordOwnAmounts(page);
  await signIn(page, demoUsers.alex);
  await settle(page, 'Dashboard');
  // Shown first: the check below finds the figures when they are there.
  await expect(page.getByText('$12,500.00').first()).toBeVisible(data);
  expect(ownAmounts().some((text) => text === '$12,500.00')).toBe(true);

  const toggle = page.getByRole('banner').getByRole('button', { name: 'Privacy mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  for (const { path, heading, amounts } of pages) {
    // Each page is loaded afresh: privacy mode comes back from storage every time.
    await page.goto(path);
    await settle(page, heading);
    if (amounts) await expect(page.locator('[data-hidden-amount]').first()).toBeVisible(data);
    const said = await everythingSaid(page);
    const shown = ownAmounts(path).filter((text) => said.includes(text));
    expect(shown, `${path} shows the user's amounts`).toEqual([]);
    // Public prices stay: the ticker's coins are in dollars.
    await expect(page.locator('[data-ticker-slot]')).toContainText('$', data);
  }
  expect(ownAmounts().length).toBeGreaterThan(20);
});

test('privacy mode holds in every open tab, survives a reload and answers its shortcut', async ({
  page,
  context,
}) => {
  await signIn(page, demoUsers.alex);
  await settle(page, 'Dashboard');
  const other = await context.newPage();
  await other.goto('/portfolio');
  await settle(other, 'Portfolio');
  const balanceOf = (tab: Page) =>
    tab
      .getByRole('region', { name: /^(Account summary|Portfolio Summary)$/ })
      .locator('dt', { hasText: /^Balance$/ })
      .locator('xpath=following-sibling::dd');
  await expect(balanceOf(other)).toHaveText('$12,500.00', data);

  await page.keyboard.press('Alt+Shift+H');
  await expect(page.getByRole('button', { name: 'Privacy mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(balanceOf(page)).toHaveText(`${mask}hidden`);
  // The other tab follows without a reload.
  await expect(balanceOf(other)).toHaveText(`${mask}hidden`, data);

  await other.reload();
  await settle(other, 'Portfolio');
  await expect(balanceOf(other)).toHaveText(`${mask}hidden`, data);

  await other.keyboard.press('Alt+Shift+H');
  await expect(balanceOf(other)).toHaveText('$12,500.00');
  await expect(balanceOf(page)).toHaveText('$12,500.00', data);
});

test('the CSV export keeps the real amounts and says so while privacy mode is on', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('privacyMode', 'on'));
  await signIn(page, demoUsers.alex, { landOn: '/trade-history' });
  await settle(page, 'Trade History');
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toHaveAccessibleDescription(
    'Privacy mode is on: the exported file holds the real amounts.',
  );
  await expect(page.locator('main [data-hidden-amount]').first()).toBeVisible(data);
  await expect(page.locator('main')).not.toContainText('$750.00');
  const download = page.waitForEvent('download');
  await exportButton.click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('750.00');
});
