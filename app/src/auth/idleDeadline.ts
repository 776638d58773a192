// D15: when an idle session warns and ends, from the last activity of any tab and the clock. Pure: every
// tab computes it afresh from timestamps at each look, so a throttled or sleeping tab is never behind.

/** The warning shows this long before the session ends. */
export const IDLE_WARNING_MS = 60_000;

/**
 * The server counts its own idle time from the last call it saw. While the user is active the client
 * calls it at least this long before that time runs out (a background tab's timer may be a minute late).
 */
export const KEEP_ALIVE_MARGIN_MS = 2 * 60_000;

export type IdleState =
  | { status: 'active'; warnsAt: number }
  | { status: 'warning'; secondsLeft: number; endsAt: number }
  | { status: 'expired' };

/** The session's state at `now`, idle since `lastActivityAt` (a time ahead of the clock counts as now). */
export function idleStateAt(
  lastActivityAt: number,
  timeoutMs: number,
  now: number,
  warningMs: number = IDLE_WARNING_MS,
): IdleState {
  const endsAt = Math.min(lastActivityAt, now) + timeoutMs;
  if (now >= endsAt) return { status: 'expired' };
  const warnsAt = endsAt - Math.min(warningMs, timeoutMs);
  if (now < warnsAt) return { status: 'active', warnsAt };
  return { status: 'warning', secondsLeft: Math.ceil((endsAt - now) / 1000), endsAt };
}

/**
 * When the server must next hear from this browser, or null when it need not: only after activity it
 * has not seen, before its own idle limit (the same timeout) ends the session under an active user.
 */
export function keepAliveAt(
  lastActivityAt: number,
  serverTouchedAt: number,
  timeoutMs: number,
): number | null {
  if (lastActivityAt <= serverTouchedAt) return null;
  return serverTouchedAt + Math.max(timeoutMs - KEEP_ALIVE_MARGIN_MS, timeoutMs / 2);
}

/** When to look again: at the warning, at each second of the countdown, or at a keep-alive due first. */
export function nextCheckAt(
  state: IdleState,
  now: number,
  keepAlive: number | null,
): number | null {
  const due =
    state.status === 'active'
      ? state.warnsAt
      : state.status === 'warning'
        ? // The next whole second of the count, so m:ss changes on time.
          now + ((state.endsAt - now) % 1000 || 1000)
        : null;
  if (due === null) return null;
  return keepAlive === null ? due : Math.min(due, keepAlive);
}
