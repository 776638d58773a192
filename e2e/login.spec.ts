import { expect, test } from '@playwright/test';
import { loginErrors, sessionMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';

test('a demo user signs in, lands on the dashboard, then signs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoUsers.alex.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUsers.alex.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the spec message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoUsers.alex.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(loginErrors.invalidPassword);
  await expect(page.getByLabel('Email')).toHaveValue(demoUsers.alex.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out in one tab ends the session in the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email').fill(demoUsers.jamie.email);
  await first.getByLabel('Password', { exact: true }).fill(demoUsers.jamie.password);
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(first).toHaveURL(/\/dashboard$/);

  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await first
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText(sessionMessages.sessionExpired)).toBeVisible();
});
