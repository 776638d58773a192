// HTTP ↔ backend glue shared by every resource's handlers.
import { HttpResponse, delay } from 'msw';
import { ApiError, isApiError } from '../backend/apiError';
import { serverTexts } from '../backend/serverTexts';

interface UntypedResponder<R> {
  untyped(response: Response): R;
}

export function errorResponse(error: unknown): Response {
  if (isApiError(error)) {
    const headers: Record<string, string> = {};
    if (error.status === 429 && typeof error.body.retry_after === 'number')
      headers['Retry-After'] = String(error.body.retry_after);
    return HttpResponse.json(error.body, { status: error.status, headers });
  }
  // A bug in the mock: surface it in the console and answer like a real server would.
  console.error('[mocks] unexpected error', error);
  return HttpResponse.json({ detail: 'Internal server error.' }, { status: 500 });
}

/** Runs one request against the backend; refusals become the contract's error answers. */
export async function respond<R>(
  response: UntypedResponder<R>,
  latencyMs: number,
  run: () => Promise<R> | R,
): Promise<R> {
  if (latencyMs > 0) await delay(latencyMs);
  try {
    return await run();
  } catch (error) {
    return response.untyped(errorResponse(error));
  }
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

export function idempotencyKeyOf(request: Request): string | null {
  return request.headers.get('Idempotency-Key');
}

/** Integer path ids; anything else is a 404 like an unmatched Django route. */
export function pathId(value: string | readonly string[] | undefined): number {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d+$/.test(text)) throw new ApiError(404, { detail: serverTexts.notFound });
  return Number(text);
}
