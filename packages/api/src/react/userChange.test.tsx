// Issue 11 §6: the signed-in user changes in another tab while this one shows their data.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClients, type ApiClients } from '../client';
import { useBalance } from '../queries/balance';
import { createMemoryStorage, storageKeys, type KeyValueStorage } from '../session/sessionStore';
import { ApiProvider } from './ApiProvider';

const balances: Record<string, number> = { 'JWT alex-access': 1_000, 'JWT jamie-access': 2_000 };

/** The server: each user's own balance, by the token they send. */
async function server(request: Request): Promise<Response> {
  const user = request.headers.get('Authorization') ?? '';
  if (!(user in balances)) return Response.json({ detail: 'bad token' }, { status: 401 });
  if (new URL(request.url).pathname === '/auth/profile/') return Response.json({});
  const updated_at = '2026-01-01T00:00:00Z';
  return Response.json([{ id: 1, balance: balances[user], currency: 'USD', updated_at }]);
}

function signIn(storage: KeyValueStorage, user: 'alex' | 'jamie') {
  storage.setItem(storageKeys.authToken, `${user}-access`);
  storage.setItem(storageKeys.refreshToken, `${user}-refresh`);
  storage.setItem(storageKeys.username, user);
  storage.setItem(storageKeys.isAuthenticated, 'true');
}

function signOut(storage: KeyValueStorage) {
  for (const key of ['authToken', 'refreshToken', 'username', 'isAuthenticated'] as const)
    storage.removeItem(storageKeys[key]);
}

/** What another tab's writes look like here: the `storage` event. */
function otherTab(storage: KeyValueStorage, change: (storage: KeyValueStorage) => void) {
  act(() => {
    change(storage);
    window.dispatchEvent(new StorageEvent('storage'));
  });
}

function Balance() {
  const { data } = useBalance();
  return <p>{data ? `Balance ${data.balance}` : 'Loading'}</p>;
}

function renderTab(): { storage: KeyValueStorage; queryClient: QueryClient; clients: ApiClients } {
  const storage = createMemoryStorage();
  signIn(storage, 'alex');
  const clients = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage,
    fetch: server,
    locks: null,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>
        <Balance />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { storage, queryClient, clients };
}

/** Every answer still held in the cache. */
const cachedBalances = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => (query.state.data as { balance?: number } | undefined)?.balance);

afterEach(() => localStorage.clear());

describe('a user change in another tab', () => {
  it("another user signing in there replaces this tab's data with theirs, never showing the first user's", async () => {
    const { storage, queryClient } = renderTab();
    expect(await screen.findByText('Balance 1000')).toBeVisible();

    otherTab(storage, (shared) => {
      signOut(shared);
      signIn(shared, 'jamie');
    });

    expect(screen.queryByText('Balance 1000')).toBeNull();
    expect(cachedBalances(queryClient)).not.toContain(1_000);
    expect(await screen.findByText('Balance 2000')).toBeVisible();
  });

  it("signing out there drops this tab's cached answers", async () => {
    const { storage, queryClient } = renderTab();
    expect(await screen.findByText('Balance 1000')).toBeVisible();

    otherTab(storage, signOut);

    expect(cachedBalances(queryClient)).not.toContain(1_000);
  });
});
