import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClients } from '../client';
import type { SessionSnapshot, SessionStore } from '../session/sessionStore';

const ApiContext = createContext<ApiClients | null>(null);

/**
 * When the signed-in user changes (sign-out, or another user signs in, in this tab or another), the
 * previous user's answers leave the cache at once, before anything renders for the next one.
 */
export function clearCacheOnUserChange(session: SessionStore, queryClient: QueryClient) {
  let user = session.getSnapshot().username;
  return session.subscribe(() => {
    const next = session.getSnapshot().username;
    if (next === user) return;
    user = next;
    queryClient.removeQueries();
  });
}

/** Inside a QueryClientProvider: the API clients, and a cache that never outlives its user. */
export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(
    () => clearCacheOnUserChange(clients.session, queryClient),
    [clients.session, queryClient],
  );
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

export function useApiClients(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApiClients must be used inside <ApiProvider>');
  return clients;
}

/** The session, kept in step with local storage in this tab and every other tab. */
export function useSession(): SessionSnapshot {
  const { session } = useApiClients();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
