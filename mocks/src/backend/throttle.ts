// D15: sliding-window counters. Each key keeps the times of its recent events, pruned as it is read.
import type { BackendContext } from './context';

function recent(ctx: BackendContext, key: string, windowMs: number): number[] {
  const since = ctx.now() - windowMs;
  const kept = (ctx.state.throttle[key] ?? []).filter((at) => at > since);
  if (kept.length === 0) delete ctx.state.throttle[key];
  else ctx.state.throttle[key] = kept;
  return kept;
}

export function countEvent(ctx: BackendContext, key: string, windowMs: number): number {
  const times = [...recent(ctx, key, windowMs), ctx.now()];
  ctx.state.throttle[key] = times;
  return times.length;
}

/** Seconds until one more event fits under `limit` in the window; 0 when it fits now. */
export function secondsUntilAllowed(
  ctx: BackendContext,
  key: string,
  windowMs: number,
  limit: number,
): number {
  const times = recent(ctx, key, windowMs);
  if (times.length < limit) return 0;
  const oldestCounted = times[times.length - limit] ?? ctx.now();
  return Math.max(1, Math.ceil((oldestCounted + windowMs - ctx.now()) / 1000));
}

export function clearEvents(ctx: BackendContext, key: string): void {
  delete ctx.state.throttle[key];
}
