import {
  createStoredStore,
  storedJson,
  type KeyValueStorage,
  type StorageEvents,
  type StoredStore,
} from '@tp/api';

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

/** The record, or null when it is not one (written by hand, an old shape). */
function asSessionActivity(value: unknown): SessionActivity | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<Record<keyof SessionActivity, unknown>>;
  if (typeof record.user !== 'string') return null;
  if (!isTime(record.activeAt) || !isTime(record.serverTouchedAt)) return null;
  const timeoutMs = isTime(record.timeoutMs) && record.timeoutMs > 0 ? record.timeoutMs : undefined;
  return {
    user: record.user,
    activeAt: record.activeAt,
    serverTouchedAt: record.serverTouchedAt,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}

/** The shared record in `storage`; `events` (a tab's window) tells of another tab's write. */
export function storedSessionActivity(
  storage: KeyValueStorage,
  events: StorageEvents | null = null,
): StoredStore<SessionActivity | null> {
  return createStoredStore(SESSION_ACTIVITY_KEY, storedJson(asSessionActivity), {
    storage,
    events,
  });
}

/** The stored record, or null when there is none or it is not one. */
export function readSessionActivity(storage: KeyValueStorage): SessionActivity | null {
  return storedSessionActivity(storage).get();
}

export function clearSessionActivity(storage: KeyValueStorage): void {
  storedSessionActivity(storage).set(null);
}
