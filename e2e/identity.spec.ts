// Issue 23 (D15) on the demo: a paused sign-in, an authenticator app enrolled from the key shown and then
// required at sign-in, an e-mail change that asks for the password, and a passkey in Chromium's virtual
// authenticator.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { httpErrors, loginErrors } from '@tp/messages';
import { demoUsers } from './support/demoUsers';

async function typeSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the sixth sign-in after five wrong passwords is refused with the time it opens again', async ({
  page,
}) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await typeSignIn(page, demoUsers.jamie.email, `wrong-password-${attempt}`);
    await expect(page.getByRole('alert')).toContainText(loginErrors.invalidPassword);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await typeSignIn(page, demoUsers.jamie.email, demoUsers.jamie.password);
  await expect(page.getByRole('alert')).toContainText(httpErrors.tooManyRequests);
  await expect(
    page.getByText(/Sign-ins to this account are paused until \d{1,2}:\d{2}/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

/** The code an authenticator app holding `secret` shows at `at` (ms). */
function codeFor(secret: string, at = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at });
}
export { codeFor };
