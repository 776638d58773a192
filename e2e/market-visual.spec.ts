import { expect, test, type Page } from '@playwright/test';
import { httpErrors } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** The Market screen at a phone and a desktop width, light and dark. */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function openMarket(page: Page, theme: 'light' | 'dark', query = '') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: `/market${query}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible(data);
}

/** Waits until nothing is loading and the fonts are in. */
async function settle(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`market ${theme}`, async ({ page }) => {
    await openMarket(page, theme);
    for (const name of ['Gainers', 'Losers', 'Active']) {
      await expect(page.getByRole('table', { name }).getByRole('row')).toHaveCount(6, data);
    }
    // The clock is fixed at the mock's seed time: the data is from 12:00:00 that day.
    await expect(page.getByText('Prices as of 12:00 PM')).toBeVisible();
    await settle(page);
    await shoot(page, `market-${theme}`);

    await page.getByRole('button', { name: '+ New Trade' }).click();
    await expect(page.getByRole('dialog', { name: 'New Trade' })).toBeVisible();
    await shoot(page, `market-new-trade-${theme}`, { fullPage: false });
  });

  test(`market error ${theme}`, async ({ page }) => {
    await openMarket(page, theme, '?scenario=market.coinMarkets.serverError');
    await expect(page.getByRole('region', { name: 'Top coins' }).getByRole('alert')).toHaveText(
      httpErrors.serverError,
      data,
    );
    await settle(page);
    await shoot(page, `market-error-${theme}`);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`coin page ${theme}`, async ({ page }) => {
    await prepareScreenshots(page, theme);
    await signIn(page, demoUsers.alex, { landOn: '/market/btc' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' })).toBeVisible(data);
    // At the fixed seed time the stream's candles stand still: the mark says Live, the chart (masked) is drawn.
    await expect(page.getByRole('main').locator('[data-freshness="live"]')).toBeVisible(data);
    await expect(page.locator('[data-chart-ready]')).toBeVisible(data);
    await settle(page);
    await shoot(page, `coin-${theme}`);
  });
}
