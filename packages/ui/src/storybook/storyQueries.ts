import { expect, userEvent, waitFor, within } from 'storybook/test';

/** `waitFor`/`find*` options for a mock API answer: milliseconds usually, seconds on a busy machine. */
export const slow = { timeout: 5_000 };

/**
 * `waitFor` options for what changes on its own timer (a notice that clears after 3 s, a carousel that
 * moves on after 5 s): a ceiling for a busy machine, not the time itself, which unit tests pin with fake
 * timers.
 */
export const selfTimed = { timeout: 15_000 };

/** Queries inside the region (a named `<section>` or `role="region"`) called `name` in the canvas. */
export const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/**
 * Clicks the code dialog's Resend Code once its wait is over. The dialog counts on the story's backend
 * clock (signedInScreen), so a play advances `mockApi.clock` first; the button enables on the next tick.
 */
export async function clickResendWhenReady(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Resend Code' });
  await waitFor(() => expect(button).toBeEnabled(), slow);
  await userEvent.click(button);
}
