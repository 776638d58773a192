import { API_BASE_URL } from '@tp/mocks';
import { http, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

export interface RequestHold {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** From now on requests wait here. */
  hold: () => void;
  /** Lets the waiting and all later requests through to the handlers behind; also the story's cleanup. */
  release: () => void;
}

/**
 * Keeps GET requests to `path` in flight while held, so a play can check what the screen shows
 * meanwhile (Try Again busy); released, they reach the handlers behind unchanged.
 */
export function createRequestHold(path: `/api/${string}`): RequestHold {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    handlers: [
      http.get(`${API_BASE_URL}${path}`, async () => {
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        return undefined;
      }),
    ],
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** While Try Again runs, the error stays in `container` and its button is busy (not a spinner). */
export async function expectRetrying(container: HTMLElement, message: string) {
  const scope = within(container);
  const retry = scope.getByRole('button', { name: 'Try Again' });
  await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
  await expect(retry).toBeDisabled();
  await expect(scope.getByRole('alert')).toHaveTextContent(message);
}
