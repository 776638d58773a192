import { expect, test } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/** Spec 1 §2 drawer entries after the greeting, in order. */
const drawerEntries = [
  'Overview',
  'Copy Trader',
  'Portfolio',
  'Trade History',
  'Packages',
  'Deposit',
  'Withdraw',
  'Transfer Asset',
  'Account',
  'Settings',
];

test.describe('signed in on a 375 px phone (issue 12)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header is one row and the page starts within 160 px under the demo bar', async ({
    page,
  }) => {
    await signIn(page, demoUsers.alex);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // One row: the Menu button's 44 px and the header's padding and border.
    expect(header.height).toBeLessThanOrEqual(64);

    const demoBar = (await page
      .getByText(/^Demo mode:/)
      .locator('..')
      .boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.y - (demoBar.y + demoBar.height)).toBeLessThanOrEqual(160);
    // The ticker's row is reserved between the header and the page.
    await expect(page.getByRole('region', { name: 'Market prices' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('the drawer holds Dashboard, the drawer entries and Logout', async ({ page }) => {
    await signIn(page, demoUsers.alex);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const drawer = page.getByRole('dialog', { name: /^Hello, / });
    await expect(drawer.getByRole('link')).toHaveText(['Dashboard', ...drawerEntries]);
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a drawer entry that was in the top menu goes there', async ({ page }) => {
    await signIn(page, demoUsers.alex);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('at 1280 px the top menu stays and the drawer keeps the spec entries and Sign Out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoUsers.alex);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Withdraw',
    'Deposit',
    'Account',
    'Settings',
    'Trade History',
  ]);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const drawer = page.getByRole('dialog', { name: /^Hello, / });
  await expect(drawer.getByRole('link')).toHaveText(drawerEntries);
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
