import { expect, test, type Page } from '@playwright/test';
import { emptyStates, httpErrors } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

const lists = ['Gainers', 'Losers', 'Active'] as const;
const table = (page: Page, name: (typeof lists)[number]) => page.getByRole('table', { name });

async function openMarket(page: Page, query = '') {
  await signIn(page, demoUsers.alex, { landOn: `/market${query}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible(data);
}

async function expectFiveRowsEach(page: Page) {
  // Header row + 5 in each table.
  for (const name of lists) await expect(table(page, name).getByRole('row')).toHaveCount(6, data);
}

/** The change column of the gainers, top to bottom. */
const gainerChanges = (page: Page) =>
  table(page, 'Gainers').locator('tbody tr td:nth-child(3)').allTextContents();

test('Market lists 5 gainers, 5 losers and 5 by volume from the top 50 coins', async ({ page }) => {
  await openMarket(page);
  await expectFiveRowsEach(page);
  await expect(page.getByText(/^Prices as of \d{1,2}:\d{2}\s?[AP]M/)).toBeVisible();
  for (const change of await gainerChanges(page)) expect(change).toMatch(/^\+\d+\.\d{2}%$/);
  for (const change of await table(page, 'Losers')
    .locator('tbody tr td:nth-child(3)')
    .allTextContents())
    expect(change).toMatch(/^-\d+\.\d{2}%$/);
  for (const volume of await table(page, 'Active')
    .locator('tbody tr td:nth-child(3)')
    .allTextContents())
    expect(volume).toMatch(/^\$\d+(\.\d)?[KMB]$/);
  await expect(page.getByRole('heading', { name: 'Recent Trades' })).toBeVisible();
  await expect(page.getByText(emptyStates.recentTrades)).toBeVisible();
});

test("switching to 7 d changes the gainers' change column, and the URL keeps it", async ({
  page,
}) => {
  await openMarket(page);
  await expectFiveRowsEach(page);
  const group = page.getByRole('group', { name: 'Change window' });
  await expect(group.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');
  const day = await gainerChanges(page);

  await group.getByRole('button', { name: '7 d' }).click();
  await expect(group.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    table(page, 'Gainers').getByRole('columnheader', { name: 'Change (7 d)' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/market\?window=7d$/);
  const week = await gainerChanges(page);
  expect(week).toHaveLength(5);
  expect(week).not.toEqual(day);

  // A reload opens on 7 d again.
  await page.reload();
  await expectFiveRowsEach(page);
  await expect(
    page.getByRole('group', { name: 'Change window' }).getByRole('button', { name: '7 d' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('+ New Trade explains that trading here is not available yet', async ({ page }) => {
  await openMarket(page);
  const button = page.getByRole('button', { name: '+ New Trade' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'New Trade' });
  await expect(dialog).toContainText('Trading from the Market screen is not available yet.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('nothing loaded: the market error and Try Again, no zero prices', async ({ page }) => {
  await openMarket(page, '?scenario=market.coinMarkets.serverError');
  const region = page.getByRole('region', { name: 'Top coins' });
  await expect(region.getByRole('alert')).toHaveText(httpErrors.serverError, data);
  await expect(region.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(region).not.toContainText('$0.00');
});

test('no sideways scroll on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openMarket(page);
  await expectFiveRowsEach(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const name of lists) {
    const sizes = await table(page, name).evaluate((element) => ({
      table: [element.scrollWidth, element.clientWidth],
      box: [element.parentElement!.scrollWidth, element.parentElement!.clientWidth],
      right: element.getBoundingClientRect().right,
    }));
    expect(sizes.table[0], name).toBeLessThanOrEqual(sizes.table[1]!);
    expect(sizes.box[0], name).toBeLessThanOrEqual(sizes.box[1]!);
    expect(sizes.right, name).toBeLessThanOrEqual(360);
  }
});
