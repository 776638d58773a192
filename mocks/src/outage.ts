import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_URL } from './baseUrls';
import { scenarioTexts } from './backend/serverTexts';

export interface Outage {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** Down again: use in the story's `beforeEach`. */
  start: () => void;
  /** Back up: later requests reach the handlers behind. */
  end: () => void;
}

/**
 * A GET endpoint that answers 500 until `end()`. Unlike a once-only handler, it cannot be used up by
 * a stray request (a refetch left over from the story before), so "fails, then Try Again recovers"
 * fails the screen's own request every time.
 */
export function createOutage(path: `/api/${string}`): Outage {
  let down = true;
  return {
    handlers: [
      http.get(`${API_BASE_URL}${path}`, () =>
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
