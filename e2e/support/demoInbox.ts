import { expect, type Page } from '@playwright/test';

/**
 * The newest code e-mailed to `to` (optionally with this subject), read from the Demo inbox the way a
 * demo user would. With a code dialog open the page behind it is inert, so the inbox button used is the
 * one mock mode renders inside the dialog; otherwise the demo bar's. The inbox is closed again after.
 */
export async function readLatestCode(page: Page, to: string, subject?: string): Promise<string> {
  // Only the reachable button is in the accessibility tree: a modal hides the bar's.
  await page.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Demo inbox' });
  let mails = panel.getByRole('listitem').filter({ hasText: `To ${to}` });
  if (subject) mails = mails.filter({ hasText: subject });
  const body = await mails.first().textContent();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  // The account's language words the mail (D18): the code is its one six-digit number.
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(body ?? '')?.[1];
  expect(code, `a code in: ${body}`).toBeDefined();
  return code!;
}
