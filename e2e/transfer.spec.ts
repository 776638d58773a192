import { expect, test, type Page } from '@playwright/test';
import { codeCheckMessages, transferMessages, transferValidation } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { watchCodeLeaks } from './support/codeLeaks';
import { readLatestCode } from './support/demoInbox';
import { signIn } from './support/session';

const { alex, jamie } = demoUsers;
const transferMail = 'Confirm your transfer';

// Two sign-ins and a code round trip on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Transfer Asset is in the side drawer (spec 2 §2). */
async function openTransferAsset(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('link', { name: 'Transfer Asset' }).click();
  await expect(page).toHaveURL(/\/transfer-asset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Asset' })).toBeVisible();
}

const walletCard = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' });
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Your Transfer' });

async function requestTransfer(page: Page, email: string, amount: string) {
  await page.getByLabel("Receiver's Email address").fill(email);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** D1: the dialog says when the code expires, and Resend Code counts down its minute. */
async function expectCodeTimes(page: Page) {
  const dialog = codeDialog(page);
  await expect(dialog.getByText(/^The code expires at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await expect(dialog.getByText(/^Resend available in \d+ s$/)).toBeVisible();
}

async function verify(page: Page, code: string) {
  const dialog = codeDialog(page);
  await dialog.getByLabel(/Verification code/).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('alex transfers $100 to jamie with the e-mailed code; jamie then has $3,300.00', async ({
  page,
}) => {
  const leaks = watchCodeLeaks(page);
  await signIn(page, alex);
  await openTransferAsset(page);
  await expect(walletCard(page)).toContainText('$12,500.00');

  await requestTransfer(page, jamie.email, '100');
  await expect(codeDialog(page)).toBeVisible();
  await expectCodeTimes(page);
  const code = await readLatestCode(codeDialog(page), alex.email, transferMail);
  await verify(page, code === '000000' ? '111111' : '000000');
  await expect(codeDialog(page)).toContainText(codeCheckMessages.incorrect);
  await verify(page, code);

  const complete = page.getByRole('dialog', { name: 'Transfer Complete' });
  await expect(complete).toContainText(transferMessages.verified);
  await complete.getByRole('button', { name: 'Done' }).click();
  await expect(complete).toBeHidden();
  await expect(walletCard(page)).toContainText('$12,400.00');
  const table = page.getByRole('table', { name: 'Recent Transfers' });
  await expect(table.getByRole('row').filter({ hasText: '$100.00' })).toContainText('Approved');
  await leaks.assertNoLeak([code]);

  await signOut(page);
  await signIn(page, jamie);
  await openTransferAsset(page);
  await expect(walletCard(page)).toContainText('$3,300.00');
  await leaks.assertNoLeak([code]);
});

test('refusals keep what was typed; a cancelled transfer is verified later from its row', async ({
  page,
}) => {
  const leaks = watchCodeLeaks(page);
  await signIn(page, alex);
  await openTransferAsset(page);
  await expect(walletCard(page)).toContainText('$12,500.00');
  const email = page.getByLabel("Receiver's Email address");
  const amount = page.getByLabel('Amount');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(transferValidation.emailAndAmountRequired)).toBeVisible();
  await requestTransfer(page, jamie.email, '0');
  await expect(page.getByText(transferValidation.amountNotPositive)).toBeVisible();
  await requestTransfer(page, jamie.email, '12500.01');
  await expect(page.getByText(transferValidation.insufficientBalance)).toBeVisible();
  await expect(amount).toHaveValue('12500.01');

  await requestTransfer(page, 'nobody@example.com', '25');
  await expect(email).toHaveAccessibleDescription('No user with this email address.');
  await expect(email).toHaveValue('nobody@example.com');
  await requestTransfer(page, alex.email, '25');
  await expect(email).toHaveAccessibleDescription('You cannot transfer to yourself.');

  await requestTransfer(page, jamie.email, '25');
  await codeDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(codeDialog(page)).toBeHidden();
  // Held while it waits for its code.
  await expect(walletCard(page)).toContainText('$12,475.00');
  const row = page
    .getByRole('table', { name: 'Recent Transfers' })
    .getByRole('row')
    .filter({ hasText: '$25.00' });
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: /^Verify transfer/ }).click();
  const code = await readLatestCode(codeDialog(page), alex.email, transferMail);
  await verify(page, code);
  await expect(page.getByRole('dialog', { name: 'Transfer Complete' })).toBeVisible();
  await leaks.assertNoLeak([code]);
});
