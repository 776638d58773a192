import { createStoredStore, storedFlag, type KeyValueStorage, type StorageEvents } from '@tp/api';

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

/** DECISIONS D17: the storage key, `on` while the user's own amounts are hidden. */
export const privacyModeKey = 'privacyMode';

/** A store kept in `storage` under `key` (`privacyModeKey`); `events` (the window) tells it of another tab's change. */
export function createPrivacyMode(
  storage: KeyValueStorage,
  key: string,
  events?: StorageEvents,
): PrivacyMode {
  const stored = createStoredStore(key, storedFlag('on'), { storage, events: events ?? null });
  return {
    hidden: stored.get,
    setHidden: (hidden) => void stored.set(hidden),
    toggle: () => void stored.set(!stored.get()),
    subscribe: (listener) => stored.subscribe(() => listener()),
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
