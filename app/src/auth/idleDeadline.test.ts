import { describe, expect, it } from 'vitest';
import {
  IDLE_WARNING_MS,
  KEEP_ALIVE_MARGIN_MS,
  idleStateAt,
  keepAliveAt,
  nextCheckAt,
} from './idleDeadline';

const MINUTE = 60_000;
const timeout = 15 * MINUTE;
const last = 1_000_000;

describe('idleStateAt (D15)', () => {
  it('is active until a minute before the timeout', () => {
    expect(idleStateAt(last, timeout, last)).toEqual({
      status: 'active',
      warnsAt: last + 14 * MINUTE,
    });
    expect(idleStateAt(last, timeout, last + 14 * MINUTE - 1).status).toBe('active');
  });

  it('warns for the last minute, counting whole seconds up', () => {
    expect(idleStateAt(last, timeout, last + 14 * MINUTE)).toEqual({
      status: 'warning',
      secondsLeft: 60,
      endsAt: last + timeout,
    });
    expect(idleStateAt(last, timeout, last + 14 * MINUTE + 1)).toMatchObject({ secondsLeft: 60 });
    expect(idleStateAt(last, timeout, last + 14 * MINUTE + 1000)).toMatchObject({
      secondsLeft: 59,
    });
    expect(idleStateAt(last, timeout, last + timeout - 1)).toMatchObject({ secondsLeft: 1 });
  });

  it('has expired at the timeout and at any time after it (a tab that slept past it)', () => {
    expect(idleStateAt(last, timeout, last + timeout)).toEqual({ status: 'expired' });
    expect(idleStateAt(last, timeout, last + 10 * timeout)).toEqual({ status: 'expired' });
  });

  it('takes an activity time ahead of the clock as now, never as a longer session', () => {
    expect(idleStateAt(last + 5 * MINUTE, timeout, last)).toEqual({
      status: 'active',
      warnsAt: last + 14 * MINUTE,
    });
  });

  it('follows the account timeout, and warns for all of a timeout shorter than the warning', () => {
    expect(idleStateAt(last, 5 * MINUTE, last + 4 * MINUTE)).toMatchObject({
      status: 'warning',
      secondsLeft: 60,
    });
    expect(idleStateAt(last, 30_000, last)).toMatchObject({ status: 'warning', secondsLeft: 30 });
    expect(IDLE_WARNING_MS).toBe(MINUTE);
  });
});

describe('keepAliveAt', () => {
  it('is not needed while the server has seen everything since the last activity', () => {
    expect(keepAliveAt(last, last, timeout)).toBeNull();
    expect(keepAliveAt(last, last + MINUTE, timeout)).toBeNull();
  });

  it('is due before the server would count the session idle, after unseen activity', () => {
    expect(keepAliveAt(last + MINUTE, last, timeout)).toBe(last + timeout - KEEP_ALIVE_MARGIN_MS);
    // A short timeout keeps a call at least every half of it.
    expect(keepAliveAt(last + 1, last, 3 * MINUTE)).toBe(last + 1.5 * MINUTE);
  });
});

describe('nextCheckAt', () => {
  it('wakes at the warning while active, or at a keep-alive due first', () => {
    const active = idleStateAt(last, timeout, last);
    expect(nextCheckAt(active, last, null)).toBe(last + 14 * MINUTE);
    expect(nextCheckAt(active, last, last + MINUTE)).toBe(last + MINUTE);
  });

  it('wakes at each whole second of the countdown', () => {
    const now = last + 14 * MINUTE + 250;
    const warning = idleStateAt(last, timeout, now);
    expect(nextCheckAt(warning, now, null)).toBe(last + 14 * MINUTE + 1000);
    const onTheSecond = last + 14 * MINUTE + 2000;
    expect(nextCheckAt(idleStateAt(last, timeout, onTheSecond), onTheSecond, null)).toBe(
      onTheSecond + 1000,
    );
  });

  it('has nothing to wait for once expired', () => {
    expect(nextCheckAt({ status: 'expired' }, last, last + MINUTE)).toBeNull();
  });
});
