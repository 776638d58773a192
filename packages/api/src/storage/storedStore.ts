// Issue 42: the one place that reads and writes the browser's storage. Every stored key (the session's, the
// preferences', the idle watch's) is a store made here; `scripts/stored-state.test.ts` fails on any other access.
import { useSyncExternalStore } from 'react';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where another tab's change is heard: the window (its `storage` event). */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

/** How a value is kept as text. What does not parse (written by hand, an old shape, another app's) is no value. */
export interface StoredSchema<T> {
  /** The value when nothing, or nothing valid, is stored. */
  readonly fallback: T;
  /** The value `raw` holds, or undefined when it holds none. */
  parse(raw: string): T | undefined;
  /** The text to store; null removes the key. */
  serialize(value: T): string | null;
}

export interface StoredChange<T> {
  /** Another tab changed it (or cleared the whole storage). */
  readonly elsewhere: boolean;
  /** Before and after, as the change says them (another tab's event carries both). */
  readonly previous: T;
  readonly next: T;
}

export interface StoredStore<T> {
  readonly key: string;
  /** The value now; the same object until the stored text changes (as `useSyncExternalStore` needs). */
  get(): T;
  /**
   * Stores `value` and tells this tab's subscribers. Never throws: a storage that refuses (full, blocked, private
   * mode) is answered as the refusal, and the value then holds in this tab only.
   */
  set(value: T): StorageRefusal | null;
  subscribe(listener: (change: StoredChange<T>) => void): () => void;
}

/** What the storage threw instead of storing (a QuotaExceededError, a SecurityError). */
export interface StorageRefusal {
  readonly error: unknown;
}

export interface StoredStoreOptions {
  /** The browser's local storage (`browserStorage()`) unless given. */
  storage?: KeyValueStorage;
  /** The window when there is one; null: deaf to other tabs (a server render, a one-off read). */
  events?: StorageEvents | null;
}

/** An in-memory storage for tests, stories and the server render, which must not touch the real one. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

let unreachableStorage: KeyValueStorage | undefined;

/** The browser's local storage; an in-memory one without a browser, or when merely reaching it throws (blocked). */
export function browserStorage(): KeyValueStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // A SecurityError: the user blocks site data. The app still runs, remembering nothing.
  }
  unreachableStorage ??= createMemoryStorage();
  return unreachableStorage;
}

const defaultEvents = (): StorageEvents | null => (typeof window === 'undefined' ? null : window);

/** The value kept under `key` in `storage`, validated by `schema`, followed across tabs through `events`. */
export function createStoredStore<T>(
  key: string,
  schema: StoredSchema<T>,
  { storage = browserStorage(), events = defaultEvents() }: StoredStoreOptions = {},
): StoredStore<T> {
  const listeners = new Set<(change: StoredChange<T>) => void>();
  /** A value the storage refused, kept for this tab until a write succeeds or another tab writes. */
  let unsaved: { raw: string | null } | null = null;
  let memo: { raw: string | null; value: T } | null = null;

  const valueOf = (raw: string | null): T => {
    if (raw === null) return schema.fallback;
    const parsed = schema.parse(raw);
    return parsed === undefined ? schema.fallback : parsed;
  };

  const readRaw = (): string | null => {
    if (unsaved) return unsaved.raw;
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };

  const get = (): T => {
    const raw = readRaw();
    if (memo?.raw !== raw) memo = { raw, value: valueOf(raw) };
    return memo.value;
  };

  const tell = (change: StoredChange<T>) => listeners.forEach((listener) => listener(change));

  /** What subscribers were last told (or found when they came): a cleared storage's event says no more. */
  let seen: string | null = null;

  const onStorage = (heard: Event) => {
    const event = heard as StorageEvent;
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea && event.storageArea !== storage) return;
    unsaved = null;
    const previous = seen;
    seen = readRaw();
    // A key's event says what it replaced and what it wrote.
    const said = event.key !== null && 'oldValue' in event;
    tell({
      elsewhere: true,
      previous: valueOf(said ? event.oldValue : previous),
      next: said ? valueOf(event.newValue) : get(),
    });
  };

  return {
    key,
    get,
    set(value) {
      const before = readRaw();
      const previous = get();
      const raw = schema.serialize(value);
      let refusal: StorageRefusal | null = null;
      try {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
        unsaved = null;
      } catch (error) {
        unsaved = { raw };
        refusal = { error };
      }
      seen = raw;
      if (raw !== before) tell({ elsewhere: false, previous, next: get() });
      return refusal;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        seen = readRaw();
        events?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The store's value in a component; re-renders on a change in this tab or another. The server renders `get()` too. */
export function useStoredValue<T>(store: StoredStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Plain text (a token, a name), or null; `valid` refuses what is no such text. */
export function storedText(
  valid: (raw: string) => boolean = () => true,
): StoredSchema<string | null> {
  return {
    fallback: null,
    parse: (raw) => (valid(raw) ? raw : undefined),
    serialize: (value) => value,
  };
}

/** One of a few words (`light`/`dark`), else `fallback`. */
export function storedChoice<const C extends string, F extends C | null>(
  choices: readonly C[],
  fallback: F,
): StoredSchema<C | F> {
  return {
    fallback,
    parse: (raw) => (choices.includes(raw as C) ? (raw as C) : undefined),
    serialize: (value) => value,
  };
}

/** On while `on` is stored; off removes the key. */
export function storedFlag(on: string): StoredSchema<boolean> {
  return {
    fallback: false,
    parse: (raw) => raw === on,
    serialize: (value) => (value ? on : null),
  };
}

/** A JSON record, or null; `read` checks the parsed value and answers the record, or null when it is none. */
export function storedJson<T>(read: (value: unknown) => T | null): StoredSchema<T | null> {
  return {
    fallback: null,
    parse: (raw) => {
      try {
        return read(JSON.parse(raw)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    serialize: (value) => (value === null ? null : JSON.stringify(value)),
  };
}
