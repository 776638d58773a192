import { expect, test, type Page } from '@playwright/test';
import { withdrawalValidation } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Withdraw Funds in its main states at a phone and a desktop width, light and dark. */

async function openWithdraw(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/withdraw' });
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText('$');
  await expect(page.getByText('No pending withdrawals')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`withdraw ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await openWithdraw(page, theme);
    await shoot(page, `withdraw-empty-${theme}`);

    await page.getByLabel('Withdrawal method').selectOption('Cryptocurrency');
    await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
    await expect(page.getByText(withdrawalValidation.cryptoDetailsRequired)).toBeVisible();
    await shoot(page, `withdraw-errors-${theme}`);

    await page.getByLabel('Amount (USD)').fill('750');
    await page.getByLabel('Withdrawal method').selectOption('Bank Transfer');
    await page.getByLabel('Bank account number').fill('GB29NWBK60161331926819');
    await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Withdrawal' });
    await expect(dialog).toBeVisible();
    // The success message behind it waits for the dialog to close before its 3 seconds start.
    await expect(page.getByText(/has been submitted and is pending approval/)).toBeVisible();
    await shoot(page, `withdraw-verify-dialog-${theme}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Pending Withdrawals' })).toContainText(
      '****6819',
    );
    // Now the success message's 3 seconds run (spec 2 §9): shoot the settled page.
    await expect(page.getByText(/has been submitted and is pending approval/)).toBeHidden();
    await shoot(page, `withdraw-pending-${theme}`);
  });
}
