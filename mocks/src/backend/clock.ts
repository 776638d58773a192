/** Milliseconds since the epoch. Injected so tests can move time past expiries and cooldowns. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export interface ManualClock {
  readonly now: Clock;
  advance(ms: number): void;
  set(ms: number): void;
}

export function createManualClock(start: number | string | Date): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
