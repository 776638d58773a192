// Test helper: a clock whose timers run only when the test moves it, so timing tests need no real waiting.

/** A clock whose timers run only when the test advances it, in order of their time. */
export function createFakeClock(start = 1_764_633_600_000) {
  let time = start;
  let nextId = 1;
  type Timer = { at: number; callback: () => void };
  const timers = new Map<number, Timer>();
  const setTimer = (callback: () => void, ms: number): unknown => {
    const id = nextId++;
    timers.set(id, { at: time + Math.max(0, ms), callback });
    return id;
  };
  /** The earliest timer due by `until` (the first set, among timers due at once). */
  const nextDue = (until: number) => {
    let due: [number, Timer] | null = null;
    for (const entry of timers)
      if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
    return due;
  };
  return {
    now: () => time,
    setTimeout: setTimer,
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** Moves time forward by `ms`, running every timer due on the way (those they set too). */
    advance(ms: number) {
      const until = time + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [id, timer] = due;
        timers.delete(id);
        time = timer.at;
        timer.callback();
      }
      time = until;
    },
  };
}

export type FakeClock = ReturnType<typeof createFakeClock>;
