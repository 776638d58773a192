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
  const attempts = attemptsOf(ctx);
  // Requests with one key are judged one at a time, in the order they arrived: each takes its turn after
  // the one before it has settled. The turn is taken before anything is awaited (the request's digest
  // resolves on Node's thread pool, so two digests may finish in either order).
  const previous = attempts.get(storeKey);
  const turn = (async () => {
    await previous?.catch(() => undefined);
    const request = await call.request();
    forgetExpiredReplies(ctx);
    const stored = ctx.state.idempotency[storeKey];
    if (stored) {
      if (stored.request !== request)
        throw new ApiError(422, { detail: serverTexts.idempotencyKeyReused });
      return structuredClone(stored.body) as T;
    }
    const body = await run();
    ctx.state.idempotency[storeKey] = {
      request,
      body: structuredClone(body),
      createdAt: ctx.now(),
    };
    return body;
  })();
  attempts.set(storeKey, turn);
  const forget = () => {
    if (attempts.get(storeKey) === turn) attempts.delete(storeKey);
  };
  turn.then(forget, forget);
  return turn;
}
