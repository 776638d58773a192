// Signing in through the real route table and login screen, against the mock API (msw/node): the guard opens
// /dashboard as soon as the tokens are stored, while the profile (for the greeting) is still being fetched.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiProvider, createApiClients, storageKeys } from '@tp/api';
import { API_BASE_URL, DEMO_USERS, MARKET_BASE_URL, createRequestHold } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import { ThemeProvider } from '@tp/ui/shell';
import { routes } from '../routing/routes';

const server = createMockServer();
const profileHold = createRequestHold('/auth/profile/');
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  profileHold.release();
  server.resetHandlers();
  server.backend.reset();
  localStorage.clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const clients = createApiClients({
    baseUrl: API_BASE_URL,
    marketBaseUrl: MARKET_BASE_URL,
    storage: localStorage,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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

it('a page opened right after signing in is not taken back to the dashboard when sign-in finishes', async () => {
  server.use(...profileHold.handlers);
  profileHold.hold();
  const router = renderAt('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), DEMO_USERS.alex.email);
  await user.type(screen.getByLabelText('Password', { exact: true }), DEMO_USERS.alex.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  // Signed in: the guard has opened the dashboard; the user goes on at once.
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  await router.navigate('/trade-history');
  profileHold.release();
  await waitFor(() => expect(localStorage.getItem(storageKeys.userProfile)).not.toBeNull());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trade History' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/trade-history');
});
