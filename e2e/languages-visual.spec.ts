import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { translator } from './support/catalogue';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/**
 * D18: layouts hold when a language makes labels longer (German) or changes the script (Hindi): the home page,
 * the dashboard and the withdraw form in each language, at a phone and a desktop width.
 */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

const profileNames = { es: 'Spanish', fr: 'French', de: 'German', hi: 'Hindi' } as const;

/** Waits until nothing is loading and the BTC/USD chart (lazy, near the viewport) has drawn, if the page has one. */
async function settle(page: Page, t: (english: string, values?: Record<string, string>) => string) {
  const market = page.getByRole('figure', {
    name: t('{title} daily price chart', { title: 'BTC/USD' }),
  });
  if ((await market.count()) > 0) {
    await market.scrollIntoViewIfNeeded();
    await expect(market.getByRole('list', { name: t('Latest values') })).toBeVisible(data);
  }
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${t('Loading')}`) }),
  ).toHaveCount(0, data);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

for (const language of ['es', 'fr', 'de', 'hi'] as const) {
  test(`home page in ${language}`, async ({ page }) => {
    const t = await translator(language);
    await prepareScreenshots(page, 'light');
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language, data);
    await expect(page.getByRole('combobox', { name: t('Language') })).toHaveValue(language);
    await settle(page, t);
    await shoot(page, `home-${language}`);
  });

  test(`dashboard and withdraw form in ${language}`, async ({ page }) => {
    const t = await translator(language);
    await prepareScreenshots(page, 'light');
    // The profile's language, as the stored profile carries it after a confirmed change (languages.spec.ts).
    await page.addInitScript((name) => {
      const stored = localStorage.getItem('userProfile');
      if (stored)
        localStorage.setItem(
          'userProfile',
          JSON.stringify({ ...JSON.parse(stored), language: name }),
        );
    }, profileNames[language]);
    await signIn(page, demoUsers.alex);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language, data);
    await expect(page.getByRole('heading', { level: 1, name: t('Dashboard') })).toBeVisible(data);
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(6, data);
    await settle(page, t);
    await shoot(page, `dashboard-${language}`);

    await page.goto('/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: t('Withdraw Funds') })).toBeVisible(
      data,
    );
    await settle(page, t);
    await shoot(page, `withdraw-${language}`);
  });
}
