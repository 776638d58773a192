import type { KeyValueStorage } from '@tp/api';

/**
 * D15: the one local storage key idle sign-out adds to D4's list. Every tab of the browser reads and
 * writes it; the `storage` event tells the others. It holds times only, never a token.
 */
export const SESSION_ACTIVITY_KEY = 'sessionActivity';

export interface SessionActivity {
  /** The signed-in username it belongs to: a record of another session is never read as this one's. */
  user: string;
  /** The last activity in any tab (ms since the epoch), written at most every few seconds. */
  activeAt: number;
  /** The last call made so that the server counts the session as used (sign-in, keep-alive). */
  serverTouchedAt: number;
  /** The account's idle timeout, as the last tab to ask the server heard it; absent until one has. */
  timeoutMs?: number;
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The stored record, or null when there is none or it is not one (written by hand, an old shape). */
export function readSessionActivity(storage: KeyValueStorage): SessionActivity | null {
  const raw = storage.getItem(SESSION_ACTIVITY_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SessionActivity, unknown>> | null;
    if (!value || typeof value.user !== 'string') return null;
    if (!isTime(value.activeAt) || !isTime(value.serverTouchedAt)) return null;
    const timeoutMs = isTime(value.timeoutMs) && value.timeoutMs > 0 ? value.timeoutMs : undefined;
    return {
      user: value.user,
      activeAt: value.activeAt,
      serverTouchedAt: value.serverTouchedAt,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    };
  } catch {
    return null;
  }
}

export function writeSessionActivity(storage: KeyValueStorage, activity: SessionActivity): void {
  storage.setItem(SESSION_ACTIVITY_KEY, JSON.stringify(activity));
}

export function clearSessionActivity(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_ACTIVITY_KEY);
}
