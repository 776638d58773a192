// @vitest-environment node
// Issue 24: the per-address count of failed guesses forgets addresses that stopped, not only returning ones.
// Issue 40: an attempt is counted when it starts, keyed by the contract's operation, and taken back when it passes.
import { describe, expect, it } from 'vitest';
import { CLIENT_FAILURE_WINDOW_MS, createClientFailures } from './clientFailures';

const waitOf = (answer: object) => ('wait' in answer ? (answer.wait as number) : 0);

describe('failed guesses per client address', () => {
  it('remember only the addresses of the last window, however many tried before', () => {
    let now = 0;
    const failures = createClientFailures(() => now, 3);
    for (let index = 0; index < 1_000; index += 1) {
      const attempt = failures.reserve(`198.51.100.${index % 250}:${index}`, 'login');
      if ('settle' in attempt) attempt.settle(401);
    }
    expect(failures.size()).toBe(1_000);
    now += CLIENT_FAILURE_WINDOW_MS + 1;
    failures.reserve('203.0.113.9', 'login');
    expect(failures.size()).toBe(1);
  });

  it('still refuse an address past its limit within the window', () => {
    let now = 0;
    const failures = createClientFailures(() => now, 3);
    for (let index = 0; index < 3; index += 1) failures.reserve('203.0.113.9', 'login');
    expect(waitOf(failures.reserve('203.0.113.9', 'login'))).toBeGreaterThan(0);
    // Other operations and other addresses are not limited.
    expect(waitOf(failures.reserve('203.0.113.9', 'listPackages'))).toBe(0);
    expect(waitOf(failures.reserve('203.0.113.10', 'login'))).toBe(0);
    now += CLIENT_FAILURE_WINDOW_MS + 1;
    expect(waitOf(failures.reserve('203.0.113.9', 'login'))).toBe(0);
  });

  it('count attempts still in flight, and give back the ones that passed', () => {
    const failures = createClientFailures(() => 0, 2);
    const first = failures.reserve('203.0.113.9', 'login');
    const second = failures.reserve('203.0.113.9', 'login');
    expect(waitOf(failures.reserve('203.0.113.9', 'login'))).toBeGreaterThan(0);
    if ('settle' in first) first.settle(200);
    if ('settle' in second) {
      second.settle(401);
      second.settle(500);
    }
    expect(waitOf(failures.reserve('203.0.113.9', 'login'))).toBe(0);
    expect(waitOf(failures.reserve('203.0.113.9', 'login'))).toBeGreaterThan(0);
  });
});
