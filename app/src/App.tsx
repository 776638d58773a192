import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ApiError, ApiProvider, createApiClients } from '@tp/api';
import { ThemeProvider } from '@tp/ui/shell';
// Only the context: the Dialog widget itself (and Radix) stays out of the entry chunk.
import { DialogAccessoryContext } from '@tp/ui/dialog-accessory';
import type { Endpoints } from './config';
import { routes } from './routing/routes';
import { DemoToolsContext } from './demo/DemoToolsContext';

/** Retry reads twice on a dropped connection or a 5xx, never on an answer the user must act on. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;
}

export function App({
  endpoints,
  demoTools = null,
  dialogTools = null,
}: {
  endpoints: Endpoints;
  /** Mock mode: the demo bar above the header. */
  demoTools?: ReactNode;
  /** Mock mode: shown inside every open dialog, where the bar cannot be reached. */
  dialogTools?: ReactNode;
}) {
  const [{ clients, queryClient, router }] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: { retry: shouldRetry, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    });
    const clients = createApiClients({
      baseUrl: endpoints.apiBaseUrl,
      marketBaseUrl: endpoints.marketBaseUrl,
      storage: window.localStorage,
      // The guard sends the user to /login with the reason; cached account data must not outlive the session.
      onSessionEnded: () => queryClient.clear(),
    });
    return { clients, queryClient, router: createBrowserRouter(routes) };
  });

  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>
        <ThemeProvider storage={window.localStorage}>
          <DemoToolsContext.Provider value={demoTools}>
            <DialogAccessoryContext.Provider value={dialogTools}>
              <RouterProvider router={router} />
            </DialogAccessoryContext.Provider>
          </DemoToolsContext.Provider>
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
