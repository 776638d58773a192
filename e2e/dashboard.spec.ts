import { expect, test, type Page } from '@playwright/test';
import { emptyStates, httpErrors } from '@tp/messages';
import { demoUsers, type DemoUser } from './support/demoUsers';
import { signIn } from './support/session';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

async function openDashboard(page: Page, user: DemoUser, query = '') {
  await signIn(page, user, { query });
  // Signing in ends by storing the profile; the greeting shows its first name once it is there.
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toBeVisible(data);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The value under a card's label. */
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Account summary' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

test('alex sees the greeting, the seeded balance and the recent activity', async ({ page }) => {
  await openDashboard(page, demoUsers.alex);
  await expect(page.getByText(`Welcome back, ${demoUsers.alex.firstName}!`)).toBeVisible();
  await expect(card(page, 'Balance')).toHaveText('$12,500.00', data);
  await expect(card(page, 'Profit')).toHaveText('+$1,245.30');
  await expect(card(page, 'Equity')).toHaveText('$13,745.30');
  await expect(page.getByText(/^Last updated:/)).toBeVisible();

  const activity = page.getByRole('table', { name: 'Recent Activity' });
  // Seven seeded transactions, the five newest shown: header row + 5.
  await expect(activity.getByRole('row')).toHaveCount(6, data);
  const rows = activity.getByRole('row');
  await expect(rows.nth(1)).toContainText('Cryptocurrency deposit (USDT (TRC20))');
  await expect(rows.nth(1)).toContainText('+$750.00');
  await expect(rows.nth(2)).toContainText('Withdrawal');
  await expect(rows.nth(2)).toContainText('-$250.00');
  await expect(rows.nth(4)).toContainText(`To ${demoUsers.jamie.email}`);

  await page.getByRole('link', { name: 'View All Activity' }).click();
  await expect(page).toHaveURL(/\/trade-history$/);
});

test('the range buttons switch the performance chart', async ({ page }) => {
  await openDashboard(page, demoUsers.alex);
  const group = page.getByRole('group', { name: 'Chart range' });
  const chart = page.getByRole('figure', { name: /^Portfolio value from/ });
  await expect(group.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
  // The history ends at the equity: the balance plus the account summary's profit.
  await expect(chart).toHaveAccessibleName(/to \$13,745\.30 on/, data);

  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/portfolio/history/') requests.push(url.searchParams.get('range')!);
  });

  await group.getByRole('button', { name: '1M' }).click();
  await expect(group.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAccessibleName(/\(31 points\)\.$/, data);

  await group.getByRole('button', { name: 'All' }).click();
  await expect(chart).toHaveAccessibleName(
    /^Portfolio value from \$0\.00 on Mar 14, 2025 to \$13,745\.30/,
    data,
  );
  expect(requests).toEqual(['1M', 'ALL']);
});

test('the BTC/USD chart loads near the viewport with its studies', async ({ page }) => {
  const chartLibrary: string[] = [];
  page.on('request', (request) => {
    // lightweight-charts comes in the chunk of the code that draws with it (MarketChart/chartDrawing.ts).
    if (/\/chartDrawing-/.test(request.url())) chartLibrary.push(request.url());
  });
  await openDashboard(page, demoUsers.alex);
  const figure = page.getByRole('figure', { name: 'BTC/USD daily price chart' });
  await figure.scrollIntoViewIfNeeded();
  const legend = figure.getByRole('list', { name: 'Latest values' });
  await expect(legend).toContainText(/MA\(20\) \$[\d,]+\.\d{2}/, data);
  await expect(legend).toContainText(/MA\(50\) \$[\d,]+\.\d{2}/);
  await expect(legend).toContainText(/RSI\(14\) \d+\.\d/);
  await expect(figure.locator('canvas').first()).toBeVisible();
  expect(chartLibrary.length).toBeGreaterThan(0);
});

test('a balance failure replaces the cards with the message and a retry', async ({ page }) => {
  await openDashboard(page, demoUsers.alex, '?scenario=balance.serverError');
  const summary = page.getByRole('region', { name: 'Account summary' });
  await expect(summary.getByRole('alert')).toHaveText(httpErrors.serverError, data);
  await expect(summary.locator('dt')).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // The rest of the page still works.
  await expect(page.getByRole('table', { name: 'Recent Activity' }).getByRole('row')).toHaveCount(
    6,
  );
});

test('no transactions shows the empty text', async ({ page }) => {
  // A new account: the scenario empties the deposits, withdrawals and the ledger.
  await openDashboard(page, demoUsers.jamie, '?scenario=deposits.list.emptyLedger');
  await expect(page.getByText(emptyStates.recentActivity)).toBeVisible(data);
});

test('the dashboard fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openDashboard(page, demoUsers.alex);
  await expect(card(page, 'Balance')).toHaveText('$12,500.00', data);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
