// The market socket's connection state as an external store: the same object until something in it changes
// (useSyncExternalStore compares snapshots by identity), and listeners told only of real changes.
import type { ConnectionState } from './marketSocketTypes';

export function createConnectionStore() {
  let state: ConnectionState = {
    phase: 'idle',
    retryAt: null,
    lastClose: null,
    lastMessageAt: null,
  };
  const listeners = new Set<(state: ConnectionState) => void>();
  return {
    get: () => state,
    set(patch: Partial<ConnectionState>) {
      const next = { ...state, ...patch };
      const keys = Object.keys(next) as (keyof ConnectionState)[];
      if (keys.every((key) => next[key] === state[key])) return;
      state = next;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener: (state: ConnectionState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
