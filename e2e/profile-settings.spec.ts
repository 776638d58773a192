import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginErrors, profileMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { watchCodeLeaks } from './support/codeLeaks';
import { readLatestCode } from './support/demoInbox';
import { signIn, type Credentials } from './support/session';

const alex = demoUsers.alex;
const profileMail = 'Confirm your profile change';
const passwordMail = 'Confirm your password change';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

// Sign-ins, code e-mails and a second tab: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A form field by its exact label (a required field's label ends with its `*`). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function openSettingsFromMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/profile-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(field(page, 'First name')).toBeVisible(data);
}

/** D1: the code's expiry and the Resend countdown, from the server's times. */
async function expectCodeTimes(dialog: Locator) {
  await expect(dialog).toContainText(/The code expires at \d{1,2}:\d{2}/);
  const resend = dialog.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription(/^Resend available in \d+ s$/);
}

async function verifyIn(page: Page, dialogName: string, code: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden(data);
}

/** Security Settings, code from the Demo inbox, Verify: `Password changed successfully!` and empty fields. */
async function changePassword(page: Page, user: Credentials, next: string) {
  await field(page, 'Old password').fill(user.password);
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your New Password' });
  await expect(dialog).toContainText(`e-mailed to ${user.email}`);
  await expectCodeTimes(dialog);
  const code = await readLatestCode(dialog, user.email, passwordMail);
  await verifyIn(page, 'Confirm Your New Password', code);
  const security = page.getByRole('region', { name: 'Security Settings' });
  await expect(security.getByRole('status')).toContainText(profileMessages.passwordChanged);
  for (const label of ['Old password', 'New password', 'Confirm new password'])
    await expect(field(page, label)).toHaveValue('');
  return code;
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/, data);
}

test('alex changes the first name with the e-mailed code; the other tab greets Alexandra without a reload', async ({
  page,
  context,
}) => {
  const leaks = watchCodeLeaks(page);
  await signIn(page, alex);
  await openSettingsFromMenu(page);

  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByText(`Welcome back, ${alex.firstName}!`)).toBeVisible(data);
  // Marks this document: after the change it must be the same one (no reload).
  await other.evaluate(() => document.documentElement.setAttribute('data-untouched', ''));

  await field(page, 'First name').fill('Alexandra');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Changes' });
  await expect(dialog).toContainText(`e-mailed to ${alex.email}`);
  await expectCodeTimes(dialog);
  const code = await readLatestCode(dialog, alex.email, profileMail);
  await verifyIn(page, 'Confirm Your Changes', code);

  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByRole('status')).toContainText(profileMessages.personalInfoUpdated);
  await expect(page.getByRole('region', { name: 'Current Profile Information' })).toContainText(
    'Alexandra Morgan',
    data,
  );
  await expect(field(page, 'First name')).toHaveValue('Alexandra');
  // Spec 2 §4: the success clears after 3 seconds.
  await expect(personal.getByRole('status')).toBeEmpty({ timeout: 10_000 });

  // The other tab follows the stored profile (storage event): greeting and drawer, same document.
  await expect(other.getByText('Welcome back, Alexandra!')).toBeVisible(data);
  await other.getByRole('button', { name: 'Open account menu' }).click();
  await expect(other.getByRole('dialog', { name: 'Hello, Alexandra Morgan' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('data-untouched', '');

  // The server applied it (a reload reads it back) and logged it.
  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Alexandra', data);
  await leaks.assertNoLeak([code]);
});

test('alex changes the password with the e-mailed code; the old one stops working; then changes it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const leaks = watchCodeLeaks(page);
  const newPassword = 'NewPass789!';
  await signIn(page, alex);
  await openSettingsFromMenu(page);
  const first = await changePassword(page, alex, newPassword);
  await signOut(page);

  // Spec 1: the old password is refused with the login screen's message.
  await page.getByLabel('Email').fill(alex.email);
  await page.getByLabel('Password', { exact: true }).fill(alex.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(loginErrors.invalidPassword, data);
  await expect(page).toHaveURL(/\/login$/);

  const changed = { email: alex.email, password: newPassword };
  await signIn(page, changed);
  await openSettingsFromMenu(page);
  // D1: one code a minute per purpose; the page's clock (which the in-page mock server reads) moves on.
  await page.clock.setSystemTime(Date.now() + 65_000);
  const second = await changePassword(page, changed, alex.password);
  await signOut(page);
  await signIn(page, alex);
  await leaks.assertNoLeak([first, second]);
});
