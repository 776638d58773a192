import { expect, test, type Page } from '@playwright/test';
import { depositMessages, depositValidation } from '@tp/messages';
import { tinyPngBytes } from '../packages/ui/src/screens/Deposit/test/imageFiles';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

const alex = demoUsers.alex;
const bitcoinAddress = 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv';

async function signInAndOpenDeposit(page: Page) {
  await signIn(page, alex);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deposit' })
    .click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
  await expect(balance(page)).toHaveText('$12,500.00');
}

const balance = (page: Page) => page.getByTestId('balance');
const pendingTable = (page: Page) => page.getByRole('table', { name: 'Pending Deposits' });
const pendingRow = (page: Page, referenceId: string) =>
  pendingTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: referenceId, exact: true }) });

async function chooseBitcoin(page: Page) {
  await page.getByRole('radio', { name: 'Cryptocurrency' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await expect(page.getByRole('img', { name: 'QR code of the Bitcoin address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit details' })).toBeVisible();
}

test('alex deposits $250 in Bitcoin with a PNG proof; the balance moves only once it is approved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAndOpenDeposit(page);
  await expect(pendingTable(page)).toContainText('$750.00');
  await chooseBitcoin(page);

  await page.getByLabel('Amount (USD)').fill('250');
  await page.getByLabel('Proof of payment').setInputFiles({
    name: 'payment-receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(tinyPngBytes()),
  });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Deposit' });
  await expect(dialog).toContainText('$250.00');
  await expect(dialog).toContainText('Bitcoin');
  await expect(dialog).toContainText(bitcoinAddress);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Your deposit of $250.00' });
  await expect(success).toHaveText(
    /^Your deposit of \$250\.00 is being processed\. Reference ID: \d+$/,
  );
  const referenceId = /Reference ID: (\d+)/.exec((await success.textContent()) ?? '')![1]!;
  await expect(dialog).toBeHidden();
  // The form starts again; the success text clears itself after 3 seconds (spec 2 §9).
  await expect(page.getByRole('heading', { name: 'Choose a deposit method' })).toBeVisible();
  await expect(page.getByText(depositMessages.success('$250.00', referenceId))).toBeHidden({
    timeout: 5_000,
  });

  const row = pendingRow(page, referenceId);
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('Cryptocurrency (BTC)');
  await expect(row).toContainText('Pending');
  // Pending: the balance has not changed, also after a reload (the server is the source of truth, D4).
  await expect(balance(page)).toHaveText('$12,500.00');
  await page.reload();
  await expect(balance(page)).toHaveText('$12,500.00');
  await expect(pendingRow(page, referenceId)).toBeVisible();

  // The demo's back office (Demo inbox panel, mock mode only) plays the operator who approves it.
  await page.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  await inbox.getByRole('button', { name: `Approve deposit #${referenceId}` }).click();
  await inbox.getByRole('button', { name: 'Close' }).click();
  await expect(balance(page)).toHaveText('$12,750.00');
  await expect(pendingRow(page, referenceId)).toHaveCount(0);
});

test('Copy copies the address; a text file named notes.png and $199.99 are refused, keeping what was typed', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndOpenDeposit(page);
  await chooseBitcoin(page);

  await page.getByRole('button', { name: 'Copy Bitcoin address' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bitcoinAddress);

  await page.getByLabel('Amount (USD)').fill('199.99');
  await page.getByLabel('Proof of payment').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Paid 250 USD on Monday, ref 12345.'),
  });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText(depositValidation.belowMinimum)).toBeVisible();
  await expect(page.getByText(depositValidation.proofInvalidType)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('199.99');
  await expect(page.getByTestId('proof-file-name')).toHaveText('notes.png');
});
