import { useEffect, useState } from 'react';
import { useClock } from '../../clock';

/** D1: a code works for 10 minutes after it is sent. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** D1: a new code can be asked for once a minute. */
export const RESEND_COOLDOWN_MS = 60_000;

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
