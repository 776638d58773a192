import { expect, test, type Page } from '@playwright/test';
import { depositValidation } from '@tp/messages';
import { tinyPngBytes } from '../packages/ui/src/screens/Deposit/test/imageFiles';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Deposit Funds in its main states at a phone and a desktop width, light and dark. */

async function openDeposit(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/deposit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('$12,500.00');
  await expect(page.getByRole('table', { name: 'Pending Deposits' })).toContainText('$750.00');
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`deposit ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openDeposit(page, theme);
    await shoot(page, `deposit-methods-${theme}`);

    await page.getByRole('radio', { name: 'Cryptocurrency' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Bitcoin' }).check();
    await expect(page.getByRole('img', { name: 'QR code of the Bitcoin address' })).toBeVisible();
    await shoot(page, `deposit-bitcoin-${theme}`);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText(depositValidation.invalidAmount)).toBeVisible();
    await expect(page.getByText(depositValidation.proofRequired)).toBeVisible();
    await shoot(page, `deposit-form-errors-${theme}`);

    await page.getByLabel('Amount (USD)').fill('250');
    await page.getByLabel('Proof of payment').setInputFiles({
      name: 'payment-receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(tinyPngBytes()),
    });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deposit' });
    await expect(dialog).toBeVisible();
    await shoot(page, `deposit-confirm-${theme}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Your deposit of \$250\.00 is being processed/)).toBeVisible();
    // The success text clears itself after 3 seconds (spec 2 §9): shoot the settled page.
    await expect(page.getByText(/Your deposit of \$250\.00 is being processed/)).toBeHidden();
    await expect(page.getByRole('table', { name: 'Pending Deposits' })).toContainText('$250.00');
    await shoot(page, `deposit-pending-${theme}`);
  });
}
