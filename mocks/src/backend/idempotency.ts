// Contract: every money create carries an Idempotency-Key (8-128 chars), bound to its request (method, path and a
// digest of the body). The same user's key with the same request replays the first success and never makes a second
// ledger entry; with another request it is refused (422). Refusals and failures are not kept, so the same request
// sent again (funds freed up, the server recovered) is judged afresh.
import { ApiError } from './apiError';
import { DAY } from './clock';
import type { BackendContext } from './context';
import { serverTexts } from './serverTexts';

const REPLAY_WINDOW_MS = DAY;
const runningAttempts = new WeakMap<object, Map<string, Promise<unknown>>>();

export interface IdempotentCall {
  userId: number;
  key: string | null;
  /** The digest of the request the key is bound to (requestDigest.ts). */
  request: () => Promise<string>;
}

export function requireIdempotencyKey(key: string | null): string {
  if (key === null) throw new ApiError(400, { detail: serverTexts.idempotencyKeyRequired });
  if (key.length < 8 || key.length > 128)
    throw new ApiError(400, { detail: serverTexts.idempotencyKeyInvalid });
  return key;
}

function attemptsOf(ctx: BackendContext): Map<string, Promise<unknown>> {
  const attempts = runningAttempts.get(ctx.state) ?? new Map<string, Promise<unknown>>();
  runningAttempts.set(ctx.state, attempts);
  return attempts;
}

function forgetExpiredReplies(ctx: BackendContext): void {
  const now = ctx.now();
  for (const [storeKey, reply] of Object.entries(ctx.state.idempotency)) {
    if (reply.createdAt + REPLAY_WINDOW_MS <= now) delete ctx.state.idempotency[storeKey];
  }
}

export async function idempotent<T>(
  ctx: BackendContext,
  call: IdempotentCall,
  run: () => Promise<T>,
): Promise<T> {
  const storeKey = `${call.userId}:${requireIdempotencyKey(call.key)}`;
  const request = await call.request();
  const attempts = attemptsOf(ctx);
  // A retry arriving while an attempt with its key runs waits for it, and for any attempt that started meanwhile.
  let waited: Promise<unknown> | undefined;
  for (let running = attempts.get(storeKey); running && running !== waited;) {
    waited = running;
    await running.catch(() => undefined);
    running = attempts.get(storeKey);
  }

  // Nothing below awaits before the attempt is registered, so one key never runs twice at once.
  forgetExpiredReplies(ctx);
  const stored = ctx.state.idempotency[storeKey];
  if (stored) {
    if (stored.request !== request)
      throw new ApiError(422, { detail: serverTexts.idempotencyKeyReused });
    return structuredClone(stored.body) as T;
  }
  const attempt = run().then((body) => {
    ctx.state.idempotency[storeKey] = {
      request,
      body: structuredClone(body),
      createdAt: ctx.now(),
    };
    return body;
  });
  attempts.set(storeKey, attempt);
  const forget = () => {
    if (attempts.get(storeKey) === attempt) attempts.delete(storeKey);
  };
  attempt.then(forget, forget);
  return attempt;
}
