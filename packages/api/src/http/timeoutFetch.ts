import { httpErrors } from '@tp/messages';
import { ApiError } from './apiError';

export type FetchFn = (request: Request) => Promise<Response>;

/** Spec 1 §7: every call gives up after 10 s. setTimeout (not AbortSignal.timeout) so fake timers can drive it. */
export function withTimeout(fetchImpl: FetchFn, timeoutMs: number): FetchFn {
  return async (request) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    request.signal.addEventListener('abort', abortFromCaller, { once: true });
    try {
      return await fetchImpl(new Request(request, { signal: controller.signal }));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(httpErrors.timeout, 'timeout');
      if (request.signal.aborted) throw error;
      throw new ApiError(httpErrors.network, 'network');
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', abortFromCaller);
    }
  };
}
