// @vitest-environment node
// Issue 11 §2: two tabs share one local storage and one server; both find the access token expired at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createApiClients,
  createMemoryStorage,
  storageKeys,
  type ApiClients,
  type KeyValueStorage,
  type LockManagerLike,
} from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import { createManualClock, DEMO_USERS, SEED_NOW } from './backend';
import { ACCESS_TOKEN_TTL_MS } from './backend/tokens';
import { MINUTE } from './backend/clock';
import { createMockServer } from './node';

const clock = createManualClock(SEED_NOW);
const server = createMockServer({ clock: clock.now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the Web Locks API guarantees: one holder of a name at a time, in request order. */
function sharedLocks(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const run = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

function countRefreshes(): { readonly count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/auth/token/refresh/') counter.count += 1;
  });
  return counter;
}

async function signedInStorage(): Promise<KeyValueStorage> {
  const { email, password, username } = DEMO_USERS.alex;
  const pair = await server.backend.api.login({ email, password });
  return createMemoryStorage({
    [storageKeys.authToken]: pair.access_token,
    [storageKeys.refreshToken]: pair.refresh_token,
    [storageKeys.username]: username,
    [storageKeys.isAuthenticated]: 'true',
  });
}

function tab(storage: KeyValueStorage, locks: LockManagerLike | null, ended: string[]): ApiClients {
  return createApiClients({
    baseUrl: API_BASE_URL,
    marketBaseUrl: MARKET_BASE_URL,
    storage,
    locks,
    onSessionEnded: (message) => ended.push(message),
  });
}

describe.each([
  ['with Web Locks', sharedLocks],
  ['without Web Locks (the server grace window)', () => null],
])('two tabs refreshing an expired access token at once, %s', (_, locksOf) => {
  it('both calls succeed and both tabs stay signed in', async () => {
    server.events.removeAllListeners();
    const storage = await signedInStorage();
    const locks = locksOf();
    const ended: string[] = [];
    const first = tab(storage, locks, ended);
    const second = tab(storage, locks, ended);
    // Used a minute before the access token expires, so the session is not idle (D15) when it refreshes.
    clock.advance(ACCESS_TOKEN_TTL_MS - MINUTE);
    await call(first.api.GET('/auth/profile/'));
    clock.advance(MINUTE + 1);
    const refreshes = countRefreshes();

    const [one, two] = await Promise.all([
      call(first.api.GET('/api/balance/')),
      call(second.api.GET('/api/balance/')),
    ]);

    expect(one).toEqual(two);
    expect(ended).toEqual([]);
    expect(first.session.getSnapshot().isAuthenticated).toBe(true);
    expect(second.session.getSnapshot().isAuthenticated).toBe(true);
    // The stored pair works for the next call from either tab.
    await expect(call(second.api.GET('/api/balance/'))).resolves.toEqual(one);
    await expect(call(first.api.GET('/auth/profile/'))).resolves.toMatchObject({
      email: DEMO_USERS.alex.email,
    });
    if (locks) expect(refreshes.count).toBe(1);
  });
});
