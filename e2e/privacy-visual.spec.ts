import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/**
 * D17: the main signed-in pages with privacy mode on, at a phone and a desktop width, light and dark:
 * every amount of the user's is the same six dots, percentages, dates and market prices stay.
 */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function open(page: Page, theme: 'light' | 'dark', path: string, heading: string) {
  await prepareScreenshots(page, theme);
  await page.addInitScript(() => localStorage.setItem('privacyMode', 'on'));
  await signIn(page, demoUsers.alex, { landOn: path });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(data);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Privacy mode' }),
  ).toHaveAttribute('aria-pressed', 'true');
}

/** Waits until nothing is loading (and a market chart, lazy near the viewport, has drawn). */
async function settle(page: Page) {
  const market = page.getByRole('figure', { name: 'BTC/USD daily price chart' });
  if ((await market.count()) > 0) {
    await market.scrollIntoViewIfNeeded();
    await expect(market.getByRole('list', { name: 'Latest values' })).toBeVisible(data);
  }
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await expect(page.locator('[data-hidden-amount]').first()).toBeVisible(data);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ timeout: 120_000 });

/** Each page, and what shows once its data is in. */
const screens = [
  {
    name: 'dashboard',
    path: '/dashboard',
    heading: 'Dashboard',
    loaded: (page: Page) => page.getByRole('table', { name: 'Recent Activity' }).getByRole('row'),
    count: 6,
  },
  {
    name: 'portfolio',
    path: '/portfolio',
    heading: 'Portfolio',
    loaded: (page: Page) => page.getByRole('table', { name: 'Asset Breakdown' }).getByRole('row'),
    count: 9,
  },
  {
    name: 'overview',
    path: '/overview',
    heading: 'Account Overview',
    loaded: (page: Page) => page.getByRole('slider'),
    count: 2,
  },
  {
    name: 'trade-history',
    path: '/trade-history',
    heading: 'Trade History',
    loaded: (page: Page) => page.getByRole('navigation', { name: 'Pages' }).getByText('1–25 of 33'),
    count: 1,
  },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`${screen.name} with amounts hidden ${theme}`, async ({ page }) => {
      await open(page, theme, screen.path, screen.heading);
      await expect(screen.loaded(page)).toHaveCount(screen.count, data);
      await settle(page);
      await shoot(page, `privacy-${screen.name}-${theme}`);
    });
  }
}
