// D15: besides the per-account pause, the HTTP server limits failed sign-ins, codes and step-ups per client
// address, so one machine cannot try passwords across many accounts.
export const CLIENT_FAILURE_LIMIT = 50;
export const CLIENT_FAILURE_WINDOW_MS = 15 * 60_000;
/** Issue 24: accounts one client address may create an hour (each costs a 600,000-round hash and a write). */
export const CLIENT_SIGNUP_LIMIT = 10;
export const CLIENT_SIGNUP_WINDOW_MS = 60 * 60_000;

/** What a limiter counts: answers on these paths with these statuses. */
export interface CountedAnswers {
  paths: ReadonlySet<string>;
  statuses: ReadonlySet<number>;
}

/** The paths whose 400 and 401 answers are failed guesses. */
const guessPaths = new Set([
  '/auth/login/',
  '/auth/login/second-factor/',
  '/auth/step-up/',
  '/auth/signup/verify-otp/',
  '/auth/forgot-password/verify-otp/',
]);
const failedGuesses: CountedAnswers = { paths: guessPaths, statuses: new Set([400, 401]) };
/** Sign-ups made: the accounts one address created. */
export const signupsMade: CountedAnswers = {
  paths: new Set(['/auth/signup/']),
  statuses: new Set([201]),
};

export interface ClientFailures {
  /** Seconds the address must wait before trying `path` again; 0 when it may. */
  waitSeconds(address: string, path: string): number;
  /** Counts the answer when it is a failed guess on a guarded path. */
  record(address: string, path: string, status: number): void;
  /** How many addresses it remembers (issue 24: bounded by the window, not by every address ever seen). */
  size(): number;
}

export function createClientFailures(
  now: () => number,
  limit = CLIENT_FAILURE_LIMIT,
  windowMs = CLIENT_FAILURE_WINDOW_MS,
  counted: CountedAnswers = failedGuesses,
): ClientFailures {
  const failures = new Map<string, number[]>();
  let sweptAt = now();
  // Issue 24: addresses that stopped failing are forgotten too, not only when they come back.
  const sweep = () => {
    if (now() - sweptAt < windowMs) return;
    sweptAt = now();
    for (const [address, times] of failures) {
      if ((times.at(-1) ?? 0) <= now() - windowMs) failures.delete(address);
    }
  };
  const recent = (address: string) => {
    const kept = (failures.get(address) ?? []).filter((at) => at > now() - windowMs);
    if (kept.length === 0) failures.delete(address);
    else failures.set(address, kept);
    return kept;
  };
  return {
    waitSeconds(address, path) {
      if (!counted.paths.has(path)) return 0;
      const times = recent(address);
      if (times.length < limit) return 0;
      const oldest = times[times.length - limit] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    record(address, path, status) {
      if (!counted.paths.has(path) || !counted.statuses.has(status)) return;
      sweep();
      failures.set(address, [...recent(address), now()]);
    },
    size: () => failures.size,
  };
}
