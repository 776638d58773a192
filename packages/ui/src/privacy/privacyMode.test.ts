import { describe, expect, it, vi } from 'vitest';
import { createPrivacyMode, isPrivacyShortcut, privacyModeKey } from './privacyMode';

function memoryStorage(items: Record<string, string> = {}) {
  return {
    items,
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
    removeItem: (key: string) => void delete items[key],
  };
}

/** A window stand-in: the listeners it was given, and a way to fire another tab's storage event. */
function eventTarget() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    listeners,
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
      listeners.delete(listener);
    },
    fire: (key: string | null) =>
      listeners.forEach((listener) => listener({ key } as StorageEvent)),
  };
}

describe('createPrivacyMode', () => {
  it('starts shown, and hidden when the stored choice says so (a reload)', () => {
    expect(createPrivacyMode(memoryStorage(), privacyModeKey).hidden()).toBe(false);
    expect(
      createPrivacyMode(memoryStorage({ [privacyModeKey]: 'on' }), privacyModeKey).hidden(),
    ).toBe(true);
  });

  it('stores the choice as privacyMode and tells its subscribers', () => {
    const storage = memoryStorage();
    const mode = createPrivacyMode(storage, privacyModeKey);
    const listener = vi.fn();
    mode.subscribe(listener);
    mode.toggle();
    expect(storage.items).toEqual({ privacyMode: 'on' });
    expect(listener).toHaveBeenCalledOnce();
    mode.toggle();
    expect(storage.items).toEqual({});
    expect(mode.hidden()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows another tab's change, and only a change of its own key", () => {
    const storage = memoryStorage();
    const events = eventTarget();
    const mode = createPrivacyMode(storage, privacyModeKey, events);
    const listener = vi.fn();
    const unsubscribe = mode.subscribe(listener);
    storage.items['theme'] = 'dark';
    events.fire('theme');
    expect(listener).not.toHaveBeenCalled();
    storage.items[privacyModeKey] = 'on';
    events.fire(privacyModeKey);
    expect(mode.hidden()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    // Another tab cleared the whole storage (key null): amounts show again.
    delete storage.items[privacyModeKey];
    events.fire(null);
    expect(mode.hidden()).toBe(false);
    unsubscribe();
    expect(events.listeners.size).toBe(0);
  });
});

describe('isPrivacyShortcut', () => {
  const press = (code: string, keys: Partial<KeyboardEvent> = {}) => ({
    altKey: false,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    code,
    ...keys,
  });

  it('is Alt+Shift+H by the key, whatever character Alt makes of it', () => {
    expect(isPrivacyShortcut(press('KeyH', { altKey: true, shiftKey: true }))).toBe(true);
  });

  it('is not H alone, nor with Ctrl or Cmd as well, nor another key', () => {
    expect(isPrivacyShortcut(press('KeyH'))).toBe(false);
    expect(isPrivacyShortcut(press('KeyH', { altKey: true }))).toBe(false);
    expect(isPrivacyShortcut(press('KeyH', { altKey: true, shiftKey: true, ctrlKey: true }))).toBe(
      false,
    );
    expect(isPrivacyShortcut(press('KeyH', { altKey: true, shiftKey: true, metaKey: true }))).toBe(
      false,
    );
    expect(isPrivacyShortcut(press('KeyJ', { altKey: true, shiftKey: true }))).toBe(false);
  });
});
