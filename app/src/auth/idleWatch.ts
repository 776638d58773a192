// D15: one tab's watch over the idle session that every tab of the browser shares. Activity is written to
// local storage (at most every few seconds); each tab reads it back at every look and decides from the
// timestamps and the clock, so a tab whose timers were throttled, or that slept, is right when it wakes.
import type { KeyValueStorage } from '@tp/api';
import { idleStateAt, keepAliveAt, nextCheckAt, type IdleState } from './idleDeadline';
import { storedSessionActivity, type SessionActivity } from './sessionActivity';

/** A tab writes the shared activity time at most this often (all tabs together, mostly, too). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

/**
 * What counts as the user's activity. Not `scroll`: the page scrolls itself (restoring a position, bringing
 * a field into view); a user's scrolling comes with a wheel, a touch, a key or a pointer on the scrollbar.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'];

export type IdlePhase =
  { status: 'active' } | { status: 'warning'; secondsLeft: number } | { status: 'expired' };

export interface IdleWatchOptions {
  storage: KeyValueStorage;
  /** The signed-in username this watch is for. */
  user: string;
  /** Until a tab has heard the account's own timeout from the server. */
  defaultTimeoutMs: number;
  /** The tab's window: activity, `focus`, `pageshow` and `storage` events arrive there. */
  target: EventTarget;
  /** The tab's document: `visibilitychange`. */
  doc: EventTarget;
  now?: () => number;
  /** Who is signed in now, read from storage (another tab may have signed out or in). */
  signedInUser: () => string | null;
  onPhase: (phase: IdlePhase) => void;
  /** The idle time has run out: sign out. Called once. */
  onExpire: () => void;
  /** Make a call the server counts as use of the session (it ends idle sessions on its own clock). */
  onKeepAlive: () => void;
}

export interface IdleWatch {
  /** Stay signed in: activity now, in every tab, even while the warning shows. */
  staySignedIn(): void;
  /** The server said the account's idle timeout (after the settings were fetched): every tab uses it. */
  learnTimeout(timeoutMs: number): void;
  stop(): void;
}

function samePhase(a: IdlePhase | null, b: IdlePhase): boolean {
  if (!a || a.status !== b.status) return false;
  return a.status !== 'warning' || b.status !== 'warning' || a.secondsLeft === b.secondsLeft;
}

function phaseOf(state: IdleState): IdlePhase {
  return state.status === 'warning'
    ? { status: 'warning', secondsLeft: state.secondsLeft }
    : { status: state.status };
}

/** A synthetic move (the page moved under a still pointer) has no movement; a real one has. */
function isStillPointer(event: Event): boolean {
  if (event.type !== 'pointermove') return false;
  const { movementX, movementY } = event as PointerEvent;
  return movementX === 0 && movementY === 0;
}

export function watchIdleSession(options: IdleWatchOptions): IdleWatch {
  const { storage, user, defaultTimeoutMs, target, doc, signedInUser } = options;
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let expired = false;
  let lastPhase: IdlePhase | null = null;
  let lastNoticedAt = -Infinity;

  const record = storedSessionActivity(storage, target);
  const isOurs = () => !stopped && !expired && signedInUser() === user;

  /** The shared record; a missing one (a session begun just now, here or elsewhere) starts now. */
  function activityAt(time: number): SessionActivity {
    const stored = record.get();
    if (stored && stored.user === user) return stored;
    const fresh: SessionActivity = { user, activeAt: time, serverTouchedAt: time };
    record.set(fresh);
    return fresh;
  }

  function emit(phase: IdlePhase) {
    if (samePhase(lastPhase, phase)) return;
    lastPhase = phase;
    options.onPhase(phase);
  }

  /** Looks at the shared record and the clock: expires, keeps the server's clock going, or waits. */
  function check() {
    clearTimeout(timer);
    timer = undefined;
    if (!isOurs()) return;
    const time = now();
    let activity = activityAt(time);
    const timeoutMs = activity.timeoutMs ?? defaultTimeoutMs;
    const state = idleStateAt(activity.activeAt, timeoutMs, time);
    if (state.status === 'expired') {
      expired = true;
      emit(phaseOf(state));
      options.onExpire();
      return;
    }
    const due = keepAliveAt(activity.activeAt, activity.serverTouchedAt, timeoutMs);
    if (due !== null && time >= due) {
      activity = { ...activity, serverTouchedAt: time };
      record.set(activity);
      options.onKeepAlive();
    }
    emit(phaseOf(state));
    const next = nextCheckAt(
      state,
      time,
      keepAliveAt(activity.activeAt, activity.serverTouchedAt, timeoutMs),
    );
    if (next !== null) timer = setTimeout(check, Math.max(0, next - time));
  }

  function noticeActivity(event: Event) {
    if (isStillPointer(event)) return;
    const time = now();
    // Cheap for a stream of pointer moves: the shared write happens at most every few seconds anyway.
    if (time - lastNoticedAt < 1000) return;
    lastNoticedAt = time;
    if (!isOurs()) return;
    const activity = activityAt(time);
    if (time - activity.activeAt < ACTIVITY_WRITE_INTERVAL_MS) return;
    // While the warning shows, only its answer counts: moving towards its button must not close it.
    const state = idleStateAt(activity.activeAt, activity.timeoutMs ?? defaultTimeoutMs, time);
    if (state.status !== 'active') return;
    record.set({ ...activity, activeAt: time });
    check();
  }

  const listen = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, noticeActivity, listen);
  // Another tab's write (or a cleared storage) may move the deadline.
  const stopFollowing = record.subscribe((change) => {
    if (change.elsewhere) check();
  });
  // A tab that was hidden or asleep looks at once: past the deadline it signs out before anything else.
  target.addEventListener('focus', check);
  target.addEventListener('pageshow', check);
  doc.addEventListener('visibilitychange', check);
  check();

  return {
    staySignedIn() {
      if (!isOurs()) return;
      const time = now();
      const activity = activityAt(time);
      record.set({ ...activity, activeAt: time, serverTouchedAt: time });
      options.onKeepAlive();
      check();
    },
    learnTimeout(timeoutMs) {
      if (!isOurs() || !(timeoutMs > 0)) return;
      const activity = activityAt(now());
      if (activity.timeoutMs === timeoutMs) return;
      record.set({ ...activity, timeoutMs });
      check();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, noticeActivity, listen);
      stopFollowing();
      target.removeEventListener('focus', check);
      target.removeEventListener('pageshow', check);
      doc.removeEventListener('visibilitychange', check);
    },
  };
}
