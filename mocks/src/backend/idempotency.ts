// Contract: an optional Idempotency-Key (8-128 chars) on create calls; the same key from the same user replays
// the first answer (status and body) and never makes a second ledger entry.
import { ApiError, isApiError } from './apiError';
import { DAY } from './clock';
import type { BackendContext } from './context';
import { serverTexts } from './serverTexts';

export type IdempotentOperation = 'createDeposit' | 'createWithdrawal' | 'subscribePackage';

const REPLAY_WINDOW_MS = DAY;
const inflight = new WeakMap<object, Map<string, Promise<unknown>>>();

export function assertIdempotencyKey(key: string | null): void {
  if (key !== null && (key.length < 8 || key.length > 128))
    throw new ApiError(400, { detail: serverTexts.idempotencyKeyInvalid });
}

export async function idempotent<T>(
  ctx: BackendContext,
  userId: number,
  operation: IdempotentOperation,
  key: string | null,
  run: () => Promise<T>,
): Promise<T> {
  assertIdempotencyKey(key);
  if (key === null) return run();
  const storeKey = `${userId}:${operation}:${key}`;
  const pending = inflight.get(ctx.state) ?? new Map<string, Promise<unknown>>();
  inflight.set(ctx.state, pending);
  // A retry arriving while the first attempt still runs waits for it, then replays.
  const running = pending.get(storeKey);
  if (running) await running.catch(() => undefined);

  const now = ctx.now();
  for (const [storedKey, reply] of Object.entries(ctx.state.idempotency)) {
    if (reply.createdAt + REPLAY_WINDOW_MS <= now) delete ctx.state.idempotency[storedKey];
  }
  const stored = ctx.state.idempotency[storeKey];
  if (stored) {
    if (stored.status >= 400)
      throw new ApiError(stored.status, structuredClone(stored.body) as Record<string, unknown>);
    return structuredClone(stored.body) as T;
  }

  const attempt = (async () => {
    try {
      const body = await run();
      ctx.state.idempotency[storeKey] = {
        status: 201,
        body: structuredClone(body),
        createdAt: ctx.now(),
      };
      return body;
    } catch (error) {
      if (isApiError(error))
        ctx.state.idempotency[storeKey] = {
          status: error.status,
          body: structuredClone(error.body),
          createdAt: ctx.now(),
        };
      throw error;
    }
  })();
  pending.set(storeKey, attempt);
  try {
    return await attempt;
  } finally {
    pending.delete(storeKey);
  }
}
