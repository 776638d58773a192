// D19: every price says how fresh it is. Live, delayed (nothing new for twice its usual interval) or stale (the
// connection is down, or the price is older than its stale mark), always with its time.
import { streamContract } from './streamContract.gen';
import type { ConnectionPhase } from './marketSocketTypes';

export type FreshnessKind = 'live' | 'delayed' | 'stale';

export interface Freshness {
  kind: FreshnessKind;
  /** The data's time, to show beside the mark; null when there is none. */
  at: number | null;
}

export interface FreshnessInput {
  /** When the data was true (the stream's `at`, or when a poll answered); null if it never came. */
  at: number | null;
  now: number;
  /** How often this data normally changes: the stream's update interval, or the poll interval when polling. */
  usualIntervalMs: number;
  /** The market socket's phase. */
  connection: ConnectionPhase;
  /** The latest refresh failed: what is shown stays, stale whatever its age. */
  failed?: boolean;
}

/** Past this age a price is delayed. */
export function delayedAfterMs(usualIntervalMs: number): number {
  return 2 * usualIntervalMs;
}

/**
 * Past this age a price is stale whatever the connection says: as long as the socket's own liveness window
 * (two heartbeats: a live socket that has sent nothing new for that long is not live for this channel), and
 * never sooner than twice the delayed mark.
 */
export function staleAfterMs(usualIntervalMs: number): number {
  const liveness =
    streamContract.missedHeartbeatsBeforeReconnect * streamContract.heartbeatIntervalMs;
  return Math.max(liveness, 2 * delayedAfterMs(usualIntervalMs));
}

/** The socket is down: what was streamed stops moving, whatever its age. */
function isDown(connection: ConnectionPhase): boolean {
  return connection === 'reconnecting' || connection === 'offline';
}

/**
 * How fresh the data is at `now`. Stale when there is none, when the socket is down, or when the data is older
 * than staleAfterMs; delayed when older than delayedAfterMs; live otherwise. Idle, connecting and fallback
 * judge the data by its age alone: there the prices come from polling, whose interval the caller passes.
 */
export function freshnessOf({
  at,
  now,
  usualIntervalMs,
  connection,
  failed = false,
}: FreshnessInput): Freshness {
  if (at === null || failed || isDown(connection)) return { kind: 'stale', at };
  const age = now - at;
  if (age > staleAfterMs(usualIntervalMs)) return { kind: 'stale', at };
  if (age > delayedAfterMs(usualIntervalMs)) return { kind: 'delayed', at };
  return { kind: 'live', at };
}

/**
 * The next time after `now` at which the same data changes kind by its age alone (live to delayed, delayed to
 * stale), so a screen re-renders then and not every second; null once nothing more can change with time.
 */
export function nextFreshnessChangeAt(
  at: number | null,
  usualIntervalMs: number,
  now: number,
): number | null {
  if (at === null) return null;
  const marks = [at + delayedAfterMs(usualIntervalMs), at + staleAfterMs(usualIntervalMs)];
  // A kind changes once the age is past its mark: the first millisecond after it.
  return marks.map((mark) => mark + 1).find((change) => change > now) ?? null;
}
