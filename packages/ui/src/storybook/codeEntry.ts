import { userEvent, type screen } from 'storybook/test';

/** `screen`, or `within(dialog)` when more than one dialog could be open (dialogs render in a portal). */
type CodeDialogQueries = Pick<typeof screen, 'findByLabelText' | 'getByRole'>;

/** Types `code` into the code dialog's Verification code field (replacing what is there) and presses Verify. */
export async function enterCode(scope: CodeDialogQueries, code: string) {
  const field = await scope.findByLabelText(/Verification code/, {}, { timeout: 5_000 });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(scope.getByRole('button', { name: 'Verify' }));
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
