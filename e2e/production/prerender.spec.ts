import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { translator } from '../support/catalogue';
import { signIn } from '../support/session';
import { watchPolicy } from './stack';

const heroTitle = 'Invest with strategy, not guesswork';

/** Keeps the prerendered <h1> as the parser made it, so a test can tell adoption (hydration) from replacement. */
async function rememberFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
        document.querySelector('h1');
    });
  });
}

const headingKept = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
      document.querySelector('h1'),
  );

function watchMismatches(page: Page) {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('prerendered page differed')) mismatches.push(message.text());
  });
  return mismatches;
}

test('the public pages paint from HTML alone, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // Until the app adopts the page the form takes no input, and could only ever POST (no password in a URL).
  await expect(page.locator('form')).toHaveAttribute('inert', '');
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  // An account page is its frame (issue 26: nobody's data; without scripts its gate cannot run), any other path the
  // empty shell.
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
  await expect(page.getByText('Loading pending withdrawals')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.locator('#root')).toBeEmpty();
  await context.close();
});

test('a first-time visitor: React adopts the prerendered page as it is, and it works', async ({
  page,
}) => {
  const policy = await watchPolicy(page.context());
  const mismatches = watchMismatches(page);
  await rememberFirstHeading(page);
  await page.goto('/');
  // Clicks land once the app has adopted the page (a click before is on inert markup).
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await headingKept(page)).toBe(true);
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(mismatches).toEqual([]);
  policy.assertClean();
});

test('a signed-in visitor on / gets a fresh render with the account menu, not the signed-out page', async ({
  page,
}) => {
  const policy = await watchPolicy(page.context());
  const mismatches = watchMismatches(page);
  await signIn(page, demoUsers.alex);
  await rememberFirstHeading(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }),
  ).toHaveCount(0);
  expect(await headingKept(page)).toBe(false);
  expect(mismatches).toEqual([]);
  policy.assertClean();
});

test('a visitor who chose the dark theme gets the page in it', async ({ page }) => {
  const mismatches = watchMismatches(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dark theme' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(mismatches).toEqual([]);
});

test.describe('D18: a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('is sent / in German by the server: no English paints first, even without scripts', async ({
    browser,
  }) => {
    const de = await translator('de');
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: de(heroTitle) })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: de('Welcome back') })).toBeVisible();
    await context.close();
  });

  test('the app adopts the German page as it is; the footer’s French is what the server sends next', async ({
    page,
  }) => {
    const de = await translator('de');
    const fr = await translator('fr');
    const policy = await watchPolicy(page.context());
    const mismatches = watchMismatches(page);
    await rememberFirstHeading(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByRole('heading', { level: 1, name: de(heroTitle) })).toBeVisible();
    expect(await headingKept(page)).toBe(true);

    await page.getByRole('combobox', { name: de('Language') }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The choice reaches the server as a cookie: the next page comes from it already in French.
    const html = await (await page.context().request.get('/login')).text();
    expect(html).toContain('<html lang="fr"');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: fr('Welcome back') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    expect(mismatches).toEqual([]);
    policy.assertClean();
  });
});
