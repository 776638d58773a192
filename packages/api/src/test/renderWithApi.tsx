import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClients, type ApiClients } from '../client';
import { ApiProvider } from '../react/ApiProvider';
import { createMemoryStorage } from '../session/sessionStore';

/** API clients over a fake fetch and an in-memory storage holding `stored`. */
export function testApiClients(
  fetch: (request: Request) => Promise<Response>,
  stored: Record<string, string> = {},
): ApiClients {
  return createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage(stored),
    fetch,
  });
}

/** Renders a hook inside the query and API providers, as the app does. */
export function renderHookWithApi<Result>(
  hook: () => Result,
  clients: ApiClients,
  queryClient = new QueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}
