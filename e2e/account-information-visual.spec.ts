import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/**
 * Account Information at a phone and a desktop width, light and dark: Alex, also signed in on a phone
 * and a desktop browser (`?scenario=sessions.list.otherDevices`), and the sign-out confirmation.
 */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

async function openAccountInformation(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, {
    landOn: '/account-information?scenario=sessions.list.otherDevices',
  });
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  // The scenario signs the other devices in on its first read, while the activity may already have
  // been read: the reload shows their sign-ins in both lists, every run alike.
  await expect(sessions).toHaveCount(3, data);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible(
    data,
  );
  await expect(page.getByText('Alex Morgan')).toBeVisible(data);
  await expect(
    page.getByRole('table', { name: 'Recent Account Activity' }).getByRole('row'),
  ).toHaveCount(5, data);
  await expect(sessions).toHaveCount(3, data);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, data);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`account information ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openAccountInformation(page, theme);
    await shoot(page, `account-information-default-${theme}`);

    await page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expect(page.getByRole('dialog', { name: 'Sign out this session?' })).toBeVisible();
    await shoot(page, `account-information-sign-out-dialog-${theme}`, { fullPage: false });
  });
}
