import { httpErrors } from '@tp/messages';
import { ApiError } from './apiError';
import { untilAborted } from './timeoutFetch';

/** One time limit for a user's action, across every request it takes (check, refresh, call, retry). */
export interface Deadline {
  /** Aborts when the time is up (reason: the timeout ApiError) or when the caller aborts. */
  readonly signal: AbortSignal;
  /** Waits for a shared step (a refresh other calls also wait for) no longer than the deadline. */
  race<T>(pending: Promise<T>): Promise<T>;
  dispose(): void;
}

export function startDeadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ApiError(httpErrors.timeout, 'timeout')),
    timeoutMs,
  );
  const followCaller = () => controller.abort(caller?.reason);
  if (caller?.aborted) followCaller();
  else caller?.addEventListener('abort', followCaller, { once: true });
  const expired = untilAborted(controller.signal);
  expired.catch(() => undefined);
  return {
    signal: controller.signal,
    race: (pending) => Promise.race([pending, expired]),
    dispose: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', followCaller);
    },
  };
}
