// Issue 24 (D16) on the demo: money goes only where the owner said. A new address waits 24 hours after its code,
// a mistyped Ethereum checksum is refused with its message, a password change holds withdrawals, and the
// anti-phishing phrase heads the next e-mail. The page's clock is Playwright's (installed before the first page
// loads), so a day passes in a moment; the in-page mock server reads the same clock.
import { expect, test, type Page } from '@playwright/test';
import { addressBookMessages, walletAddressValidation, withdrawalHoldMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { readLatestCode } from './support/demoInbox';
import { around, confirmItsMe } from './support/identityForms';
import { signIn } from './support/session';

const alex = demoUsers.alex;
const data = { timeout: 30_000 };
/** The EIP-55 example address, and the same with its last letter's case changed. */
const coldWallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const mistyped = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}\\*?$`));

async function signInThroughTheForm(page: Page) {
  // Navigating first makes signIn use the form, so the tokens come from this page's clock.
  await page.goto('/login');
  await signIn(page, alex);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(data);
}

async function openWithdraw(page: Page) {
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible(data);
}

async function verifyIn(page: Page, dialogName: string, code: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden(data);
}

async function requestCryptoWithdrawal(page: Page, address: string) {
  await page.getByLabel('Amount (USD)').fill('100');
  await page.getByLabel('Withdrawal method').selectOption('Cryptocurrency');
  await page.getByLabel('Wallet address').fill(address);
  await page.getByLabel('Blockchain').selectOption('eth');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
}

test('a new address is saved with the password and its e-mailed code, and takes money only after 24 hours', async ({
  page,
}) => {
  await page.clock.install();
  await signInThroughTheForm(page);
  await openWithdraw(page);

  const book = page.getByRole('region', { name: 'Address book' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const add = page.getByRole('dialog', { name: 'Add an address' });
  await field(add, 'Label').fill('Cold wallet');
  await field(add, 'Type').selectOption({ label: 'Crypto address' });
  await field(add, 'Blockchain').selectOption('eth');
  await field(add, 'Address').fill(mistyped);
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add.getByText(walletAddressValidation.checksumMismatch('Ethereum'))).toBeVisible();
  await expect(field(add, 'Label')).toHaveValue('Cold wallet');

  await field(add, 'Address').fill(coldWallet);
  await add.getByRole('button', { name: 'Save address' }).click();
  await confirmItsMe(page, alex.password);
  const code = await readLatestCode(
    page.getByRole('dialog', { name: 'Confirm the new address' }),
    alex.email,
    'Confirm a new withdrawal address',
  );
  await verifyIn(page, 'Confirm the new address', code);
  await expect(page.getByText(/^Saved\. It can be used from .+ \(in 2[34] h/)).toBeVisible(data);
  const saved = book.getByRole('listitem').filter({ hasText: 'Cold wallet' });
  await expect(saved).toContainText(/Usable in 23:59:\d\d/);

  // Typed in the form, the held address is refused with the time it opens; what was typed stays.
  await requestCryptoWithdrawal(page, coldWallet);
  await expect(page.getByText(around(addressBookMessages.heldUntil))).toBeVisible(data);
  await expect(page.getByLabel('Wallet address')).toHaveValue(coldWallet);
  await expect(page.getByRole('dialog', { name: 'Verify Your Withdrawal' })).toHaveCount(0);

  // A day later (the idle session has ended by then): the address takes the withdrawal.
  await page.clock.fastForward('24:00:30');
  await expect(page).toHaveURL(/\/login$/, data);
  await signIn(page, alex);
  await openWithdraw(page);
  await expect(
    page.getByRole('region', { name: 'Address book' }).getByRole('listitem').filter({
      hasText: 'Cold wallet',
    }),
  ).toContainText(addressBookMessages.usable, data);
  await requestCryptoWithdrawal(page, coldWallet);
  await expect(page.getByRole('dialog', { name: 'Verify Your Withdrawal' })).toBeVisible(data);
});

test('a password change holds withdrawals for 24 hours: the dashboard and Withdraw say until when', async ({
  page,
}) => {
  await signIn(page, alex, { landOn: '/profile-settings' });
  await expect(field(page, 'Old password')).toBeVisible(data);
  const next = 'AlexNew123!';
  await field(page, 'Old password').fill(alex.password);
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const code = await readLatestCode(
    page.getByRole('dialog', { name: 'Confirm Your New Password' }),
    alex.email,
    'Confirm your password change',
  );
  await verifyIn(page, 'Confirm Your New Password', code);

  const onHold = around(withdrawalHoldMessages.afterPasswordChange);
  await page.goto('/dashboard');
  await expect(page.getByText(onHold)).toBeVisible(data);
  await openWithdraw(page);
  await expect(page.getByText(onHold).first()).toBeVisible(data);
  await expect(page.getByRole('button', { name: 'Submit Withdrawal' })).toBeDisabled();
});

test('the anti-phishing phrase heads the next e-mail the server sends', async ({ page }) => {
  await signIn(page, alex, { landOn: '/profile-settings' });
  const card = page.getByRole('region', { name: 'Anti-phishing phrase' });
  await field(card, 'New phrase').fill('Blue heron 42');
  await card.getByRole('button', { name: 'Save Phrase' }).click();
  await confirmItsMe(page, alex.password);
  await expect(card.getByText(/^Anti-phishing phrase saved/)).toBeVisible(data);

  // The next e-mail: a withdrawal's code to a saved bank account.
  await openWithdraw(page);
  await page.getByLabel('Amount (USD)').fill('25');
  await page.getByLabel('Withdrawal method').selectOption('Bank Transfer');
  await page.getByLabel('Bank account number').fill('GB29NWBK60161331926819');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify Your Withdrawal' })).toBeVisible(data);
  await page.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  const newest = inbox.getByRole('listitem').filter({ hasText: 'Confirm your withdrawal' }).first();
  await expect(newest).toContainText('Your anti-phishing phrase: Blue heron 42');
});
