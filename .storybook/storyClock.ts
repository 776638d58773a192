/**
 * Storybook's clock: every story starts at the mock API's seed time (SEED_NOW) and runs on from there, whatever
 * the day on the device, so "Last updated", a code's expiry, Resend's countdown, the footer's year and every
 * date the query cache stamps read the same in every run and every Chromatic build. Only the time of day
 * moves; dates parsed or built from numbers are untouched. The preview puts it in place of `Date` as each
 * story starts; under Vitest it gives the device's `Date` back once the story's test is over.
 */
export interface StoryClock {
  /** A Date that reads the story clock when built without arguments, and `Date.now()` that reads it. */
  Date: DateConstructor;
  /** Puts the clock back at `start` (each story's beforeEach). */
  restart: () => void;
}

export function createStoryClock(
  start: string | number,
  RealDate: DateConstructor = globalThis.Date,
): StoryClock {
  const startMs = typeof start === 'number' ? start : RealDate.parse(start);
  let offset = startMs - RealDate.now();
  const now = () => RealDate.now() + offset;

  class StoryDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return now();
    }
  }

  return {
    // Called without `new`, Date returns the current time as a string; the subclass cannot, so keep that.
    Date: new Proxy(StoryDate, {
      apply: () => new StoryDate().toString(),
    }) as unknown as DateConstructor,
    restart: () => {
      offset = startMs - RealDate.now();
    },
  };
}
