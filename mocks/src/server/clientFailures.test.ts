// @vitest-environment node
// Issue 24: the per-address count of failed guesses forgets addresses that stopped, not only returning ones.
import { describe, expect, it } from 'vitest';
import { CLIENT_FAILURE_WINDOW_MS, createClientFailures } from './clientFailures';

describe('failed guesses per client address', () => {
  it('remember only the addresses of the last window, however many tried before', () => {
    let now = 0;
    const failures = createClientFailures(() => now, 3);
    for (let index = 0; index < 1_000; index += 1)
      failures.record(`198.51.100.${index % 250}:${index}`, '/auth/login/', 401);
    expect(failures.size()).toBe(1_000);
    now += CLIENT_FAILURE_WINDOW_MS + 1;
    failures.record('203.0.113.9', '/auth/login/', 401);
    expect(failures.size()).toBe(1);
  });

  it('still refuse an address past its limit within the window', () => {
    let now = 0;
    const failures = createClientFailures(() => now, 3);
    for (let index = 0; index < 3; index += 1) failures.record('203.0.113.9', '/auth/login/', 401);
    expect(failures.waitSeconds('203.0.113.9', '/auth/login/')).toBeGreaterThan(0);
    // Other paths and other addresses are not limited.
    expect(failures.waitSeconds('203.0.113.9', '/api/packages/')).toBe(0);
    expect(failures.waitSeconds('203.0.113.10', '/auth/login/')).toBe(0);
    now += CLIENT_FAILURE_WINDOW_MS + 1;
    expect(failures.waitSeconds('203.0.113.9', '/auth/login/')).toBe(0);
  });
});
