// Demo app only: the backend's state survives reloads in IndexedDB and follows other tabs through a BroadcastChannel.
// Nothing goes to localStorage: the app keeps its session keys there, and codes must never be in local storage.
import { get, set, update, type UseStore } from 'idb-keyval';
import type { MockBackend } from './backend/MockBackend';
import { fromHex, toHex } from './backend/randomValues';
import { newServerSecret } from './backend/serverSecret';
import type { BackendState } from './backend/state';

export const SNAPSHOT_KEY = 'mock-api-db-v3';
/**
 * Issue 24: the in-browser server's secret (token signatures, code digests), kept beside the snapshot and
 * never in it, so every tab and every reload of this browser signs and checks with the same one. It stays
 * in the browser that holds the session tokens anyway; the HTTP server keeps its own out of `--data`.
 */
export const SECRET_KEY = 'mock-api-secret-v1';
export const CHANNEL_NAME = 'mock-api';

export interface PersistenceOptions {
  /** idb-keyval store; the default database when omitted. */
  store?: UseStore;
  key?: string;
  /** Where the secret is kept; `SECRET_KEY` when omitted. */
  secretKey?: string;
  channelName?: string;
}

export interface Persistence {
  /** Resolves when every change so far is written. */
  flush(): Promise<void>;
  detach(): void;
}

interface ChangeMessage {
  type: 'snapshot-saved';
  from: string;
}

export async function loadSnapshot(
  options: PersistenceOptions = {},
): Promise<BackendState | undefined> {
  return get<BackendState>(options.key ?? SNAPSHOT_KEY, options.store);
}

/** Restores the saved state into `backend`, then saves after every change and reloads when another tab saved. */
export async function attachPersistence(
  backend: MockBackend,
  options: PersistenceOptions = {},
): Promise<Persistence> {
  const key = options.key ?? SNAPSHOT_KEY;
  const tabId = crypto.randomUUID();
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(options.channelName ?? CHANNEL_NAME);
  let applyingSaved = false;
  let writes: Promise<void> = Promise.resolve();
  let pending = false;

  // The first tab makes the secret; `update` reads and writes in one transaction, so two first tabs agree.
  const secretKey = options.secretKey ?? SECRET_KEY;
  const isSecret = (value: unknown): value is string =>
    typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
  await update<string>(
    secretKey,
    (saved) => (isSecret(saved) ? saved : toHex(newServerSecret())),
    options.store,
  );
  const secret = await get<string>(secretKey, options.store);
  if (isSecret(secret)) backend.useSecret(fromHex(secret));

  const applySaved = async () => {
    const snapshot = await get<BackendState>(key, options.store);
    if (!snapshot) return;
    applyingSaved = true;
    try {
      backend.restore(snapshot);
    } catch (error) {
      // An old or foreign value under our key: start from the seed and let the next save replace it.
      console.warn('[mocks] ignoring saved mock state', error);
    } finally {
      applyingSaved = false;
    }
  };

  await applySaved();

  const scheduleSave = () => {
    if (applyingSaved || pending) return;
    pending = true;
    // Coalesce the changes of one request into one write; writes stay in order.
    writes = writes.then(async () => {
      pending = false;
      await set(key, backend.toJSON(), options.store);
      channel?.postMessage({ type: 'snapshot-saved', from: tabId } satisfies ChangeMessage);
    });
    writes.catch((error: unknown) => console.error('[mocks] could not save mock state', error));
  };
  const stopListening = backend.onChange(scheduleSave);

  if (channel) {
    channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
      if (event.data?.type === 'snapshot-saved' && event.data.from !== tabId) {
        writes = writes.then(applySaved);
      }
    };
  }

  return {
    flush: async () => {
      await writes;
      // A save scheduled while the previous one ran.
      await writes;
    },
    detach: () => {
      stopListening();
      channel?.close();
    },
  };
}
