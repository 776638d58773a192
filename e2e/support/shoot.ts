import { expect, type Page } from '@playwright/test';
import { resizeForScreenshot } from './session';

/** The widths every signed-in screen is compared at: a phone and a desktop. */
export const screenshotWidths = [375, 1280] as const;

/**
 * Compares the page with `${name}-${width}.png` at each width (900 px high; `fullPage` unless a dialog
 * is the subject), charts masked; first checks the page does not scroll sideways: a wide table
 * scrolls in its own box, and on a phone rows become cards.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of screenshotWidths) {
    await resizeForScreenshot(page, width, 900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      fullPage,
      mask: [page.locator('canvas')],
    });
  }
}
