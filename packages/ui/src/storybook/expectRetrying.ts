import { expect, waitFor, within } from 'storybook/test';

/** While Try Again runs, the error stays in `container` and its button is busy (not a spinner). */
export async function expectRetrying(container: HTMLElement, message: string) {
  const scope = within(container);
  const retry = scope.getByRole('button', { name: 'Try Again' });
  await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
  await expect(retry).toBeDisabled();
  await expect(scope.getByRole('alert')).toHaveTextContent(message);
}
