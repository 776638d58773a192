// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './backend/clock';
import { MockBackend } from './backend/MockBackend';
import { SEED_NOW } from './backend/seed';
import { newServerSecret } from './backend/serverSecret';
import {
  attachPersistence,
  loadSnapshot,
  SECRET_KEY,
  SNAPSHOT_KEY,
  type Persistence,
} from './persistence';
import { alex, freshKey, jamie, signIn } from './test/backendFixtures';

let attached: Persistence[] = [];
afterEach(() => {
  attached.forEach((persistence) => persistence.detach());
  attached = [];
});

/** A page of the demo: its own backend, with its own secret until it attaches to the browser's store. */
function tab(storeName: string) {
  const backend = new MockBackend({
    clock: createManualClock(SEED_NOW).now,
    secret: newServerSecret(),
  });
  const store = createStore(storeName, 'keyval');
  return {
    backend,
    store,
    attach: async () => {
      const persistence = await attachPersistence(backend, {
        store,
        channelName: `mock-api-${storeName}`,
      });
      attached.push(persistence);
      return persistence;
    },
  };
}

describe('demo persistence (IndexedDB + BroadcastChannel)', () => {
  it(`saves the snapshot under ${SNAPSHOT_KEY} after each change and restores it on the next load`, async () => {
    const first = tab('reload');
    const persistence = await first.attach();
    const { userId } = await signIn(first.backend, alex);
    await first.backend.api.subscribePackage(userId, 'basic', freshKey());
    await persistence.flush();
    expect((await loadSnapshot({ store: first.store }))?.accounts[0]?.balanceCents).toBe(12_000_00);

    const reloaded = tab('reload');
    await reloaded.attach();
    expect(reloaded.backend.fundsOf(alex.email).balance).toBe(12000);
  });

  it('lets another tab pick up the change', async () => {
    const a = tab('tabs');
    const b = tab('tabs');
    const persistenceA = await a.attach();
    await b.attach();
    const { userId } = await signIn(a.backend, alex);
    await a.backend.api.createWithdrawal(
      userId,
      {
        amount: 100,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    await persistenceA.flush();
    await vi.waitFor(() => expect(b.backend.fundsOf(alex.email).held).toBe(100));
    // The other tab's demo inbox sees the e-mail too.
    expect(b.backend.outbox(alex.email)).toHaveLength(1);
  });

  it('shares a reset with every tab', async () => {
    const a = tab('reset');
    const b = tab('reset');
    const persistenceA = await a.attach();
    await b.attach();
    const { userId } = await signIn(a.backend, alex);
    await a.backend.api.subscribePackage(userId, 'vip', freshKey());
    await persistenceA.flush();
    await vi.waitFor(() => expect(b.backend.fundsOf(alex.email).balance).toBe(2500));
    a.backend.reset();
    await persistenceA.flush();
    await vi.waitFor(() => expect(b.backend.fundsOf(alex.email).balance).toBe(12500));
  });

  it('ignores a foreign value under its key', async () => {
    const first = tab('foreign');
    const { set } = await import('idb-keyval');
    await set(SNAPSHOT_KEY, { something: 'else' }, first.store);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await first.attach();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(first.backend.fundsOf(alex.email).balance).toBe(12500);
  });

  it('signs sessions with one secret, kept beside the snapshot, that every tab and reload uses (issue 24)', async () => {
    const a = tab('secret');
    const b = tab('secret');
    const persistenceA = await a.attach();
    await b.attach();
    const session = await signIn(a.backend, alex);
    await persistenceA.flush();
    await vi.waitFor(() =>
      expect(b.backend.authenticate(session.authorization)).toBe(session.userId),
    );
    const reloaded = tab('secret');
    await reloaded.attach();
    expect(reloaded.backend.authenticate(session.authorization)).toBe(session.userId);
    // The secret is not in the snapshot, and the snapshot holds no token.
    const { get } = await import('idb-keyval');
    const secret = await get<string>(SECRET_KEY, a.store);
    const snapshot = JSON.stringify(await loadSnapshot({ store: a.store }));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshot).not.toContain(secret);
    expect(snapshot).not.toContain(session.refresh_token.split('.')[2]);
  });

  it('writes nothing to localStorage', async () => {
    localStorage.clear();
    const first = tab('local');
    const persistence = await first.attach();
    await first.backend.api.requestForgotPassword({ email: alex.email });
    await persistence.flush();
    expect(localStorage.length).toBe(0);
  });
});
