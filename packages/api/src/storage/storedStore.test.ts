import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  createMemoryStorage,
  createStoredStore,
  storedChoice,
  storedFlag,
  storedJson,
  storedText,
  useStoredValue,
  type KeyValueStorage,
  type StoredStore,
} from './storedStore';

/** A window stand-in: another tab's `storage` events, fired by hand. */
function otherTabs() {
  const listeners = new Set<(event: Event) => void>();
  return {
    listeners,
    addEventListener: (_type: 'storage', listener: (event: Event) => void) =>
      void listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: Event) => void) =>
      void listeners.delete(listener),
    fire: (init: Partial<Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>>) =>
      listeners.forEach((listener) =>
        listener(Object.assign(new Event('storage'), { key: null, ...init })),
      ),
  };
}

const theme = storedChoice(['light', 'dark'], 'light');

describe('createStoredStore: what is read', () => {
  it('reads the stored value through its schema, and the fallback for nothing, a bad or a foreign value', () => {
    const storage = createMemoryStorage({ theme: 'dark' });
    const store = createStoredStore('theme', theme, { storage, events: null });
    expect(store.get()).toBe('dark');
    storage.setItem('theme', 'sepia');
    expect(store.get()).toBe('light');
    storage.removeItem('theme');
    expect(store.get()).toBe('light');
  });

  it('refuses a record of the wrong shape or broken JSON, and answers the same object until the text changes', () => {
    const read = (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { at?: unknown }).at === 'number'
        ? (value as { at: number })
        : null;
    const storage = createMemoryStorage({ record: '{"at":1}' });
    const store = createStoredStore('record', storedJson(read), { storage, events: null });
    expect(store.get()).toEqual({ at: 1 });
    expect(store.get()).toBe(store.get());
    for (const foreign of ['{"at":"1"}', '{not json', 'null', '42']) {
      storage.setItem('record', foreign);
      expect(store.get()).toBeNull();
    }
  });

  it('writes through its schema: a flag turned off, or null text, removes the key', () => {
    const storage = createMemoryStorage();
    const flag = createStoredStore('privacyMode', storedFlag('on'), { storage, events: null });
    flag.set(true);
    expect(storage.getItem('privacyMode')).toBe('on');
    flag.set(false);
    expect(storage.getItem('privacyMode')).toBeNull();
    const text = createStoredStore('username', storedText(), { storage, events: null });
    text.set('alex');
    expect(storage.getItem('username')).toBe('alex');
    text.set(null);
    expect(storage.getItem('username')).toBeNull();
  });

  it('tells this tab’s subscribers of a write that changes the value, once', () => {
    const store = createStoredStore('theme', theme, {
      storage: createMemoryStorage(),
      events: null,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('dark');
    store.set('dark');
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith({ elsewhere: false, previous: 'light', next: 'dark' });
  });
});

describe('createStoredStore: another tab', () => {
  it('hears its own key’s storage event, with what the other tab replaced, and no other key', () => {
    const storage = createMemoryStorage();
    const tabs = otherTabs();
    const store = createStoredStore('theme', theme, { storage, events: tabs });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem('language', 'de');
    tabs.fire({ key: 'language', oldValue: null, newValue: 'de' });
    expect(listener).not.toHaveBeenCalled();
    storage.setItem('theme', 'dark');
    tabs.fire({ key: 'theme', oldValue: 'light', newValue: 'dark' });
    expect(listener).toHaveBeenCalledWith({ elsewhere: true, previous: 'light', next: 'dark' });
    expect(store.get()).toBe('dark');
    unsubscribe();
    expect(tabs.listeners.size).toBe(0);
  });

  it('hears a cleared storage (key null), and not another storage area’s event', () => {
    const storage = createMemoryStorage({ theme: 'dark' });
    const tabs = otherTabs();
    const store = createStoredStore('theme', theme, { storage, events: tabs });
    const listener = vi.fn();
    store.subscribe(listener);
    tabs.fire({ key: 'theme', storageArea: createMemoryStorage() as Storage });
    expect(listener).not.toHaveBeenCalled();
    storage.removeItem('theme');
    tabs.fire({ key: null });
    expect(listener).toHaveBeenCalledWith({ elsewhere: true, previous: 'dark', next: 'light' });
  });

  it('listens only while someone subscribes', () => {
    const tabs = otherTabs();
    const store = createStoredStore('theme', theme, {
      storage: createMemoryStorage(),
      events: tabs,
    });
    expect(tabs.listeners.size).toBe(0);
    const stops = [store.subscribe(() => {}), store.subscribe(() => {})];
    expect(tabs.listeners.size).toBe(1);
    stops.forEach((stop) => stop());
    expect(tabs.listeners.size).toBe(0);
  });
});

describe('createStoredStore: a storage that refuses', () => {
  const refusing = (initial: Record<string, string> = {}): KeyValueStorage => ({
    ...createMemoryStorage(initial),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  });

  it('does not throw: the write answers the refusal, and the value holds in this tab', () => {
    const store = createStoredStore('privacyMode', storedFlag('on'), {
      storage: refusing(),
      events: null,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.set(true)).toMatchObject({ error: { name: 'QuotaExceededError' } });
    expect(store.get()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.set(false)).toBeNull();
    expect(store.get()).toBe(false);
  });

  it('gives up the value held in this tab when another tab writes', () => {
    const storage = refusing({ theme: 'light' });
    const tabs = otherTabs();
    const store = createStoredStore('theme', theme, { storage, events: tabs });
    store.subscribe(() => {});
    store.set('dark');
    expect(store.get()).toBe('dark');
    tabs.fire({ key: 'theme', oldValue: 'dark', newValue: 'light' });
    expect(store.get()).toBe('light');
  });

  it('reads the fallback from a storage that throws at every touch (blocked site data)', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
    };
    const store = createStoredStore('theme', theme, { storage: blocked, events: null });
    expect(store.get()).toBe('light');
    expect(() => store.set('dark')).not.toThrow();
    expect(store.get()).toBe('dark');
  });
});

describe('createStoredStore: the server render (no window)', () => {
  function Theme({ store }: { store: StoredStore<'light' | 'dark'> }) {
    return createElement('p', null, useStoredValue(store));
  }

  it('renders the stored value of the given storage, and the fallback with no storage at all', () => {
    expect(typeof window).toBe('undefined');
    const given = createStoredStore('theme', theme, {
      storage: createMemoryStorage({ theme: 'dark' }),
    });
    expect(renderToString(createElement(Theme, { store: given }))).toBe('<p>dark</p>');
    const none = createStoredStore('theme', theme);
    expect(renderToString(createElement(Theme, { store: none }))).toBe('<p>light</p>');
  });

  it('answers an in-memory storage where the browser has none', () => {
    const storage = browserStorage();
    expect(storage).toBe(browserStorage());
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
  });
});
