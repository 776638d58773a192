import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Portfolio and Overview for Alex at a phone and a desktop width, light and dark. */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function open(page: Page, theme: 'light' | 'dark', path: string, heading: string) {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: path });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(data);
}

/** Waits until nothing is loading (and a market chart, lazy near the viewport, has drawn). */
async function settle(page: Page) {
  const market = page.getByRole('figure', { name: 'BTC/USD daily price chart' });
  if ((await market.count()) > 0) {
    await market.scrollIntoViewIfNeeded();
    await expect(market.getByRole('list', { name: 'Latest values' })).toBeVisible(data);
  }
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`portfolio ${theme}`, async ({ page }) => {
    await open(page, theme, '/portfolio', 'Portfolio');
    await expect(page.getByRole('table', { name: 'Asset Breakdown' }).getByRole('row')).toHaveCount(
      9,
      data,
    );
    await expect(
      page.getByRole('table', { name: 'Recent Transactions' }).getByRole('row'),
    ).toHaveCount(6, data);
    await settle(page);
    await shoot(page, `portfolio-${theme}`);
  });

  test(`overview ${theme}`, async ({ page }) => {
    await open(page, theme, '/overview', 'Account Overview');
    await expect(page.getByRole('slider', { name: 'Profit by date' })).toBeVisible(data);
    await expect(page.getByRole('slider', { name: 'Portfolio value by date' })).toBeVisible(data);
    await settle(page);
    await shoot(page, `overview-${theme}`);
  });
}
