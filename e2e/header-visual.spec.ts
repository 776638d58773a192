import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, resizeForScreenshot, signIn } from './support/session';

/** Issue 12: the signed-in header on a 375 px phone (one row, then the ticker), light and dark. */
const phone = { width: 375, height: 740 };

async function openDashboard(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await page.setViewportSize(phone);
  await signIn(page, demoUsers.alex);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Market prices' }).getByRole('listitem'),
  ).toHaveCount(43, { timeout: 30_000 });
  await resizeForScreenshot(page, phone.width, phone.height);
}

for (const theme of ['light', 'dark'] as const) {
  test(`phone header ${theme}`, async ({ page }) => {
    await openDashboard(page, theme);
    const main = (await page.getByRole('main').boundingBox())!;
    // From the demo bar to the page's first pixels: bar, header row, ticker row.
    await expect(page).toHaveScreenshot(`phone-header-${theme}.png`, {
      clip: { x: 0, y: 0, width: phone.width, height: Math.ceil(main.y) + 8 },
    });
  });

  test(`phone drawer ${theme}`, async ({ page }) => {
    await openDashboard(page, theme);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('dialog', { name: /^Hello, / })).toBeVisible();
    await expect(page).toHaveScreenshot(`phone-drawer-${theme}.png`);
  });
}
