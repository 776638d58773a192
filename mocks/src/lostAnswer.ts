import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { API_BASE_URL } from './baseUrls';

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

/**
 * A POST the server carries out but whose answer never arrives (a dropped connection): the first request
 * after `arm()` is handed to `record` (the backend does the work), then answered with a network error.
 * Later requests reach the handlers behind, so a retry with the same Idempotency-Key meets the replay.
 */
export function createLostAnswer(
  path: `/api/${string}`,
  record: (recorded: RecordedRequest) => Promise<unknown>,
): LostAnswer {
  let armed = false;
  return {
    handlers: [
      http.post(`${API_BASE_URL}${path}`, async ({ request, params }) => {
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
