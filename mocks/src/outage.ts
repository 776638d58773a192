import type { HttpHandler } from 'msw';
import type { PathsFor } from 'openapi-msw';
import { API_BASE_URL } from './baseUrls';
import { scenarioTexts } from './backend/serverTexts';
import { createApiHttp, type ApiHttp } from './handlers/apiHttp';

export interface Outage {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** Down again: use in the story's `beforeEach`. */
  start: () => void;
  /** Back up: later requests reach the handlers behind. */
  end: () => void;
}

/** A GET path of openapi/openapi.yaml, as the contract writes it (`/api/deposits/`). */
export type ApiGetPath = PathsFor<ApiHttp['get']>;

/**
 * A GET endpoint that answers 500 until `end()`. Unlike a once-only handler, it cannot be used up by
 * a stray request (a refetch left over from the story before), so "fails, then Try Again recovers"
 * fails the screen's own request every time.
 */
export function createOutage(
  path: ApiGetPath,
  { apiBaseUrl = API_BASE_URL }: { apiBaseUrl?: string } = {},
): Outage {
  let down = true;
  const http = createApiHttp(apiBaseUrl);
  return {
    handlers: [
      http.get(path, ({ response }) =>
        down
          ? response('5XX').json({ detail: scenarioTexts.internalError }, { status: 500 })
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
