import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ApiProvider, createApiClients } from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';
import { ThemeProvider } from '@tp/ui/shell';

/**
 * Tests only: a route table at `path` with the app's providers around it (API clients on localStorage, a
 * fresh query cache, the theme), as main.tsx mounts it; answers the memory router to navigate and read.
 */
export function renderRoutes(
  routeTable: RouteObject[],
  path: string,
  { baseUrl = API_BASE_URL, marketBaseUrl = MARKET_BASE_URL } = {},
) {
  const clients = createApiClients({ baseUrl, marketBaseUrl, storage: localStorage });
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider clients={clients}>
        <ThemeProvider storage={localStorage}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return router;
}
