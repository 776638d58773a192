import { expect, test, type Page } from '@playwright/test';

/**
 * Storybook's clock (.storybook/storyClock.ts): a story shows the same text whatever day the device says.
 * Stories that show a time: the dashboard's "Last updated", a code dialog's expiry and Resend countdown,
 * the footer's year.
 */
const timedStories = [
  { id: 'screens-dashboard-dashboardscreen--default', settled: /Last updated: Jun 15, 2026/ },
  { id: 'widgets-codedialog-confirmation--waiting', settled: /Resend available in \d+ s/ },
  { id: 'shell-appframeview--signed-in', settled: /© 2026 Trading Platform/ },
];

/** The story's text once it has settled, with the device's clock stopped at `day`. */
async function storyText(page: Page, id: string, settled: RegExp, day: string) {
  await page.clock.setFixedTime(new Date(day));
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await expect(page.locator('body')).toContainText(settled, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The words, not the layout: a chart library lays out empty cells of its own as it draws.
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();
}

for (const { id, settled } of timedStories) {
  test(`${id} reads the same on any day`, async ({ browser }) => {
    const texts: string[] = [];
    for (const day of ['2027-03-01T08:00:00Z', '2031-11-20T23:30:00Z']) {
      const page = await browser.newPage();
      texts.push(await storyText(page, id, settled, day));
      await page.close();
    }
    expect(texts[1]).toBe(texts[0]);
  });
}
