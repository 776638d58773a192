import { expect, test, type Page } from '@playwright/test';
import { appMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/**
 * Issue 44 item 5: a coin's page with its live candles, in the demo (its market socket is MSW's, on the same
 * protocol code as the mock API's real one).
 */
test.describe.configure({ timeout: 90_000 });
const data = { timeout: 30_000 };

const chartOf = (page: Page) => page.getByRole('application', { name: /candles/ });
const lastPrice = (page: Page) => page.getByText('Last price', { exact: true }).locator('+ dd');
const markOf = (page: Page) => page.getByRole('main').locator('[data-freshness]').first();

test("Market's Bitcoin opens its page: live candles, the last price moving with them", async ({
  page,
}) => {
  await signIn(page, demoUsers.alex, { landOn: '/market' });
  await page
    .getByRole('region', { name: 'Gainers' })
    .or(page.getByRole('region', { name: 'Active' }))
    .first()
    .waitFor(data);
  await page
    .getByRole('link', { name: /^Bitcoin BTC$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/market\/btc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' })).toBeVisible();
  await expect(page).toHaveTitle('Bitcoin (BTC) · Trading Platform');
  await expect(page.locator('[data-chart-ready]')).toBeVisible(data);
  await expect(markOf(page)).toHaveAttribute('data-freshness', 'live', data);
  const before = await lastPrice(page).innerText();
  await expect.poll(() => lastPrice(page).innerText(), data).not.toBe(before);

  // Another interval is another channel; the URL keeps it for a reload.
  await page.getByRole('button', { name: '1 h', exact: true }).click();
  await expect(page).toHaveURL(/\/market\/btc\?interval=1h$/);
  await expect(chartOf(page)).toHaveAccessibleName(/candles, 1 hour/);
  await page.reload();
  await expect(page.getByRole('button', { name: '1 h', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(markOf(page)).toHaveAttribute('data-freshness', 'live', data);
});

test('the keyboard cursor reads out the candle under it, and the table lists the latest 30', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex, { landOn: '/market/eth?interval=5m' });
  await expect(page.locator('[data-chart-ready]')).toBeVisible(data);
  const chart = chartOf(page);
  await chart.focus();
  await page.keyboard.press('End');
  // The chart's polite live region, beside it in the page.
  const announcement = page
    .getByRole('main')
    .locator('[aria-live="polite"]')
    .filter({ hasText: /open .+, high .+, low .+, close .+, volume \$/ });
  await expect(announcement).toHaveCount(1);
  const latest = await announcement.innerText();
  await page.keyboard.press('ArrowLeft');
  await expect(announcement).not.toHaveText(latest);
  await expect(announcement).toHaveCount(1);

  await page.getByRole('button', { name: 'Show candles as a table' }).click();
  const table = page.getByRole('table', { name: /Ethereum \(ETH\) candles, 5 minutes/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test("the dashboard's BTC/USD chart links to Bitcoin's page; an unknown coin is Page Not Found", async ({
  page,
}) => {
  await signIn(page, demoUsers.alex);
  await page.getByRole('link', { name: 'Live candles' }).click();
  await expect(page).toHaveURL(/\/market\/btc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' })).toBeVisible();

  await page.goto('/market/shib');
  await expect(
    page.getByRole('heading', { level: 1, name: appMessages.notFoundTitle }),
  ).toBeVisible();
});

test('with no market socket (?stream=off) the page says the chart needs it; the price is polled', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex, { landOn: '/market/btc?stream=off' });
  await expect(page.getByText(/The chart needs the live price stream/)).toBeVisible(data);
  await expect(lastPrice(page)).toHaveText(/^\$[\d,]+\.\d{2}$/, data);
});
