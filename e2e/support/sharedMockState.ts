import { expect, type Page } from '@playwright/test';
import { CHANNEL_NAME, SNAPSHOT_KEY } from '@tp/mocks/persistence.ts';

/*
 * Test harness: stands in for ONE shared server behind two browser contexts.
 *
 * In mock mode every browser context runs its own in-browser mock server (mocks/src/browser.ts): its
 * state lives in that context's IndexedDB (idb-keyval's default store, key `mock-api-db-v3`) and follows
 * the other tabs of the SAME context through the BroadcastChannel `mock-api` (mocks/src/persistence.ts).
 * Two contexts, like two devices, therefore do not share a server. `copyMockState` carries one context's
 * server state over to the other, so a sign-in or a sign-out on one "device" is seen by the other, the way
 * a real shared server would. The production projects need none: their contexts share the HTTP mock server.
 */

/** idb-keyval's default database and object store (`createStore('keyval-store', 'keyval')`). */
const store = { database: 'keyval-store', objectStore: 'keyval', key: SNAPSHOT_KEY } as const;

type Snapshot = Record<string, unknown>;

function readSnapshot(page: Page): Promise<Snapshot | undefined> {
  return page.evaluate(
    ({ database, objectStore, key }) =>
      new Promise<Snapshot | undefined>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(objectStore)) {
            db.close();
            resolve(undefined);
            return;
          }
          const request = db.transaction(objectStore, 'readonly').objectStore(objectStore).get(key);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Snapshot | undefined);
          };
        };
      }),
    store,
  );
}

/**
 * The page's saved server state once it has settled: the mock saves after each change, a moment
 * after the answer that made it, so two reads a little apart must agree.
 */
async function settledSnapshot(page: Page): Promise<Snapshot> {
  let last = '';
  let snapshot: Snapshot | undefined;
  await expect
    .poll(
      async () => {
        snapshot = await readSnapshot(page);
        const now = JSON.stringify(snapshot ?? null);
        const settled = snapshot !== undefined && now === last;
        last = now;
        return settled;
      },
      { intervals: [250], timeout: 15_000, message: 'the mock server state settles' },
    )
    .toBe(true);
  return snapshot!;
}

/**
 * Copies the mock server state of `from`'s browser context into `to`'s and has `to`'s app use it: the
 * snapshot is written under the same key and announced on the channel the way another tab of `to`'s
 * context announces a save, so `to`'s mock server restores it without a reload. The restore runs a
 * moment later (an IndexedDB read in `to`'s page); with `reload`, `to` reloads instead, and its mock
 * server starts from the copy before the app renders, so the next step cannot outrun it.
 */
export async function copyMockState(
  from: Page,
  to: Page,
  { reload = false }: { reload?: boolean } = {},
): Promise<void> {
  const snapshot = await settledSnapshot(from);
  await to.evaluate(
    ({ database, objectStore, key, channel, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(objectStore);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(objectStore, 'readwrite');
          transaction.objectStore(objectStore).put(value, key);
          transaction.onerror = () => reject(transaction.error);
          transaction.oncomplete = () => {
            db.close();
            const announce = new BroadcastChannel(channel);
            announce.postMessage({ type: 'snapshot-saved', from: 'test' });
            announce.close();
            resolve();
          };
        };
      }),
    { ...store, channel: CHANNEL_NAME, value: snapshot },
  );
  if (reload) await to.reload();
}
