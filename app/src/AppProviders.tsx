import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiError,
  ApiProvider,
  createApiClients,
  type ApiClients,
  type KeyValueStorage,
} from '@tp/api';
import { LanguageProvider, ThemeProvider } from '@tp/ui/shell';
import {
  createPrivacyMode,
  PrivacyProvider,
  privacyModeKey,
  type PrivacyMode,
} from '@tp/ui/privacy';
// Only the context: the Dialog widget itself (and Radix) stays out of the entry chunk.
import { DialogAccessoryContext } from '@tp/ui/widgets/Dialog';
import type { Endpoints } from './config';
import { DemoToolsContext } from './demo/DemoToolsContext';

/** Retry reads twice on a dropped connection or a 5xx, never on an answer the user must act on. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;
}

export interface AppServices {
  clients: ApiClients;
  queryClient: QueryClient;
  storage: KeyValueStorage;
  /** D17: whether the user's own amounts are hidden, kept in `storage` and followed across tabs. */
  privacy: PrivacyMode;
}

/** The query cache and API clients of one app instance: the browser's, or one prerendered page's. */
export function createAppServices(endpoints: Endpoints, storage: KeyValueStorage): AppServices {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const clients = createApiClients({
    baseUrl: endpoints.apiBaseUrl,
    marketBaseUrl: endpoints.marketBaseUrl,
    streamUrl: endpoints.streamUrl ?? null,
    storage,
    // The guard sends the user to /login with the reason; cached account data must not outlive the session.
    onSessionEnded: () => queryClient.clear(),
  });
  const events = typeof window === 'undefined' ? undefined : window;
  const privacy = createPrivacyMode(storage, privacyModeKey, events);
  return { clients, queryClient, storage, privacy };
}

/** Everything around the router, identical in the browser and in the prerender, so hydration matches. */
export function AppProviders({
  services,
  demoTools = null,
  dialogTools = null,
  children,
}: {
  services: AppServices;
  /** Mock mode: the demo bar above the header. */
  demoTools?: ReactNode;
  /** Mock mode: shown inside every open dialog, where the bar cannot be reached. */
  dialogTools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider clients={services.clients}>
        <ThemeProvider storage={services.storage}>
          <LanguageProvider storage={services.storage}>
            <PrivacyProvider mode={services.privacy}>
              <DemoToolsContext.Provider value={demoTools}>
                <DialogAccessoryContext.Provider value={dialogTools}>
                  {children}
                </DialogAccessoryContext.Provider>
              </DemoToolsContext.Provider>
            </PrivacyProvider>
          </LanguageProvider>
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
