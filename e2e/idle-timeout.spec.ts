// D15: an idle session warns a minute ahead and then ends, in every tab. The page's clock is Playwright's
// (installed before the first page loads), so 14 minutes pass in a moment; the in-page mock server reads
// the same clock for its tokens and its own idle limit.
import { expect, test, type Page } from '@playwright/test';
import { sessionMessages } from '@tp/messages';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

const data = { timeout: 30_000 };

const warningOf = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

async function signInThroughTheForm(page: Page) {
  // Navigating first makes signIn use the form, so the tokens come from this page's clock.
  await page.goto('/login');
  await signIn(page, demoUsers.alex);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(data);
}

async function expectSignedOutWithTheSpecText(page: Page) {
  await expect(page).toHaveURL(/\/login$/, data);
  await expect(page.getByText(sessionMessages.sessionExpired)).toBeVisible(data);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

test('an idle tab warns with a countdown, stays signed in when asked, then signs out', async ({
  page,
}) => {
  await page.clock.install();
  await signInThroughTheForm(page);

  await page.clock.fastForward('14:00');
  const warning = warningOf(page);
  await expect(warning).toBeVisible(data);
  const count = warning.getByText(/^\d:\d\d$/);
  await expect(count).toHaveText(/^(1:00|0:[0-5]\d)$/);
  const before = await count.textContent();
  // A live countdown: two seconds later it shows two seconds less.
  await page.clock.runFor(2_000);
  await expect(count).not.toHaveText(before ?? '');
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();

  await stay.click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();

  // Idle again, past the whole timeout: the session ends with the spec's words.
  await page.clock.fastForward('15:01');
  await expectSignedOutWithTheSpecText(page);
  await expect(warning).toBeHidden();
});

test('activity in one tab keeps another signed in; Stay signed in answers for both; the end signs out both', async ({
  context,
}) => {
  await context.clock.install();
  const securityAnswer = (tab: Page) =>
    tab.waitForResponse((response) => response.url().includes('/auth/security/'), data);
  const first = await context.newPage();
  // Each tab's idle watch loads after its page and asks for the account's timeout: those first answers are
  // awaited here, so the one awaited below is the keep-alive's.
  const firstLoaded = securityAnswer(first);
  await signInThroughTheForm(first);
  await firstLoaded;
  const second = await context.newPage();
  const secondLoaded = securityAnswer(second);
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(data);
  await secondLoaded;

  await context.clock.fastForward('10:00');
  // The user works in the second tab only.
  await second.mouse.move(200, 300);
  await second.mouse.move(260, 340);
  await second.keyboard.press('Shift');
  // Steps shorter than the timeout, so the browser tells the server in time that the session is in use; the
  // next step waits for that call's answer (on a busy machine it could reach the server's clock 6 minutes late).
  const keptAlive = Promise.race([first, second].map(securityAnswer));
  await context.clock.fastForward('04:00');
  await keptAlive;
  await context.clock.fastForward('06:00');
  // 20 minutes since the first tab saw any activity of its own, 10 since the second did.
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(warningOf(first)).toHaveCount(0);

  await context.clock.fastForward('04:00');
  await expect(warningOf(first)).toBeVisible(data);
  await expect(warningOf(second)).toBeVisible(data);
  await warningOf(first).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warningOf(first)).toBeHidden();
  await expect(warningOf(second)).toBeHidden(data);
  await expect(second).toHaveURL(/\/dashboard$/);

  await context.clock.fastForward('15:01');
  await expectSignedOutWithTheSpecText(first);
  await expectSignedOutWithTheSpecText(second);
});
