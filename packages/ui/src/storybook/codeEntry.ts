import { userEvent, type screen } from 'storybook/test';
import type { CodeChallenge } from '@tp/api';
import { CODE_TTL_MS, RESEND_COOLDOWN_MS } from '@tp/mocks';

/** A code the server has just e-mailed, as its answer names it (D1): only the differences to its clock count. */
export const codeJustSent: CodeChallenge = {
  serverTime: 0,
  expiresAt: CODE_TTL_MS,
  resendAt: RESEND_COOLDOWN_MS,
  emailSent: true,
};

/** `screen`, or `within(dialog)` when more than one dialog could be open (dialogs render in a portal). */
type CodeDialogQueries = Pick<typeof screen, 'findByLabelText' | 'findByRole'>;

/**
 * Types `code` into the code dialog's Verification code field (replacing what is there) and presses
 * Verify, once the previous try has settled (the button reads "Verifying..." while one is in flight).
 */
export async function enterCode(scope: CodeDialogQueries, code: string) {
  const settled = { timeout: 5_000 };
  await scope.findByRole('button', { name: 'Verify' }, settled);
  const field = await scope.findByLabelText(/Verification code/, {}, settled);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(await scope.findByRole('button', { name: 'Verify' }, settled));
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
