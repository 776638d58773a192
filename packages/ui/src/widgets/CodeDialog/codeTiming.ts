// D1: how every code dialog counts down, in one place: the server's instants moved onto this device's clock, and
// the countdown that reads them. The times come from the server's answer only (its expiry, its resend cooldown, a
// 429's retry_after); a time it did not name is not shown.
import { useEffect, useState } from 'react';
import type { CodeChallenge } from '@tp/api';
import { useClock } from '../../clock';

/** A code's times on this device's clock (ms since the epoch); null where the server named none. */
export interface CodeDeadlines {
  expiresAt: number | null;
  resendAt: number | null;
}

/** A code sent earlier whose times are unknown (a pending withdrawal opened from its list): Resend Code at once. */
export const unknownDeadlines: CodeDeadlines = { expiresAt: null, resendAt: null };

/**
 * The challenge's times as this device counts them: each instant less the server's own time when it answered
 * (or, when it named none, less `receivedAt`), added to `receivedAt`, this device's clock when the answer came.
 */
export function deadlinesOf(challenge: CodeChallenge, receivedAt: number): CodeDeadlines {
  const reference = challenge.serverTime ?? receivedAt;
  const onDevice = (at: number | null) =>
    at === null ? null : receivedAt + Math.max(0, at - reference);
  return { expiresAt: onDevice(challenge.expiresAt), resendAt: onDevice(challenge.resendAt) };
}

/** A refused resend's wait: a 429's `retryAfterMs` from `at` moves it; without one it stays. */
export function resendAtAfterRefusal(
  resendAt: number | null,
  at: number,
  retryAfterMs: number | null | undefined,
): number | null {
  return retryAfterMs !== null && retryAfterMs !== undefined && retryAfterMs > 0
    ? at + retryAfterMs
    : resendAt;
}

/** Whole seconds left until `until` (ms since the epoch) at `now`; 0 once it has passed. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The current time, read again every second while it is before `until` (a countdown); it stops ticking
 * once `until` has passed, and starts again when `until` moves (a resend, a server's retry_after).
 */
export function useNowUntil(until: number | undefined): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (until === undefined) return undefined;
    const tick = () => {
      const current = clock();
      setNow(current);
      return current < until;
    };
    // At once, so a moved `until` never shows a count from the time before it moved.
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until, clock]);
  return now;
}
