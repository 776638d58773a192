// D19: when the market socket tries again after losing its connection. Exponential backoff with full jitter
// (AWS's "full jitter": a uniformly random wait up to a cap that doubles with each attempt), 1 s to 60 s.

export const minReconnectDelayMs = 1_000;
export const maxReconnectDelayMs = 60_000;
/** A connection open with every channel synced for this long counts as stable: the next drop starts over. */
export const stableConnectionMs = 30_000;

/**
 * The wait before reconnect number `attempt` (0 for the first after a stable connection): uniform between 0
 * and min(60 s, 1 s · 2^attempt), then lifted to at least 1 s. Plain full jitter would let some of the tabs a
 * server restart disconnects at once come back within milliseconds, all together; the floor keeps that
 * first wave a second away while the jitter above it still spreads the rest.
 */
export function reconnectDelay(attempt: number, random: () => number): number {
  const cap = Math.min(maxReconnectDelayMs, minReconnectDelayMs * 2 ** Math.max(0, attempt));
  return Math.max(minReconnectDelayMs, Math.floor(random() * cap));
}

/**
 * The attempt number after a connection ends at `droppedAt`: back to 0 only if it had been open and synced
 * since `syncedSince` for at least 30 s, otherwise one more (a connection that never opened, or flaps,
 * keeps growing the wait).
 */
export function attemptAfterDrop(
  attempt: number,
  syncedSince: number | null,
  droppedAt: number,
): number {
  const stable = syncedSince !== null && droppedAt - syncedSince >= stableConnectionMs;
  return stable ? 0 : attempt + 1;
}
