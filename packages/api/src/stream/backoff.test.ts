// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attemptAfterDrop, reconnectDelay, stableConnectionMs } from './backoff';

const randoms = [0, 0.001, 0.25, 0.5, 0.75, 0.999999];

describe('the reconnect backoff (D19)', () => {
  it('waits between 1 s and min(60 s, 1 s · 2^attempt)', () => {
    for (let attempt = 0; attempt <= 12; attempt += 1)
      for (const random of randoms) {
        const delay = reconnectDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(Math.min(60_000, 1_000 * 2 ** attempt));
      }
  });

  it('spreads the wait uniformly below the cap (full jitter), lifted to the 1 s floor', () => {
    expect(reconnectDelay(4, () => 0.5)).toBe(8_000);
    expect(reconnectDelay(4, () => 0.25)).toBe(4_000);
    expect(reconnectDelay(4, () => 0)).toBe(1_000);
    expect(reconnectDelay(0, () => 0.999)).toBe(1_000);
  });

  it('doubles its cap with each attempt up to 60 s, and stays there', () => {
    const longest = (attempt: number) => reconnectDelay(attempt, () => 0.999999);
    expect([1, 2, 3, 4, 5].map(longest)).toEqual([1_999, 3_999, 7_999, 15_999, 31_999]);
    expect(longest(6)).toBe(59_999);
    expect(longest(40)).toBe(59_999);
  });

  it('starts over only after a connection stayed open and synced for 30 s', () => {
    const droppedAt = 1_000_000;
    expect(attemptAfterDrop(5, droppedAt - stableConnectionMs, droppedAt)).toBe(0);
    expect(attemptAfterDrop(5, droppedAt - stableConnectionMs + 1, droppedAt)).toBe(6);
    expect(attemptAfterDrop(5, null, droppedAt)).toBe(6);
    expect(attemptAfterDrop(0, null, droppedAt)).toBe(1);
  });
});
