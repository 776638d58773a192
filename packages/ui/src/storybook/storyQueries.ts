import { within } from 'storybook/test';

/** `waitFor`/`find*` options for a mock API answer: milliseconds usually, seconds on a busy machine. */
export const slow = { timeout: 5_000 };

/** Queries inside the region (a named `<section>` or `role="region"`) called `name` in the canvas. */
export const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
