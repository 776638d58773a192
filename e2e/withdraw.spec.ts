import { expect, test, type Page } from '@playwright/test';
import { codeCheckMessages, withdrawalMessages, withdrawalValidation } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { watchCodeLeaks } from './support/codeLeaks';
import { readLatestCode } from './support/demoInbox';
import { signIn } from './support/session';

const alex = demoUsers.alex;
const withdrawalMail = 'Confirm your withdrawal';

async function signInAndOpenWithdraw(page: Page) {
  await signIn(page, alex);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
  await expect(balanceCard(page)).toContainText('$12,500.00');
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Available Balance' });
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Your Withdrawal' });

async function requestBankWithdrawal(page: Page, amount: string) {
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByLabel('Withdrawal method').selectOption('Bank Transfer');
  await page.getByLabel('Bank account number').fill('GB29NWBK60161331926819');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(codeDialog(page)).toBeVisible();
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

test('alex withdraws by bank transfer: a wrong code, then the e-mailed one; the balance drops', async ({
  page,
}) => {
  const leaks = watchCodeLeaks(page);
  await signInAndOpenWithdraw(page);
  await requestBankWithdrawal(page, '500');
  await expect(
    page.getByText(/Your withdrawal request for \$500\.00 has been submitted/),
  ).toBeAttached();
  await expectCodeTimes(page);

  const code = await readLatestCode(codeDialog(page), alex.email, withdrawalMail);
  await verify(page, code === '000000' ? '111111' : '000000');
  await expect(codeDialog(page)).toContainText(codeCheckMessages.incorrect);

  await verify(page, code);
  const success = page.getByRole('dialog', { name: 'Withdrawal Successful' });
  await expect(success).toContainText(withdrawalMessages.verified);
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(success).toBeHidden();
  await expect(balanceCard(page)).toContainText('$12,000.00');
  await expect(page.getByText('No pending withdrawals')).toBeVisible();

  await leaks.assertNoLeak([code]);
});

test('a cancelled withdrawal stays pending, masked, and can be verified later from its row', async ({
  page,
}) => {
  const leaks = watchCodeLeaks(page);
  await signInAndOpenWithdraw(page);
  await requestBankWithdrawal(page, '250.25');
  await codeDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(codeDialog(page)).toBeHidden();

  const table = page.getByRole('table', { name: 'Pending Withdrawals' });
  const row = table.getByRole('row').filter({ hasText: '****6819' });
  await expect(row).toContainText('$250.25');
  await expect(row).toContainText('Pending');
  await expect(table).not.toContainText('GB29NWBK');
  // The funds are held while it waits.
  await expect(balanceCard(page)).toContainText('$12,249.75');

  await row.getByRole('button', { name: /^Verify withdrawal/ }).click();
  const code = await readLatestCode(codeDialog(page), alex.email, withdrawalMail);
  await verify(page, code);
  await expect(page.getByRole('dialog', { name: 'Withdrawal Successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(table).toContainText('No pending withdrawals');
  await expect(balanceCard(page)).toContainText('$12,249.75');

  await leaks.assertNoLeak([code]);
});

test('rules of spec 2 §5 keep what was typed; the whole balance can be withdrawn', async ({
  page,
}) => {
  await signInAndOpenWithdraw(page);
  const amount = page.getByLabel('Amount (USD)');
  await amount.fill('12500.01');
  await page.getByLabel('Withdrawal method').selectOption('Bank Transfer');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(withdrawalValidation.insufficientBalance.replace('.', '\\.')),
  );
  await expect(page.getByText(withdrawalValidation.bankAccountRequired)).toBeVisible();
  await expect(amount).toHaveValue('12500.01');

  await amount.fill('12500');
  await page.getByLabel('Bank account number').fill('GB29NWBK60161331926819');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(codeDialog(page)).toBeVisible();
  await codeDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(balanceCard(page)).toContainText('$0.00');
});
