import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { emptyStates } from '@tp/messages';
import { createManualClock } from '@tp/mocks/backend/clock.ts';
import { MockBackend } from '@tp/mocks/backend/MockBackend.ts';
import { SEED_NOW } from '@tp/mocks/backend/seed.ts';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
// Sign-in, a reload, several pages and an export: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Every expected row comes from the mock server's own ledger of the seed, never from the screen.
const seedServer = new MockBackend({ clock: createManualClock(SEED_NOW).now });
const alexId = seedServer.userIdByEmail(demoUsers.alex.email)!;
const alexTransfers = seedServer.api.listTransactions(alexId, {
  type: 'transfer',
  page: '1',
  pageSize: '100',
}).results;

const list = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const bodyRows = (page: Page) =>
  list(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const filter = (page: Page) => page.getByRole('combobox', { name: 'Filter' });

test('alex filters to transfers, pages, reloads and exports exactly the filtered rows', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Trade History' })
    .click();
  await expect(page).toHaveURL(/\/trade-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade History' })).toBeVisible(data);
  await expect(pager(page)).toContainText('1–25 of 33', data);

  // A filter goes into the URL, on its page 1.
  await filter(page).selectOption({ label: 'Transfer' });
  await expect(page).toHaveURL(/\/trade-history\?type=transfer$/);
  await expect(pager(page)).toContainText('1–25 of 27', data);
  await expect(bodyRows(page)).toHaveCount(25);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/trade-history\?type=transfer&page=2$/);
  await expect(pager(page)).toContainText('26–27 of 27', data);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Transactions' }).locator('span'),
  ).toBeFocused();

  // A reload keeps the filter and the page.
  await page.reload();
  await expect(pager(page)).toContainText('26–27 of 27', data);
  await expect(filter(page)).toHaveValue('transfer');
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText('Transfer');
    await expect(row).toContainText('+$60.00');
    await expect(row).toContainText(`From: ${demoUsers.jamie.email}`);
  }

  // Back steps to page 1 of transfers; changing the filter from page 2 drops the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/trade-history\?type=transfer$/);
  await expect(pager(page)).toContainText('1–25 of 27', data);
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toContainText('26–27 of 27', data);

  // Export: every transfer (both pages), nothing else.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trade-history-transfer-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(
    page.getByText(`Downloaded ${file.suggestedFilename()} (27 transactions).`),
  ).toBeVisible(data);
  const csv = await readFile((await file.path())!, 'utf8');
  const records = csv.split('\r\n');
  expect(records.pop()).toBe('');
  expect(records[0]).toBe('Date,Type,Amount,Details,Status,Method');
  const rows = records.slice(1).map((record) => record.split(','));
  expect(rows).toHaveLength(27);
  expect(rows.every((row) => row.length === 6 && row[1] === 'Transfer')).toBe(true);
  expect(rows.filter((row) => row[3] === `From: ${demoUsers.jamie.email}`)).toHaveLength(25);
  expect(rows.filter((row) => row[3] === `To: ${demoUsers.jamie.email}`)).toHaveLength(2);
  for (const row of rows) expect(row[2]).toMatch(/^-?\d+\.\d{2}$/);
  // The server's rows, in its order: ISO dates as sent, amounts as plain signed numbers.
  expect(rows.map((row) => [row[0], row[2], row[4], row[5]])).toEqual(
    alexTransfers.map((entry) => [
      entry.created_at,
      entry.amount.toFixed(2),
      entry.status,
      entry.method,
    ]),
  );
  expect(rows.map((row) => row[2])).toContain('-1000.00');
});

test('a link past the last page lands on the last page; a bad filter reads as all', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex, { landOn: '/trade-history?type=withdraw&page=7' });
  await expect(page).toHaveURL(/\/trade-history\?type=withdraw$/, data);
  await expect(page.getByText('There is no page 7. Showing page 1, the last page.')).toBeVisible();
  await expect(pager(page)).toContainText('1–2 of 2', data);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/trade-history?type=everything&page=0');
  await expect(page).toHaveURL(/\/trade-history$/, data);
  await expect(filter(page)).toHaveValue('all');
  await expect(pager(page)).toContainText('1–25 of 33', data);
});

test('jamie has made no withdrawals: the empty text, with the support link and the theme toggle', async ({
  page,
}) => {
  await signIn(page, demoUsers.jamie, { landOn: '/trade-history?type=withdraw' });
  const main = page.getByRole('main');
  await expect(main.getByText(emptyStates.tradeHistory)).toBeVisible(data);
  await main.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  const toggle = main.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});
