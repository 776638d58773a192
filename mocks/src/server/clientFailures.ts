// D15: besides the per-account pause, the HTTP server limits failed sign-ins, codes and step-ups per client
// address, so one machine cannot try passwords across many accounts.
export const CLIENT_FAILURE_LIMIT = 50;
export const CLIENT_FAILURE_WINDOW_MS = 15 * 60_000;

/** The paths whose 400 and 401 answers are failed guesses. */
const guardedPaths = new Set([
  '/auth/login/',
  '/auth/login/second-factor/',
  '/auth/step-up/',
  '/auth/signup/verify-otp/',
  '/auth/forgot-password/verify-otp/',
]);

export interface ClientFailures {
  /** Seconds the address must wait before trying `path` again; 0 when it may. */
  waitSeconds(address: string, path: string): number;
  /** Counts the answer when it is a failed guess on a guarded path. */
  record(address: string, path: string, status: number): void;
}

export function createClientFailures(
  now: () => number,
  limit = CLIENT_FAILURE_LIMIT,
  windowMs = CLIENT_FAILURE_WINDOW_MS,
): ClientFailures {
  const failures = new Map<string, number[]>();
  const recent = (address: string) => {
    const kept = (failures.get(address) ?? []).filter((at) => at > now() - windowMs);
    if (kept.length === 0) failures.delete(address);
    else failures.set(address, kept);
    return kept;
  };
  return {
    waitSeconds(address, path) {
      if (!guardedPaths.has(path)) return 0;
      const times = recent(address);
      if (times.length < limit) return 0;
      const oldest = times[times.length - limit] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    record(address, path, status) {
      if (!guardedPaths.has(path) || (status !== 400 && status !== 401)) return;
      failures.set(address, [...recent(address), now()]);
    },
  };
}
