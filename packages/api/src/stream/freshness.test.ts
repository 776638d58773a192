// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayedAfterMs, freshnessOf, nextFreshnessChangeAt, staleAfterMs } from './freshness';
import type { ConnectionPhase } from './marketSocketTypes';

const now = 1_764_633_600_000;
const second = 1_000;
const phases: ConnectionPhase[] = [
  'idle',
  'connecting',
  'live',
  'reconnecting',
  'offline',
  'fallback',
];

describe('how fresh a price is (D19)', () => {
  it('is live while the socket is live and updates come as usual', () => {
    expect(
      freshnessOf({ at: now - 1_500, now, usualIntervalMs: second, connection: 'live' }),
    ).toEqual({ kind: 'live', at: now - 1_500 });
  });

  it('is delayed after twice its usual interval without an update', () => {
    const input = { now, usualIntervalMs: second, connection: 'live' } as const;
    expect(freshnessOf({ ...input, at: now - 2_000 }).kind).toBe('live');
    expect(freshnessOf({ ...input, at: now - 2_001 })).toEqual({
      kind: 'delayed',
      at: now - 2_001,
    });
  });

  it('is stale past its stale mark even on a live socket', () => {
    const input = { now, usualIntervalMs: second, connection: 'live' } as const;
    expect(staleAfterMs(second)).toBe(20_000);
    expect(freshnessOf({ ...input, at: now - 20_000 }).kind).toBe('delayed');
    expect(freshnessOf({ ...input, at: now - 20_001 })).toEqual({
      kind: 'stale',
      at: now - 20_001,
    });
  });

  it('is stale, whatever its age, while the socket reconnects or the network is down', () => {
    for (const connection of ['reconnecting', 'offline'] as const)
      expect(freshnessOf({ at: now, now, usualIntervalMs: second, connection })).toEqual({
        kind: 'stale',
        at: now,
      });
  });

  it('is stale with no time when there is no data', () => {
    expect(freshnessOf({ at: null, now, usualIntervalMs: second, connection: 'live' })).toEqual({
      kind: 'stale',
      at: null,
    });
  });

  it('judges polled prices (fallback) by the poll interval', () => {
    const input = { now, usualIntervalMs: 15_000, connection: 'fallback' } as const;
    expect(freshnessOf({ ...input, at: now - 14_000 }).kind).toBe('live');
    expect(freshnessOf({ ...input, at: now - 31_000 }).kind).toBe('delayed');
    expect(freshnessOf({ ...input, at: now - 61_000 }).kind).toBe('stale');
  });

  it('never shows a price older than its stale mark, nor one from a down socket, without the mark', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 2 ** 45 }), { nil: null }),
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 1, max: 10 * 60_000 }),
        fc.constantFrom(...phases),
        (at, now, usualIntervalMs, connection) => {
          const freshness = freshnessOf({ at, now, usualIntervalMs, connection });
          expect(freshness.at).toBe(at);
          const old = at === null || now - at > staleAfterMs(usualIntervalMs);
          const down = connection === 'reconnecting' || connection === 'offline';
          if (old || down) expect(freshness.kind).toBe('stale');
          if (freshness.kind === 'live')
            expect(now - at!).toBeLessThanOrEqual(delayedAfterMs(usualIntervalMs));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is stale, whatever its age, when the latest refresh failed', () => {
    expect(
      freshnessOf({ at: now, now, usualIntervalMs: second, connection: 'idle', failed: true }),
    ).toEqual({ kind: 'stale', at: now });
  });

  it('names the next moment the same data changes kind, and none once it is stale or absent', () => {
    const at = now - 500;
    expect(nextFreshnessChangeAt(at, second, now)).toBe(at + 2_001);
    expect(nextFreshnessChangeAt(at, second, at + 2_001)).toBe(at + 20_001);
    expect(nextFreshnessChangeAt(at, second, at + 20_001)).toBeNull();
    expect(nextFreshnessChangeAt(null, second, now)).toBeNull();
  });

  it('changes kind by age only at the moments it names (any age, any interval)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (age, usualIntervalMs) => {
          const at = now - age;
          const kindAt = (time: number) =>
            freshnessOf({ at, now: time, usualIntervalMs, connection: 'live' }).kind;
          const next = nextFreshnessChangeAt(at, usualIntervalMs, now);
          if (next === null)
            return kindAt(now + 10 * staleAfterMs(usualIntervalMs)) === kindAt(now);
          return kindAt(next - 1) === kindAt(now) && kindAt(next) !== kindAt(now);
        },
      ),
    );
  });
});
