import { expect, test } from '@playwright/test';
import { appMessages } from '@tp/messages';
import { pageOf, routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import { demoUsers } from './support/demoUsers';

const protectedRoutes = routeManifest.filter((route) => route.access === 'protected').map(pageOf);

// One page for the twelve: a fresh browser context per route was most of the cost of each check.
test('signed out, every protected route redirects to /login', async ({ page }) => {
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expect.soft(page, `${route} goes to /login`).toHaveURL(/\/login$/);
  }
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: appMessages.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: appMessages.goBackHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed in, /login, /register and /forgot-password go to /dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoUsers.alex.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUsers.alex.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const route of ['/login', '/register', '/forgot-password']) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/dashboard$/);
  }
});

test('the theme toggle switches to dark and is remembered as "theme"', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
