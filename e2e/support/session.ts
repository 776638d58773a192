import { expect, type Page } from '@playwright/test';
import { SEED_NOW } from '@tp/mocks/backend/seed.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through /login like a user and waits for the dashboard; `query` may force a `?scenario=`. */
export async function signIn(page: Page, user: Credentials, query = '') {
  await page.goto(`/login${query}`);
  // A prerendered /login (the production build) takes input once the app has adopted it.
  await expect(page.locator('form[inert]')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/**
 * Makes a page pixel-stable before the first navigation: the chosen theme, no motion, and a clock
 * fixed at the mock's seed time (dates, "Last updated", the footer's year and market data follow it).
 */
export async function prepareScreenshots(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(new Date(SEED_NOW));
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Signed in, the price ticker's code loads after the page (D9): waits until its row holds prices (or
 * its "unavailable" zeros), so a screenshot never catches the empty reserved row. No-op signed out.
 */
export async function waitForTicker(page: Page) {
  await page.waitForFunction(
    () => {
      const slot = document.querySelector('[data-ticker-slot]');
      return !slot || slot.querySelector('[data-ticker-ready]') !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Resizes the page and waits two frames, so layout driven by the resize (carousels' slides per view)
 * is finished before a screenshot is compared; signed in, the ticker has loaded first. Form controls
 * are made to shape their text again: Chromium may keep a native select's text in the fallback face
 * it first painted with, even after the web font has loaded (seen once the page loaded a little later
 * than before).
 */
export async function resizeForScreenshot(page: Page, width: number, height: number) {
  await waitForTicker(page);
  await page.setViewportSize({ width, height });
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const control of document.querySelectorAll<HTMLElement>('select, input, textarea')) {
      const { fontFamily } = control.style;
      control.style.fontFamily = 'monospace';
      void control.offsetHeight;
      control.style.fontFamily = fontFamily;
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
