import { expect, type Locator } from '@playwright/test';

/**
 * The newest code e-mailed to `to` (optionally with this subject), read from the Demo inbox the way a
 * demo user would: through the inbox button mock mode renders inside the code dialog that waits for it.
 * The dialog must be open first: an inbox opened from the demo bar just before the dialog opens would be
 * made inert under it (`aria-hidden`), and nothing in it could be read. The inbox is closed again after.
 */
export async function readLatestCode(
  codeDialog: Locator,
  to: string,
  subject?: string,
): Promise<string> {
  await expect(codeDialog).toBeVisible({ timeout: 30_000 });
  await codeDialog.getByRole('button', { name: /^Demo inbox \(\d+\)$/ }).click();
  const panel = codeDialog.page().getByRole('dialog', { name: 'Demo inbox' });
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
