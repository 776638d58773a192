import { expect, test, type Page } from '@playwright/test';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  loginErrors,
  loginValidation,
  sessionMessages,
} from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { readLatestCode } from './support/demoInbox';
import { expectCodeTimes } from './support/codeDialog';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a new user registers, verifies the e-mailed code, lands on the dashboard and signs out', async ({
  page,
}) => {
  const email = `sam.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Taylor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+1 555 010 4477');
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByLabel('Confirm password').fill('Secret123!');
  await page.getByLabel(/Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toContainText(forgotPasswordMessages.codeSent);
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
  // Within the minute a resend would be refused (429): Resend Code waits, counting down.
  await expectCodeTimes(dialog);
  const code = await readLatestCode(dialog, email, 'Verify your email address');
  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  // The drawer greets the new user by the profile's name.
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByText('Hello, Sam Taylor')).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page);
  await signIn(page, email, 'Secret123!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an account that is not verified yet verifies from the login screen', async ({ page }) => {
  const email = `jo.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Park');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('447700900123');
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByLabel('Confirm password').fill('Secret123!');
  await page.getByLabel(/Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('dialog', { name: 'Verify Your Email' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await signIn(page, email, 'Secret123!');
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toBeVisible();
  const code = await readLatestCode(dialog, email, 'Verify your email address');
  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: a wrong code, then the right one, a new password; the old one stops working', async ({
  page,
}) => {
  const { email, password: oldPassword } = demoUsers.jamie;
  const newPassword = 'FreshPass789!';
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expect(page.getByText(loginValidation.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request OTP' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(dialog).toContainText(forgotPasswordMessages.codeSent);
  await expectCodeTimes(dialog);
  const code = await readLatestCode(dialog, email, 'Your password reset code');
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel(/Verification code/).fill(wrong);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toContainText(codeCheckMessages.incorrect);

  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(forgotPasswordMessages.otpVerified)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText(loginErrors.invalidPassword);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a failed sign-out still signs out and says so on /login', async ({ page }) => {
  await page.goto('/login?scenario=auth.logout.networkError');
  await page.getByLabel('Email').fill(demoUsers.alex.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUsers.alex.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await expect(page.getByText(sessionMessages.logoutFailed)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
