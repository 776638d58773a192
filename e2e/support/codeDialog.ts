import { expect, type Locator } from '@playwright/test';

/** D1: a code dialog says when its code expires, and Resend Code counts down its minute. */
export async function expectCodeTimes(dialog: Locator) {
  await expect(dialog.getByText(/^The code expires at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await expect(dialog.getByText(/^Resend available in \d+ s$/)).toBeVisible();
}
