import { ApiError } from './apiError';

/** D1: how long the server asks to wait (429 `retry_after`, seconds), in ms; null when it does not say. */
export function retryAfterMsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body;
  const seconds =
    typeof body === 'object' && body !== null && 'retry_after' in body ? body.retry_after : null;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null;
}
