import { HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type { PathsFor } from 'openapi-msw';
import { API_BASE_URL } from './baseUrls';
import { createApiHttp, type ApiHttp } from './handlers/apiHttp';

export interface LostAnswer {
  /** Put in front of the other handlers. */
  handlers: HttpHandler[];
  /** Loses the next answer: use in the story's `beforeEach`. */
  arm: () => void;
}

interface RecordedRequest {
  request: Request;
  params: PathParams;
}

/** A POST path of openapi/openapi.yaml, as the contract writes it (`/api/packages/{id}/subscribe/`). */
export type ApiPostPath = PathsFor<ApiHttp['post']>;

/**
 * A POST the server carries out but whose answer never arrives (a dropped connection): the first request
 * after `arm()` is handed to `record` (the backend does the work), then answered with a network error.
 * Later requests reach the handlers behind, so a retry with the same Idempotency-Key meets the replay.
 */
export function createLostAnswer(
  path: ApiPostPath,
  record: (recorded: RecordedRequest) => Promise<unknown>,
  { apiBaseUrl = API_BASE_URL }: { apiBaseUrl?: string } = {},
): LostAnswer {
  let armed = false;
  const http = createApiHttp(apiBaseUrl);
  return {
    handlers: [
      http.post(path, async ({ request, params }) => {
        if (!armed) return undefined;
        armed = false;
        await record({ request: request.clone(), params });
        return HttpResponse.error();
      }),
    ],
    arm: () => {
      armed = true;
    },
  };
}
