import { expect, test, type Page } from '@playwright/test';
import { transferMessages, transferValidation } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { readLatestCode } from './support/demoInbox';
import { prepareScreenshots, signIn, resizeForScreenshot } from './support/session';
import { shoot } from './support/shoot';

/** Transfer Asset in its main states at a phone and a desktop width, light and dark. */

async function openTransferAsset(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/transfer-asset' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Asset' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('$12,500.00');
  await expect(page.getByRole('table', { name: 'Recent Transfers' })).toContainText(
    demoUsers.jamie.email,
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`transfer asset ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openTransferAsset(page, theme);
    await resizeForScreenshot(page, 360, 900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await shoot(page, `transfer-default-${theme}`);

    await page.getByLabel("Receiver's Email address").fill(demoUsers.jamie.email);
    await page.getByLabel('Amount').fill('12500.01');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(transferValidation.insufficientBalance)).toBeVisible();
    await shoot(page, `transfer-errors-${theme}`);

    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Transfer' });
    await expect(dialog).toBeVisible();
    await shoot(page, `transfer-verify-dialog-${theme}`, { fullPage: false });

    const code = await readLatestCode(dialog, demoUsers.alex.email, 'Confirm your transfer');
    await dialog.getByLabel(/Verification code/).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const complete = page.getByRole('dialog', { name: 'Transfer Complete' });
    await expect(complete).toContainText(transferMessages.verified);
    // The page behind the modal is hidden from assistive technology, but its balance has refreshed.
    await expect(
      page.getByRole('region', { name: 'Wallet Balance', includeHidden: true }),
    ).toContainText('$12,400.00');
    await shoot(page, `transfer-complete-${theme}`, { fullPage: false });

    await complete.getByRole('button', { name: 'Done' }).click();
    await expect(complete).toBeHidden();
    await expect(page.getByRole('region', { name: 'Total Transfer' })).toContainText('$2,600.00');
    await shoot(page, `transfer-after-${theme}`);
  });
}
