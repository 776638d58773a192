import { httpErrors } from '@tp/messages';
import { ApiError } from './apiError';

export type FetchFn = (request: Request) => Promise<Response>;

/** Statuses whose Response must be built without a body. */
const bodilessStatuses = new Set([101, 204, 205, 304]);

/** Rejects with the signal's reason once it aborts. */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Spec 1 §7: every call gives up after 10 s, body included: the answer is read in full inside the
 * limit, so a server that sends headers and then stalls times out too. setTimeout (not
 * AbortSignal.timeout) so fake timers can drive it. A caller's abort (a cancelled query, or the
 * action's deadline, whose reason is an ApiError) aborts the call.
 */
export function withTimeout(fetchImpl: FetchFn, timeoutMs: number): FetchFn {
  return async (request) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) abortFromCaller();
    else request.signal.addEventListener('abort', abortFromCaller, { once: true });
    const aborted = untilAborted(controller.signal);
    aborted.catch(() => undefined);
    try {
      const response = await Promise.race([
        fetchImpl(new Request(request, { signal: controller.signal })),
        aborted,
      ]);
      if (bodilessStatuses.has(response.status) || response.body === null) return response;
      const body = await Promise.race([response.arrayBuffer(), aborted]).catch((error: unknown) => {
        void response.body?.cancel().catch(() => undefined);
        throw error;
      });
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(httpErrors.timeout, 'timeout');
      if (request.signal.aborted) {
        const reason: unknown = request.signal.reason;
        throw reason instanceof ApiError ? reason : error;
      }
      throw new ApiError(httpErrors.network, 'network');
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', abortFromCaller);
    }
  };
}
