import { expect, test, type Page } from '@playwright/test';
import { resizeForScreenshot } from './support/session';

/**
 * Every public page at a phone, a tablet and a desktop width, light and dark, full page (issue 3).
 * Moving content is frozen: reduced motion stops carousels and animations; chart canvases are masked.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'how-it-works', path: '/how-it-works' },
  { name: 'faq', path: '/faq' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'not-found', path: '/no-such-page' },
];

const widths = [375, 768, 1280];

async function openFrozen(page: Page, path: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The footer shows the current year: pin the date so the baselines do not expire on 1 January.
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Prices, charts and images come from the mock API and the build: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

// One page load per page and theme, resized through the widths: a third of the navigations.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const { name, path } of pages) {
      test(`${name} ${theme}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await openFrozen(page, path, theme);
        for (const width of widths) {
          await resizeForScreenshot(page, width, 800);
          await expect(page).toHaveScreenshot(`${name}-${width}-${theme}.png`, {
            fullPage: true,
            mask: [page.locator('canvas')],
          });
        }
      });
    }
  });
}
