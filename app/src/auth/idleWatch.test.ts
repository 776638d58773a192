// D15: two tabs of one browser share one local storage; each watches the same idle session. Storage events
// reach the other tabs a moment later, as in a browser; the clock and every timer are Vitest's fakes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '@tp/api';
import { ACTIVITY_WRITE_INTERVAL_MS, watchIdleSession, type IdlePhase } from './idleWatch';
import { SESSION_ACTIVITY_KEY, clearSessionActivity, readSessionActivity } from './sessionActivity';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const START = Date.UTC(2026, 0, 5, 9, 0, 0);

function createBrowser() {
  const values = new Map<string, string>([['username', 'alex']]);
  const tabs: EventTarget[] = [];
  let writes = 0;

  function openTab() {
    const target = new EventTarget();
    const doc = new EventTarget();
    tabs.push(target);
    // Like a browser: every other tab hears of a change, a moment later.
    const tell = (key: string) => {
      for (const other of tabs) {
        if (other !== target)
          setTimeout(() => other.dispatchEvent(Object.assign(new Event('storage'), { key })), 0);
      }
    };
    const storage: KeyValueStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        if (key === SESSION_ACTIVITY_KEY) writes += 1;
        values.set(key, value);
        tell(key);
      },
      removeItem: (key) => {
        if (values.delete(key)) tell(key);
      },
    };
    const phases: IdlePhase[] = [];
    const tab = {
      target,
      doc,
      storage,
      expired: 0,
      keptAlive: 0,
      phase: () => phases.at(-1),
      act: (type = 'keydown') => target.dispatchEvent(new Event(type)),
    };
    const watch = watchIdleSession({
      storage,
      user: 'alex',
      defaultTimeoutMs: 15 * MINUTE,
      target,
      doc,
      signedInUser: () => values.get('username') ?? null,
      onPhase: (phase) => phases.push(phase),
      // What the app does: the session ends, and with it the shared record.
      onExpire: () => {
        tab.expired += 1;
        storage.removeItem('username');
        clearSessionActivity(storage);
      },
      onKeepAlive: () => {
        tab.keptAlive += 1;
      },
    });
    return Object.assign(tab, { watch });
  }

  return {
    values,
    openTab,
    record: () =>
      readSessionActivity({
        getItem: (key) => values.get(key) ?? null,
        setItem: () => undefined,
        removeItem: () => undefined,
      }),
    writes: () => writes,
  };
}

const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one tab', () => {
  it('starts the shared record at sign-in, warns a minute before the end, counts down and expires once', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    expect(browser.record()).toEqual({ user: 'alex', activeAt: START, serverTouchedAt: START });
    expect(tab.phase()).toEqual({ status: 'active' });

    await elapse(14 * MINUTE - 1);
    expect(tab.phase()).toEqual({ status: 'active' });
    await elapse(1);
    expect(tab.phase()).toEqual({ status: 'warning', secondsLeft: 60 });
    await elapse(SECOND);
    expect(tab.phase()).toEqual({ status: 'warning', secondsLeft: 59 });
    await elapse(58 * SECOND);
    expect(tab.phase()).toEqual({ status: 'warning', secondsLeft: 1 });
    expect(tab.expired).toBe(0);
    await elapse(SECOND);
    expect(tab.phase()).toEqual({ status: 'expired' });
    expect(tab.expired).toBe(1);
    await elapse(30 * MINUTE);
    expect(tab.expired).toBe(1);
  });

  it('activity moves the deadline; a still pointer (the page moved under it) does not', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    await elapse(10 * MINUTE);
    const still = Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 });
    tab.target.dispatchEvent(still);
    expect(browser.record()?.activeAt).toBe(START);
    tab.act('pointerdown');
    expect(browser.record()?.activeAt).toBe(START + 10 * MINUTE);
    await elapse(13 * MINUTE);
    expect(tab.phase()).toEqual({ status: 'active' });
    await elapse(MINUTE);
    expect(tab.phase()).toMatchObject({ status: 'warning' });
  });

  it('writes the shared time at most every few seconds, however busy the user', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    const before = browser.writes();
    for (let step = 0; step < 200; step += 1) {
      tab.act(step % 2 ? 'pointermove' : 'wheel');
      await elapse(100);
    }
    // 20 s of constant activity.
    expect(browser.writes() - before).toBeLessThanOrEqual(20_000 / ACTIVITY_WRITE_INTERVAL_MS);
    expect(browser.writes() - before).toBeGreaterThanOrEqual(3);
  });

  it('asks for an answer during the warning: activity alone does not close it, Stay signed in does', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    await elapse(14 * MINUTE + 10 * SECOND);
    tab.act('pointerdown');
    tab.act('keydown');
    expect(tab.phase()).toEqual({ status: 'warning', secondsLeft: 50 });
    tab.watch.staySignedIn();
    expect(tab.phase()).toEqual({ status: 'active' });
    expect(tab.keptAlive).toBe(1);
    expect(browser.record()).toMatchObject({
      activeAt: START + 14 * MINUTE + 10 * SECOND,
      serverTouchedAt: START + 14 * MINUTE + 10 * SECOND,
    });
  });

  it('signs out at once when it wakes past the deadline, though its timers never ran', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    // The computer slept: the clock moved, no timer fired.
    vi.setSystemTime(START + 40 * MINUTE);
    expect(tab.expired).toBe(0);
    tab.doc.dispatchEvent(new Event('visibilitychange'));
    expect(tab.expired).toBe(1);
  });

  it('keeps the server counting while the user is active, and only then', async () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    await elapse(MINUTE);
    tab.act();
    // The server last heard at sign-in; it must hear again before its own 15 minutes run out.
    await elapse(12 * MINUTE - 1);
    expect(tab.keptAlive).toBe(0);
    await elapse(1);
    expect(tab.keptAlive).toBe(1);
    expect(browser.record()?.serverTouchedAt).toBe(START + 13 * MINUTE);
    // Idle since: nothing new for the server to hear, so no more calls until the session ends.
    await elapse(3 * MINUTE);
    expect(tab.keptAlive).toBe(1);
    expect(tab.expired).toBe(1);
  });

  it('never reads a record of another user as its own', async () => {
    const browser = createBrowser();
    const sams = { user: 'sam', activeAt: START - HOUR, serverTouchedAt: START - HOUR };
    browser.values.set(SESSION_ACTIVITY_KEY, JSON.stringify(sams));
    const tab = browser.openTab();
    expect(tab.phase()).toEqual({ status: 'active' });
    expect(browser.record()).toEqual({ user: 'alex', activeAt: START, serverTouchedAt: START });
  });
});

describe('two tabs of one browser', () => {
  it('activity in one keeps the other signed in', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    await elapse(10 * MINUTE);
    second.act('pointerdown');
    await elapse(10 * MINUTE);
    // 20 minutes since the first tab saw anything itself, 10 since the second did.
    expect(first.phase()).toEqual({ status: 'active' });
    expect(first.expired + second.expired).toBe(0);
    await elapse(4 * MINUTE);
    expect(first.phase()).toMatchObject({ status: 'warning', secondsLeft: 60 });
    expect(second.phase()).toMatchObject({ status: 'warning', secondsLeft: 60 });
  });

  it('Stay signed in in one tab closes the warning in every tab', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    await elapse(14 * MINUTE + 5 * SECOND);
    expect(second.phase()).toMatchObject({ status: 'warning' });
    first.watch.staySignedIn();
    await elapse(0);
    expect(first.phase()).toEqual({ status: 'active' });
    expect(second.phase()).toEqual({ status: 'active' });
    expect(first.keptAlive + second.keptAlive).toBe(1);
    // The new deadline holds in both.
    await elapse(14 * MINUTE - SECOND);
    expect(second.phase()).toEqual({ status: 'active' });
  });

  it('one tab signing out ends the watch in the other: it does not sign out a second time', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    await elapse(15 * MINUTE);
    expect(first.expired + second.expired).toBe(1);
    await elapse(HOUR);
    expect(first.expired + second.expired).toBe(1);
    expect(browser.record()).toBeNull();
  });

  it('a timeout one tab heard from the server is every tab’s', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    first.watch.learnTimeout(5 * MINUTE);
    await elapse(4 * MINUTE);
    expect(second.phase()).toMatchObject({ status: 'warning', secondsLeft: 60 });
    first.watch.learnTimeout(30 * MINUTE);
    await elapse(0);
    expect(second.phase()).toEqual({ status: 'active' });
    await elapse(25 * MINUTE);
    expect(second.phase()).toMatchObject({ status: 'warning' });
  });
});
