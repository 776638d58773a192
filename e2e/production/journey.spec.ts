import { expect, test, type Page } from '@playwright/test';
import { transferMessages, withdrawalMessages } from '@tp/messages';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';
import { latestCode, stack, watchPolicy } from './stack';

const { alex, jamie } = demoUsers;

// One server state for the whole file: the balances below follow each other.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const balance = (page: Page) =>
  page
    .getByRole('region', { name: 'Account summary' })
    .locator('dt', { hasText: /^Balance$/ })
    .locator('xpath=following-sibling::dd');

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

test('alex signs in, withdraws with the e-mailed code, sends jamie $100 and signs out; no policy is broken', async ({
  page,
  browser,
  request,
}) => {
  const policy = await watchPolicy(page.context());

  await test.step('sign in: the dashboard shows the balance from the HTTP API', async () => {
    await signIn(page, alex);
    await expect(balance(page)).toHaveText('$12,500.00', { timeout: 15_000 });
  });

  await test.step('withdraw $500 by bank transfer, confirmed with the code from the outbox', async () => {
    await openFromMenu(page, 'Withdraw');
    await page.getByLabel('Amount (USD)').fill('500');
    await page.getByLabel('Withdrawal method').selectOption('Bank Transfer');
    await page.getByLabel('Bank account number').fill('GB29NWBK60161331926819');
    // The code dialog locks scrolling with an injected <style>: allowed only through the response's nonce.
    const noncedStyles = await page.locator('style[nonce]').count();
    await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Withdrawal' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('style[nonce]')).toHaveCount(noncedStyles + 1);
    await dialog
      .getByLabel(/Verification code/)
      .fill(await latestCode(request, alex.email, 'Confirm your withdrawal'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const success = page.getByRole('dialog', { name: 'Withdrawal Successful' });
    await expect(success).toContainText(withdrawalMessages.verified);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText(
      '$12,000.00',
    );
  });

  await test.step('send jamie $100; jamie, signed in in another browser context, sees it', async () => {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('link', { name: 'Transfer Asset' }).click();
    await page.getByLabel("Receiver's Email address").fill(jamie.email);
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Transfer' });
    await dialog
      .getByLabel(/Verification code/)
      .fill(await latestCode(request, alex.email, 'Confirm your transfer'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const complete = page.getByRole('dialog', { name: 'Transfer Complete' });
    await expect(complete).toContainText(transferMessages.verified);
    await complete.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('$11,900.00');

    const jamieContext = await browser.newContext();
    const jamiePolicy = await watchPolicy(jamieContext);
    const jamiePage = await jamieContext.newPage();
    await signIn(jamiePage, jamie);
    await expect(balance(jamiePage)).toHaveText('$3,300.00', { timeout: 15_000 });
    await jamiePage.goto('/trade-history?type=transfer');
    await expect(
      jamiePage
        .getByRole('row')
        .filter({ hasText: `From: ${alex.email}` })
        .first(),
    ).toContainText('+$100.00');
    jamiePolicy.assertClean();
    await jamieContext.close();
  });

  await test.step('sign out: the account area is closed again', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  policy.assertClean();
});

test('over HTTP, jamie cannot confirm a withdrawal of alex, even with its code', async ({
  request,
}) => {
  const signInAs = async (user: { email: string; password: string }) => {
    const response = await request.post(`${stack.apiUrl}/auth/login/`, {
      data: { email: user.email, password: user.password },
    });
    expect(response.status()).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    return { Authorization: `JWT ${access_token}` };
  };
  const alexAuth = await signInAs(alex);
  const requested = await request.post(`${stack.apiUrl}/api/withdrawals/`, {
    headers: { ...alexAuth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      amount: 20,
      withdrawal_method: 'Bank Transfer',
      bank_account: 'GB29NWBK60161331926819',
    },
  });
  expect(requested.status()).toBe(201);
  const withdrawal = (await requested.json()) as { id: number };
  const code = await latestCode(request, alex.email, 'Confirm your withdrawal');

  const byJamie = await request.post(`${stack.apiUrl}/api/withdrawals/${withdrawal.id}/verify/`, {
    headers: await signInAs(jamie),
    data: { otp: code },
  });
  expect(byJamie.status()).toBe(404);
  const byAlex = await request.post(`${stack.apiUrl}/api/withdrawals/${withdrawal.id}/verify/`, {
    headers: alexAuth,
    data: { otp: code },
  });
  expect(byAlex.status()).toBe(200);
});
