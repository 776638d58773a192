import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';

/**
 * Issue 43: what keeps a slow phone's main thread free while a page starts. Each <link> a script adds costs the
 * main thread a fetch's start (about 2.5 ms at 6× CPU slowdown); Vite's preload helper added one for every chunk
 * of a route's import, 30 or more in one task. It now adds only the stylesheets a route needs.
 */
async function scriptAddedModulePreloads(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      // The HTML's own links were made by the parser; the helper's have no parser position.
      .filter((link) => !link.hasAttribute('data-from-html'))
      .map((link) => new URL(link.href).pathname),
  );
}

/** Marks the links the HTML came with, so the ones a script adds later can be told apart. */
async function markHtmlLinks(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const link of document.querySelectorAll('link')) link.setAttribute('data-from-html', '');
    });
  });
}

test('a route’s chunks are not linked one by one by script: the module loader fetches them', async ({
  page,
}) => {
  await markHtmlLinks(page);
  // /faq is rendered in the browser: its route chunk comes through the router's lazy import.
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scriptAddedModulePreloads(page)).toEqual([]);
  // The route's stylesheets are still added, or the page would show unstyled.
  const styled = await page.evaluate(
    () => document.querySelectorAll('link[rel="stylesheet"]:not([data-from-html])').length,
  );
  expect(styled).toBeGreaterThan(0);

  await signIn(page, demoUsers.alex, { landOn: '/withdraw' });
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
  expect(await scriptAddedModulePreloads(page)).toEqual([]);
});

test('a page rendered afresh keeps what it showed until the new render replaces it: no blank page', async ({
  page,
}) => {
  // Dark theme: the prerendered (light) /login is not adopted but rendered afresh, as a transition.
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    const emptied: string[] = [];
    (window as unknown as { emptied: string[] }).emptied = emptied;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => {
        if (root.childElementCount === 0) emptied.push(`at ${Math.round(performance.now())} ms`);
      }).observe(root, { childList: true });
    });
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptied: string[] }).emptied)).toEqual(
    [],
  );
});
