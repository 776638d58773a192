import { expect, test, type Page } from '@playwright/test';
import { packageMessages } from '@tp/messages';
import { demoUsers, type DemoUser } from './support/demoUsers';
import { signIn } from './support/session';

async function signInAndOpenPackages(page: Page, user: DemoUser, query = '') {
  await signIn(page, user, { query });
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('link', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Packages' })).toBeVisible();
}

const balance = (page: Page) => page.getByRole('region', { name: 'Available balance' });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Subscription' });

test('alex subscribes to Standard, sees the success, continues to /deposit; $1,500.00 is debited', async ({
  page,
}) => {
  await signInAndOpenPackages(page, demoUsers.alex);
  await expect(balance(page)).toContainText('$12,500.00');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByText(packageMessages.riskWarning)).toHaveCount(4);
  await expect(card(page, 'Standard')).toContainText('Most popular');

  await card(page, 'Standard')
    .getByRole('button', { name: /Subscribe Now/ })
    .click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText('$1,500.00');
  await expect(dialog).toContainText('$12,500.00');
  await expect(dialog).toContainText(packageMessages.riskWarning);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const success = page.getByRole('dialog', { name: 'Subscription Successful' });
  await expect(success.getByRole('status')).toContainText(
    'You are now subscribed to the Standard package.',
  );
  await expect(success).toContainText('$11,000.00');

  await success.getByRole('button', { name: 'Continue to Deposit' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$11,000.00');

  // The server kept it: back on /packages, and after a reload, the balance is $11,000.00.
  await page.goBack();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(balance(page)).toContainText('$11,000.00');
  await page.reload();
  await expect(balance(page)).toContainText('$11,000.00');
});

test('jamie ($3,200.00) cannot afford VIP: the shortfall and the way to /deposit, nothing sent', async ({
  page,
}) => {
  await signInAndOpenPackages(page, demoUsers.jamie);
  await expect(balance(page)).toContainText('$3,200.00');
  // Responsive down to 360 px: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('article')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/subscribe/')) subscribeCalls.push(request.url());
  });

  await card(page, 'VIP')
    .getByRole('button', { name: /Subscribe Now/ })
    .click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByRole('alert')).toContainText(
    'Insufficient balance. Please deposit at least $6,800.00 more',
  );
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Deposit Funds' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$3,200.00');
  expect(subscribeCalls).toEqual([]);
});

test("the server's shortfall answer is shown in the dialog and the balance is untouched", async ({
  page,
}) => {
  await signInAndOpenPackages(page, demoUsers.alex, '?scenario=packages.subscribe.insufficient');
  await card(page, 'Basic')
    .getByRole('button', { name: /Subscribe Now/ })
    .click();
  const dialog = confirmDialog(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    packageMessages.insufficientBalance('$1,234.50'),
  );
  await expect(dialog.getByRole('link', { name: 'Deposit Funds' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(balance(page)).toContainText('$12,500.00');
});
