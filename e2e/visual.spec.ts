import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn, waitForTicker } from './support/session';
import { loginValidation } from '@tp/messages';

/** Signed-in and error states, pixel by pixel, in both themes (public pages: public-visual.spec.ts). */

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('signed-in frame with the drawer open', async ({ page }) => {
      await prepareScreenshots(page, theme);
      await signIn(page, demoUsers.alex);
      // The frame is the subject: shown over a static page (the screens have their own visual specs).
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      // The ticker's code loads after the page (D9): wait for its prices, so every run shows them.
      await waitForTicker(page);
      await expect(page).toHaveScreenshot(`signed-in-frame-${theme}.png`);
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Hello, Alex Morgan' })).toBeVisible();
      await expect(page).toHaveScreenshot(`drawer-${theme}.png`);
    });

    test('login validation errors', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(loginValidation.emailRequired)).toBeVisible();
      await expect(page).toHaveScreenshot(`login-errors-${theme}.png`, { fullPage: true });
    });
  });
}
