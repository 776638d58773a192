import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoryClock } from './storyClock';

const seed = '2026-06-15T12:00:00.000Z';

afterEach(() => vi.useRealTimers());

describe('the story clock', () => {
  it('reads the seed time on any day the device says', () => {
    for (const deviceDay of ['2026-11-26T22:00:00Z', '2031-02-03T04:05:06Z']) {
      vi.useFakeTimers({ now: new Date(deviceDay), toFake: ['Date'] });
      const clock = createStoryClock(seed, globalThis.Date);
      expect(new clock.Date().toISOString()).toBe(seed);
      expect(clock.Date.now()).toBe(Date.parse(seed));
      expect(new clock.Date().getFullYear()).toBe(2026);
      vi.useRealTimers();
    }
  });

  it('runs on from the seed and starts there again for the next story', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const clock = createStoryClock(seed, globalThis.Date);
    vi.setSystemTime(new Date('2030-01-01T00:00:53Z'));
    expect(clock.Date.now() - Date.parse(seed)).toBe(53_000);
    clock.restart();
    expect(new clock.Date().toISOString()).toBe(seed);
  });

  it('leaves dates built from a value alone, and is still a Date', () => {
    const clock = createStoryClock(seed);
    expect(new clock.Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new clock.Date('2024-03-01').getUTCMonth()).toBe(2);
    expect(new clock.Date(2024, 0, 2).getDate()).toBe(2);
    expect(new clock.Date()).toBeInstanceOf(Date);
    expect(clock.Date.parse('2024-03-01T00:00:00Z')).toBe(Date.UTC(2024, 2, 1));
    expect(typeof clock.Date()).toBe('string');
  });
});
