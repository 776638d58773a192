import { HttpResponse, type HttpHandler } from 'msw';
import { scenarioTexts } from './backend/serverTexts';
import { getHandler, type BaseUrls, type GetTarget } from './getTarget';

export type { ApiGetPath, GetTarget, MarketGetPath } from './getTarget';

export interface Outage {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** Down again: use in the story's `beforeEach`. */
  start: () => void;
  /** Back up: later requests reach the handlers behind. */
  end: () => void;
}

/**
 * A GET endpoint (a platform API path, or `{ market: path }`) that answers 500 until `end()`. Unlike a once-only handler, it cannot be used up by
 * a stray request (a refetch left over from the story before), so "fails, then Try Again recovers"
 * fails the screen's own request every time.
 */
export function createOutage(target: GetTarget, baseUrls: BaseUrls = {}): Outage {
  let down = true;
  return {
    handlers: [
      getHandler(target, baseUrls, () =>
        down
          ? HttpResponse.json({ detail: scenarioTexts.internalError }, { status: 500 })
          : undefined,
      ),
    ],
    start: () => {
      down = true;
    },
    end: () => {
      down = false;
    },
  };
}
