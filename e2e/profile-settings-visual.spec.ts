import { expect, test, type Page } from '@playwright/test';
import { passwordChangeValidation } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { prepareScreenshots, signIn } from './support/session';
import { shoot } from './support/shoot';

/** Profile Settings at a phone and a desktop width, light and dark (Alex from the seed). */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function openProfileSettings(page: Page, theme: 'light' | 'dark') {
  await prepareScreenshots(page, theme);
  await signIn(page, demoUsers.alex, { landOn: '/profile-settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Alex', data);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test(`profile settings ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openProfileSettings(page, theme);
    await shoot(page, `profile-settings-default-${theme}`);

    // Spec 2 §5: the first rule's message under Old password.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(passwordChangeValidation.oldRequired)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `profile-settings-password-rule-${theme}`);

    // The code dialog: where the code went, its expiry and the resend countdown (the clock is fixed).
    await field(page, 'First name').fill('Alexandra');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Changes' });
    await expect(dialog).toContainText('Resend available in 60 s', data);
    await shoot(page, `profile-settings-code-dialog-${theme}`, { fullPage: false });
  });
}
