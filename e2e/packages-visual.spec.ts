import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Packages in its main states at a phone and a desktop width, light and dark. */

async function openPackages(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/packages' });
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Packages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('$12,500.00');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`packages ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await openPackages(page, theme);
    // One FAQ answer open, so the accordion's open state is covered too.
    await page.getByRole('button', { name: 'Are the weekly returns guaranteed?' }).click();
    await shoot(page, `packages-cards-${theme}`);

    await page
      .getByRole('article', { name: 'VIP' })
      .getByRole('button', { name: /Subscribe Now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription' });
    await expect(dialog).toContainText('$12,500.00');
    await shoot(page, `packages-confirm-${theme}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const success = page.getByRole('dialog', { name: 'Subscription Successful' });
    await expect(success).toContainText('$2,500.00');
    await shoot(page, `packages-subscribed-${theme}`, { fullPage: false });

    // $2,500.00 left: back from /deposit, Premium ($5,000.00) is out of reach.
    await success.getByRole('button', { name: 'Continue to Deposit' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    // The URL changes before the lazy Deposit page has rendered; going back sooner would return to the
    // still-mounted Packages page with its success dialog open.
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: /Subscribe Now/ })
      .click();
    await expect(dialog.getByRole('alert')).toContainText('$2,500.00 more');
    await shoot(page, `packages-insufficient-${theme}`, { fullPage: false });
  });
}
