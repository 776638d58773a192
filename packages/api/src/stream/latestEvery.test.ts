import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestEvery } from './latestEvery';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('latestEvery', () => {
  it('applies the first value at once, then the newest of each interval, and never loses the last', () => {
    const applied: number[] = [];
    const writes = latestEvery(250, (value: number) => applied.push(value));
    writes.push(1);
    expect(applied).toEqual([1]);
    for (let value = 2; value <= 10; value += 1) {
      vi.advanceTimersByTime(20);
      writes.push(value);
    }
    expect(applied).toEqual([1]);
    vi.advanceTimersByTime(70);
    expect(applied).toEqual([1, 10]);
    writes.push(11);
    vi.advanceTimersByTime(250);
    expect(applied).toEqual([1, 10, 11]);
    vi.advanceTimersByTime(1_000);
    expect(applied).toEqual([1, 10, 11]);
  });

  it('applies nothing more once cancelled', () => {
    const applied: number[] = [];
    const writes = latestEvery(250, (value: number) => applied.push(value));
    writes.push(1);
    writes.push(2);
    writes.cancel();
    vi.advanceTimersByTime(1_000);
    expect(applied).toEqual([1]);
  });
});
