// HTTP ↔ backend glue shared by the operation handlers and the scenarios.
import { HttpResponse, delay } from 'msw';
import { ApiError, isApiError } from '../backend/apiError';
import { DEVICE_ID_HEADER } from '../backend/deviceIds';
import { scenarioTexts, serverTexts } from '../backend/serverTexts';
import type { ClientInfo } from '../backend/sessions';

/**
 * What `respond` needs of openapi-msw's typed `response` helper: the operation documents `5XX` and
 * `{ detail }` fits its schema, or the handler does not compile.
 */
interface ContractResponder<R> {
  (status: '5XX'): { json: (body: { detail: string }, init: { status: 500 }) => NoInfer<R> };
  untyped(response: Response): R;
}

/**
 * A backend refusal as the contract's error answer. Its status is chosen at run time, so the
 * compiler cannot pick the operation's schema for it; src/contract.test.ts checks refusals instead.
 */
function refusal(error: ApiError): Response {
  const headers: Record<string, string> = {};
  if (error.status === 429 && typeof error.body.retry_after === 'number')
    headers['Retry-After'] = String(error.body.retry_after);
  return HttpResponse.json(error.body, { status: error.status, headers });
}

/** Runs one request against the backend; a refusal becomes the contract's error answer, anything else (a bug in the
 * mock) is surfaced in the console and answered like a real server would. */
export async function answer<R = Response>(
  latencyMs: number,
  run: () => Promise<R> | R,
  asAnswer: (response: Response) => R = (response) => response as R,
): Promise<R> {
  if (latencyMs > 0) await delay(latencyMs);
  try {
    return await run();
  } catch (error) {
    if (isApiError(error)) return asAnswer(refusal(error));
    console.error('[mocks] unexpected error', error);
    return asAnswer(HttpResponse.json({ detail: scenarioTexts.internalError }, { status: 500 }));
  }
}

/** `answer` for an openapi-msw handler (scenarios): its typed `response` helper. */
export function respond<R>(
  response: ContractResponder<R>,
  latencyMs: number,
  run: () => Promise<R> | R,
): Promise<R> {
  return answer(latencyMs, run, (failure) => response.untyped(failure));
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, { detail: serverTexts.malformedBody });
  }
}

export function authorizationOf(request: Request): string | null {
  return request.headers.get('Authorization');
}

/** D15: the proof of a recent step-up that sensitive changes carry. */
export function stepUpTokenOf(request: Request): string | null {
  return request.headers.get('X-Step-Up-Token');
}

export function idempotencyKeyOf(request: Request): string | null {
  return request.headers.get('Idempotency-Key');
}

/** Integer path ids; anything else is a 404 like an unmatched Django route. */
export function pathId(value: string | readonly string[] | undefined): number {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d+$/.test(text)) throw new ApiError(404, { detail: serverTexts.notFound });
  return Number(text);
}

/**
 * The caller's user agent for its session (D12); in a page MSW sees the request without one, so the page's own.
 * Issue 40: and the device identifier the client keeps, which is what a device is known by.
 */
export function clientOf(request: Request): ClientInfo {
  return {
    userAgent:
      request.headers.get('User-Agent') ??
      (typeof navigator === 'undefined' ? null : navigator.userAgent),
    deviceId: request.headers.get(DEVICE_ID_HEADER),
  };
}
