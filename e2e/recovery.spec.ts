// Issue 40 (D22) on the demo, e-mail to e-mail: an attacker who has the password moves the account's e-mail to his
// own address, confirms it and adds his passkey (Chromium's virtual authenticator). The owner follows This wasn't
// me in the old address's notice and resets the password through the old address. Then the e-mail is the owner's
// again, the attacker's passkey is gone, and no money has left the account.
import { expect, test, type Page } from '@playwright/test';
import { forgotPasswordMessages, withdrawalHoldMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { readLatestCode } from './support/demoInbox';
import {
  around,
  confirmItsMe,
  textOf,
  typeSignIn,
  withVirtualAuthenticator,
} from './support/identityForms';

const alex = demoUsers.alex;
const attackerEmail = 'mallory@example.net';
const ownersNewPassword = 'OwnerAgain123!';
/** Sign-ins, step-ups, a passkey and code e-mails: more than the default on a busy 2-core machine. */
test.describe.configure({ timeout: 150_000 });
const data = { timeout: 30_000 };

/** Opens the Demo inbox and answers the newest mail to `to` with `subject`. */
async function mailTo(page: Page, to: string, subject: string) {
  await page.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  return inbox
    .getByRole('listitem')
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: subject })
    .first();
}

test('the owner takes the account back from the old address: the e-mail returns, the passkey goes, no money leaves', async ({
  page,
  context,
  baseURL,
}) => {
  const site = await withVirtualAuthenticator(context, page, baseURL);

  // The attacker signs in with the password and moves the e-mail to his own address.
  await page.goto(`${site}/login`);
  await typeSignIn(page, alex.email, alex.password);
  await expect(page).toHaveURL(/\/dashboard$/, data);
  await page.goto(`${site}/profile-settings`);
  await page.getByLabel(/^Email\*?$/).fill(attackerEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await confirmItsMe(page, alex.password);
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Changes' });
  await expect(confirm).toContainText(`to your new address, ${attackerEmail}`, data);
  const code = await readLatestCode(confirm, attackerEmail, 'Confirm your profile change');
  await confirm.getByLabel(/Verification code/).fill(code);
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await expect(confirm).toBeHidden(data);
  await expect(page.getByLabel(/^Email\*?$/)).toHaveValue(attackerEmail, data);

  // … and adds his passkey.
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Passkey name').fill('Mallory key');
  // The step-up proof of the e-mail change is still fresh (5 minutes): no second password.
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText(
    'Mallory key',
    data,
  );
  // The dashboard says the old address can still undo the change.
  await page.goto(`${site}/dashboard`);
  await expect(
    page.getByText(new RegExp(`Until .+, ${textOf(alex.email)} can still undo the change`)),
  ).toBeVisible(data);

  // The owner's old address was told, with the date and a This wasn't me link.
  const notice = await mailTo(page, alex.email, 'Your e-mail address was changed');
  await expect(notice).toContainText(`changed to ${attackerEmail}. Until `);
  await notice.getByRole('link', { name: "This wasn't me" }).click();
  await expect(page).toHaveURL(/\/this-wasnt-me/, data);
  await page.getByRole('button', { name: 'Sign out everywhere and block withdrawals' }).click();
  await expect(page.getByText(/Every session was signed out/)).toBeVisible(data);

  // The owner resets the password through the old address.
  await page.goto(`${site}/forgot-password`);
  await page.getByLabel('Email').fill(alex.email);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(dialog).toContainText(forgotPasswordMessages.codeSent, data);
  const resetCode = await readLatestCode(dialog, alex.email, 'Your password reset code');
  await dialog.getByLabel(/Verification code/).fill(resetCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(forgotPasswordMessages.otpVerified)).toBeVisible(data);
  await page.getByLabel('New password', { exact: true }).fill(ownersNewPassword);
  await page.getByLabel('Confirm new password').fill(ownersNewPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, data);

  // The attacker's passkey no longer signs in; the owner's address and new password do.
  const removed = await mailTo(page, alex.email, 'A passkey was removed from your account');
  await expect(removed).toContainText('"Mallory key"');
  await page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByRole('button', { name: 'Close' })
    .click();
  await typeSignIn(page, alex.email, ownersNewPassword);
  await expect(page).toHaveURL(/\/dashboard$/, data);
  await expect(page.getByText(/can still undo the change/)).toHaveCount(0);
  await expect(page.getByText('$12,500.00').first()).toBeVisible(data);
  await page.goto(`${site}/profile-settings`);
  await expect(page.getByLabel(/^Email\*?$/)).toHaveValue(alex.email, data);
  await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText(
    'No passkeys yet.',
    data,
  );

  // No money can leave for the day after the reset.
  await page.goto(`${site}/withdraw`);
  await expect(page.getByText(around(withdrawalHoldMessages.afterPasswordReset))).toBeVisible(data);
});
