// @vitest-environment node
// Issue 40 (D22, ASVS 6.1.1): the client and the mock together. The browser keeps the device identifier its first
// sign-in was given, so after strangers have paused the account it still signs in; a browser without it does not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients, createMemoryStorage, login, storageKeys } from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import { DEMO_USERS } from './backend';
import { createMockServer } from './node';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

const browser = () =>
  createApiClients({
    baseUrl: API_BASE_URL,
    marketBaseUrl: MARKET_BASE_URL,
    storage: createMemoryStorage(),
    fetch: (request) => globalThis.fetch(request),
    locks: null,
  });

const alex = DEMO_USERS.alex;
const signInAs = (clients: ReturnType<typeof browser>, password: string) =>
  login(clients, { email: alex.email, password, rememberMe: false }).then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('a trusted browser (issue 40)', () => {
  it('signs in while strangers have paused the account', async () => {
    const owner = browser();
    expect(await signInAs(owner, alex.password)).toBe(200);
    expect(owner.session.storage.getItem(storageKeys.deviceId)).toBeTruthy();
    owner.session.clear();
    const stranger = browser();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await signInAs(stranger, `guess-${attempt}`)).toBe(401);
    expect(await signInAs(stranger, alex.password)).toBe(429);
    expect(await signInAs(owner, alex.password)).toBe(200);
  });
});
