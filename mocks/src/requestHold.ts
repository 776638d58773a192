import type { HttpHandler } from 'msw';
import { getHandler, type BaseUrls, type GetTarget } from './getTarget';

export interface RequestHold {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** From now on requests wait here. */
  hold: () => void;
  /** Lets the waiting and all later requests through to the handlers behind; also the story's cleanup. */
  release: () => void;
}

/**
 * Keeps GET requests to `target` (a platform API path, or `{ market: path }`) in flight while held, so a play can check what the screen shows
 * meanwhile (a retry in progress); released, they reach the handlers behind unchanged.
 */
export function createRequestHold(target: GetTarget, baseUrls: BaseUrls = {}): RequestHold {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    handlers: [
      getHandler(target, baseUrls, async () => {
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
