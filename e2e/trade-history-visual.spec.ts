import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Trade History at a phone and a desktop width, light and dark (Alex: 33 rows, 27 transfers). */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function openTradeHistory(page: Page, theme: 'light' | 'dark', query = '', range: string) {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: `/trade-history${query}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Trade History' })).toBeVisible(data);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(range, data);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`trade history ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openTradeHistory(page, theme, '', '1–25 of 33');
    await shoot(page, `trade-history-all-${theme}`);
  });

  test(`trade history transfers page 2 ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openTradeHistory(page, theme, '?type=transfer&page=2', '26–27 of 27');
    await shoot(page, `trade-history-transfer-page-2-${theme}`);
  });
}
