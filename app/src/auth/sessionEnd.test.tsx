// Spec 1 §4 session handling through the real route table, guards and login screen, against the mock
// API (msw/node). The signed-in pages are placeholders that call nothing yet, so a test-only protected
// route, /probe, makes one real call: GET /api/balance/ (checked by the token validity check first) or
// GET /auth/activity/ (an auth path: no validity check, so its own 401 drives the refresh).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { call, storageKeys, useApiClients } from '@tp/api';
import { createMockServer } from '@tp/mocks/node';
import { createManualClock } from '@tp/mocks';
import { alex, signIn, steppedUp } from '@tp/mocks/test/backendFixtures.ts';
import { sessionMessages } from '@tp/messages';
import { RequireAuth } from '../routing/guards';
import { renderRoutes } from '../routing/renderRoutes';
import { routes } from '../routing/routes';

// A clock the idle test moves; the other tests never move it.
const clock = createManualClock(Date.now());
const server = createMockServer({ clock: clock.now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

function Probe({ path }: { path: '/api/balance/' | '/auth/activity/' }) {
  const { api } = useApiClients();
  const probe = useQuery({
    queryKey: ['probe', path],
    queryFn: () => call(api.GET(path)),
    retry: false,
  });
  if (probe.isSuccess) return <h1>Probe loaded</h1>;
  if (probe.isError) return <p role="alert">{probe.error.message}</p>;
  return <p>Loading probe</p>;
}

/** The app's route table with one more protected route. */
function withProbe(path: '/api/balance/' | '/auth/activity/'): RouteObject[] {
  const [root] = routes;
  const [pages] = root!.children!;
  const children = pages!.children!.map((route) =>
    route.element && (route.element as { type?: unknown }).type === RequireAuth
      ? {
          ...route,
          children: [...route.children!, { path: 'probe', element: <Probe path={path} /> }],
        }
      : route,
  );
  return [{ ...root, children: [{ ...pages, children }] } as RouteObject];
}

const renderProbe = (path: '/api/balance/' | '/auth/activity/') =>
  renderRoutes(withProbe(path), '/probe');

/** A real session from the mock server, with an access token the server no longer accepts. */
async function signInWithStaleAccessToken({ refresh = true } = {}) {
  const tokens = await server.backend.api.login({
    email: 'alex.morgan@example.com',
    password: 'DemoPass123!',
  });
  localStorage.setItem(storageKeys.authToken, 'stale-access-token');
  if (refresh) localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.username, tokens.username);
  localStorage.setItem(storageKeys.isAuthenticated, 'true');
  // Stored at sign-in; without it the frame would ask for the profile too, racing the probe to end the session.
  localStorage.setItem(
    storageKeys.userProfile,
    JSON.stringify({ firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' }),
  );
  return tokens;
}

const storedProfile = () => localStorage.getItem(storageKeys.userProfile);

describe('session handling through the real routes', () => {
  it('refreshes a stale token and retries without the user noticing', async () => {
    const tokens = await signInWithStaleAccessToken();
    const router = renderProbe('/api/balance/');
    expect(await screen.findByRole('heading', { name: 'Probe loaded' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/probe');
    expect(screen.queryByRole('alert')).toBeNull();
    const stored = localStorage.getItem(storageKeys.authToken);
    expect(stored).not.toBe('stale-access-token');
    expect(localStorage.getItem(storageKeys.refreshToken)).not.toBe(tokens.refresh_token); // rotated
  });

  it('refreshes and retries an auth-path call that got a 401', async () => {
    await signInWithStaleAccessToken();
    const router = renderProbe('/auth/activity/');
    expect(await screen.findByRole('heading', { name: 'Probe loaded' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/probe');
  });

  it('a failed validity check lands on /login with "Invalid token detected"', async () => {
    await signInWithStaleAccessToken();
    server.useScenario('profile.get.forbidden');
    const router = renderProbe('/api/balance/');
    expect(await screen.findByText(sessionMessages.invalidToken)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('a refused refresh in the validity check (a revoked session, D12) lands on /login with "Invalid or expired token"', async () => {
    await signInWithStaleAccessToken();
    server.useScenario('auth.refresh.fails');
    const router = renderProbe('/api/balance/');
    expect(await screen.findByText(sessionMessages.invalidOrExpiredToken)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    // Issue 40: the profile copy goes with the session, as at sign-out.
    expect(storedProfile()).toBeNull();
  });

  it('a failed refresh lands on /login with "Invalid or expired token"', async () => {
    await signInWithStaleAccessToken();
    server.useScenario('auth.refresh.fails');
    const router = renderProbe('/auth/activity/');
    expect(await screen.findByText(sessionMessages.invalidOrExpiredToken)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.username)).toBeNull();
    expect(storedProfile()).toBeNull();
  });

  it('a call after the server’s idle timeout ends the session with "Session expired" (D22, issue 40)', async () => {
    const session = await signIn(server.backend, alex);
    const proof = await steppedUp(server.backend, session, { password: alex.password });
    await server.backend.api.setIdleTimeout(
      session.userId,
      { idle_timeout_minutes: 5 },
      session.authorization,
      proof,
    );
    localStorage.setItem(storageKeys.authToken, session.access_token);
    localStorage.setItem(storageKeys.refreshToken, session.refresh_token);
    localStorage.setItem(storageKeys.username, session.username);
    localStorage.setItem(storageKeys.isAuthenticated, 'true');
    localStorage.setItem(storageKeys.userProfile, JSON.stringify({ firstName: 'Alex' }));
    // The access token (15 minutes) is still good; the session has been idle longer than its 5.
    clock.advance(14 * 60_000);
    const router = renderProbe('/api/balance/');
    expect(await screen.findByText(sessionMessages.sessionExpired)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(storedProfile()).toBeNull();
  });

  it('no refresh token lands on /login with "No refresh token available"', async () => {
    await signInWithStaleAccessToken({ refresh: false });
    const router = renderProbe('/auth/activity/');
    expect(await screen.findByText(sessionMessages.noRefreshToken)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});
