import type { KeyValueStorage } from '@tp/api';

/**
 * DECISIONS D17: whether the user's own amounts are hidden. One store per app: the choice is kept as
 * `privacyMode` in local storage and follows a change made in another tab (the `storage` event).
 */
export interface PrivacyMode {
  /** True while amounts are hidden. */
  readonly hidden: () => boolean;
  readonly setHidden: (hidden: boolean) => void;
  readonly toggle: () => void;
  readonly subscribe: (listener: () => void) => () => void;
}

const storedHidden = 'on';

/** Where another tab's change is heard: the window. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * A store kept in `storage` under `key` (`storageKeys.privacyMode`, passed in so that this module does not
 * pull the session store into the first page's chunks); `events` (the window) tells it of another tab's change.
 */
export function createPrivacyMode(
  storage: KeyValueStorage,
  key: string,
  events?: StorageEvents,
): PrivacyMode {
  const listeners = new Set<() => void>();
  let hidden = storage.getItem(key) === storedHidden;
  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    const next = storage.getItem(key) === storedHidden;
    if (next === hidden) return;
    hidden = next;
    notify();
  };

  const setHidden = (next: boolean) => {
    if (next) storage.setItem(key, storedHidden);
    else storage.removeItem(key);
    if (next === hidden) return;
    hidden = next;
    notify();
  };

  return {
    hidden: () => hidden,
    setHidden,
    toggle: () => setHidden(!hidden),
    subscribe: (listener) => {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A store that never changes: amounts shown (outside any provider) or hidden (a story's). */
export function fixedPrivacyMode(hidden: boolean): PrivacyMode {
  return {
    hidden: () => hidden,
    setHidden: () => {},
    toggle: () => {},
    subscribe: () => () => {},
  };
}

/** Alt+Shift+H, as `aria-keyshortcuts` writes it and the toggle's tooltip says it. */
export const privacyShortcut = 'Alt+Shift+H';

/** Whether a key press is the shortcut (by the key's place, since Alt changes the character on a Mac). */
export function isPrivacyShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH'
  );
}
