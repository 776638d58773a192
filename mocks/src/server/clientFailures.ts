// D15: besides the per-account pause, the HTTP server limits failed sign-ins, codes and step-ups per client
// address, so one machine cannot try passwords across many accounts.
export const CLIENT_FAILURE_LIMIT = 50;
export const CLIENT_FAILURE_WINDOW_MS = 15 * 60_000;
/** Issue 24: accounts one client address may create an hour (each costs a 600,000-round hash and a write). */
export const CLIENT_SIGNUP_LIMIT = 10;
export const CLIENT_SIGNUP_WINDOW_MS = 60 * 60_000;

/** What a limiter counts: answers of these operations (operationIds of the contract) with these statuses. */
export interface CountedAnswers {
  operations: ReadonlySet<string>;
  statuses: ReadonlySet<number>;
}

/** The operations whose 400 and 401 answers are failed guesses. */
const guessOperations = new Set([
  'login',
  'loginSecondFactor',
  'stepUp',
  'requestPasswordChange',
  'verifySignupOtp',
  'verifyForgotPasswordOtp',
]);
const failedGuesses: CountedAnswers = {
  operations: guessOperations,
  statuses: new Set([400, 401]),
};
/** Sign-ups made: the accounts one address created. */
export const signupsMade: CountedAnswers = {
  operations: new Set(['signup']),
  statuses: new Set([201]),
};

/** An attempt counted before it is answered (issue 40); `settle` takes it back unless its answer counts. */
export interface ReservedAttempt {
  settle(status: number): void;
}

export interface ClientFailures {
  /**
   * Issue 40: counts an attempt at `operationId` now, before anything is awaited, so attempts sent at once cannot
   * all pass; or answers the seconds the address must wait (nothing counted).
   */
  reserve(address: string, operationId: string): ReservedAttempt | { wait: number };
  /** How many addresses it remembers (issue 24: bounded by the window, not by every address ever seen). */
  size(): number;
}

const uncounted: ReservedAttempt = { settle: () => {} };

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
  const release = (address: string, at: number) => {
    const times = failures.get(address) ?? [];
    const index = times.lastIndexOf(at);
    if (index === -1) return;
    const kept = times.filter((_, position) => position !== index);
    if (kept.length === 0) failures.delete(address);
    else failures.set(address, kept);
  };
  return {
    reserve(address, operationId) {
      if (!counted.operations.has(operationId)) return uncounted;
      sweep();
      const times = recent(address);
      if (times.length >= limit) {
        const oldest = times[times.length - limit] ?? now();
        return { wait: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
      }
      const at = now();
      failures.set(address, [...times, at]);
      let settled = false;
      return {
        // Once: an error after the answer (a closed socket) must not take a counted failure back.
        settle(status) {
          if (settled) return;
          settled = true;
          if (!counted.statuses.has(status)) release(address, at);
        },
      };
    },
    size: () => failures.size,
  };
}

/** One attempt against several limiters: refused with the longest wait when any is used up, else counted by all. */
export function reserveEach(
  limiters: readonly ClientFailures[],
  address: string,
  operationId: string,
): ReservedAttempt | { wait: number } {
  const attempts = limiters.map((limiter) => limiter.reserve(address, operationId));
  const wait = Math.max(0, ...attempts.map((attempt) => ('wait' in attempt ? attempt.wait : 0)));
  const reserved = attempts.filter((attempt): attempt is ReservedAttempt => 'settle' in attempt);
  if (wait > 0) {
    for (const attempt of reserved) attempt.settle(429);
    return { wait };
  }
  return { settle: (status) => reserved.forEach((attempt) => attempt.settle(status)) };
}

/** What is settled when no limiter counted the request. */
export const notCounted: ReservedAttempt = uncounted;
