import { expect, test, type Page } from '@playwright/test';
import { demoUsers, type DemoUser } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** The dashboard in its main states at a phone and a desktop width, light and dark. */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function openDashboard(page: Page, theme: 'light' | 'dark', user: DemoUser, query = '') {
  await prepareScreenshots(page, theme);
  await signIn(page, user, { query });
  // Signing in ends by storing the profile; the greeting shows its first name once it is there.
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toBeVisible(data);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Waits until nothing is loading and the chart (lazy, near the viewport) has drawn. */
async function settle(page: Page) {
  const figure = page.getByRole('figure', { name: 'BTC/USD daily price chart' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.getByRole('list', { name: 'Latest values' })).toBeVisible(data);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`dashboard ${theme}`, async ({ page }) => {
    await openDashboard(page, theme, demoUsers.alex);
    await expect(page.getByRole('table', { name: 'Recent Activity' }).getByRole('row')).toHaveCount(
      6,
      data,
    );
    await settle(page);
    await shoot(page, `dashboard-${theme}`);
  });

  test(`dashboard balance error ${theme}`, async ({ page }) => {
    await openDashboard(page, theme, demoUsers.alex, '?scenario=balance.serverError');
    await expect(
      page.getByRole('region', { name: 'Account summary' }).getByRole('alert'),
    ).toBeVisible(data);
    await settle(page);
    await shoot(page, `dashboard-balance-error-${theme}`);
  });

  test(`dashboard new account ${theme}`, async ({ page }) => {
    // Jamie has no account summary; no history and no deposits show the sample chart and the empty table.
    await openDashboard(page, theme, demoUsers.jamie, '?scenario=portfolio.history.empty');
    await expect(page.getByText('Sample data', { exact: true })).toBeVisible(data);
    await settle(page);
    await shoot(page, `dashboard-sample-${theme}`);
  });
}
