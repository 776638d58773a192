import { expect, test, type Page } from '@playwright/test';
import { copyTraderMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Copy Trader at a phone and a desktop width, light and dark (Alex: ALPHA7 active, QUANT-42 paused). */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function openCopyTrader(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/copy-trader' });
  await expect(page.getByRole('heading', { level: 1, name: 'Copy Trader' })).toBeVisible(data);
  await expect(page.getByRole('table', { name: 'Your Copy Traders' }).getByRole('row')).toHaveCount(
    3,
    data,
  );
  await expect(
    page.getByRole('table', { name: 'Traders you can copy' }).getByRole('row'),
  ).toHaveCount(7, data);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`copy trader ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openCopyTrader(page, theme);
    await shoot(page, `copy-trader-default-${theme}`);

    const code = page.getByRole('textbox', { name: 'Trader Code' });
    await code.fill('NOPE99');
    await page.getByRole('button', { name: 'Join Trader' }).click();
    await expect(page.getByText(copyTraderMessages.notFound)).toBeVisible(data);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `copy-trader-unknown-code-${theme}`);

    await page.getByRole('button', { name: 'Stop copying Alpha Seven Capital (ALPHA7)' }).click();
    await expect(page.getByRole('dialog', { name: 'Stop copying?' })).toBeVisible();
    await shoot(page, `copy-trader-stop-dialog-${theme}`, { fullPage: false });
  });
}
