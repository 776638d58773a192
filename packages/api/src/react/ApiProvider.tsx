import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClients } from '../client';
import type { SessionSnapshot } from '../session/sessionStore';

const ApiContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
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
