// Issue 23 (D15) on the demo: a paused sign-in, an authenticator app enrolled from the key shown and then
// required at sign-in, an e-mail change that asks for the password, and a passkey in Chromium's virtual
// authenticator.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { httpErrors, loginErrors } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { readLatestCode } from './support/demoInbox';
import { confirmItsMe, typeSignIn, withVirtualAuthenticator } from './support/identityForms';
import { signIn } from './support/session';

const alex = demoUsers.alex;
/** Sign-ins, step-ups and code e-mails: more than the default on a busy 2-core machine. */
test.describe.configure({ timeout: 120_000 });
const data = { timeout: 30_000 };

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

/** Answers the step-up dialog with the password. */
async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a user turns on an authenticator app from the key shown, then signs in only with a code', async ({
  page,
}) => {
  await signIn(page, alex, { landOn: '/profile-settings' });
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Turn on authenticator app' }).click(data);
  await confirmItsMe(page, alex.password);

  // The key as text, for people who cannot scan the QR code; the QR code beside it names the account.
  await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible(data);
  const key = ((await twoFactor.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await twoFactor.getByLabel('Authentication code').fill(codeFor(key));
  await twoFactor.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = twoFactor.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10, data);
  await twoFactor.getByRole('button', { name: 'Done' }).click();
  await expect(twoFactor).toContainText('10 backup codes left');

  await signOut(page);
  await typeSignIn(page, alex.email, alex.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible(data);
  await expect(page).toHaveURL(/\/login$/);
  // The code that turned it on was used; the next time step's works (the server allows one step of drift).
  await page.getByLabel('Authentication code').fill(codeFor(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, data);
});

test('an e-mail change asks for the password before any code is sent', async ({ page }) => {
  await signIn(page, alex, { landOn: '/profile-settings' });
  await page.getByLabel(/^Email\*?$/).fill('alex.new@example.com');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible(data);
  // A wrong password changes nothing and says so beside the field.
  await stepUp.getByLabel(/^Password\*?$/).fill('not-the-password');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('The password is incorrect.')).toBeVisible(data);
  await stepUp.getByLabel(/^Password\*?$/).fill(alex.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Changes' });
  await expect(dialog).toContainText('to your new address, alex.new@example.com', data);
  const code = await readLatestCode(dialog, 'alex.new@example.com', 'Confirm your profile change');
  expect(code).toMatch(/^\d{6}$/);
  // The old address heard of it, with a one-time "This wasn't me" link.
  await page.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  const notice = inbox
    .getByRole('listitem')
    .filter({ hasText: `To ${alex.email}` })
    .filter({ hasText: 'Your e-mail address is being changed' });
  await expect(notice.getByRole('link', { name: "This wasn't me" })).toBeVisible();
});

test('a passkey added in Profile Settings signs in without a password (virtual authenticator)', async ({
  page,
  context,
  baseURL,
}) => {
  const site = await withVirtualAuthenticator(context, page, baseURL);
  await page.goto(`${site}/login`);
  await typeSignIn(page, alex.email, alex.password);
  await expect(page).toHaveURL(/\/dashboard$/, data);
  await page.goto(`${site}/profile-settings`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Passkey name').fill('This laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await confirmItsMe(page, alex.password);
  await expect(passkeys.getByText('Passkey "This laptop" added.')).toBeVisible(data);
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('This laptop');

  await signOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, data);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
