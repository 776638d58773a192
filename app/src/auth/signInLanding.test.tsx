// Signing in through the real route table and login screen, against the mock API (msw/node): the guard opens
// /dashboard as soon as the tokens are stored, while the profile (for the greeting) is still being fetched.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@tp/api';
import { DEMO_USERS, createRequestHold } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import { renderRoutes } from '../routing/renderRoutes';
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

const renderAt = (path: string) => renderRoutes(routes, path);

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
