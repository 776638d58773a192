// For tests whose clock is faked and moves only by their own steps: waits on real time, which the fake
// clock does not see, until an assertion holds. Testing Library's `waitFor` and `find*` poll with the
// global timers, which stand still then.
import { vi } from 'vitest';

// Taken before any test fakes the timers: Vitest swaps the globals, not these references.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);

/** Real time between two looks. */
const POLL_MS = 20;

/**
 * Runs `assertion` until it stops throwing, and returns what it returned. Between looks the timers that
 * are due now run (React Query and others defer their work by a zero-delay timer); the clock stays put.
 */
export async function eventually<T>(assertion: () => T, timeoutMs = 30_000): Promise<T> {
  const giveUpAt = realNow() + timeoutMs;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (realNow() > giveUpAt) throw error;
    }
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realSetTimeout(resolve, POLL_MS));
  }
}
