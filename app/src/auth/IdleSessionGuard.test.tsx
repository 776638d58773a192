// D15 through the real route table, guards and login screen against the mock API (msw/node), with the
// clock and timers faked: the idle warning, Stay signed in, Sign out, and the end of an idle session.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys } from '@tp/api';
import { API_BASE_URL, DEMO_USERS } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import { sessionMessages } from '@tp/messages';
import { renderRoutes } from '../routing/renderRoutes';
import { routes } from '../routing/routes';
import { SESSION_ACTIVITY_KEY, readSessionActivity } from './sessionActivity';

const MINUTE = 60_000;
const server = createMockServer();
const requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  // Timers and Date are fake, but move on with real time too, so requests and renders still settle.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  server.backend.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function signedInAt(path: string) {
  const { email, password } = DEMO_USERS.alex;
  const tokens = await server.backend.login({ email, password });
  localStorage.setItem(storageKeys.authToken, tokens.access_token);
  localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.username, tokens.username);
  localStorage.setItem(storageKeys.isAuthenticated, 'true');
  const router = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return router;
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const idle = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the idle session guard (D15)', () => {
  it('warns with a countdown a minute before the end; Stay signed in closes it and keeps the session', async () => {
    const router = await signedInAt('/dashboard');
    await waitFor(() =>
      expect(readSessionActivity(localStorage)?.user).toBe(DEMO_USERS.alex.username),
    );

    await idle(14 * MINUTE - 1000);
    expect(warning()).toBeNull();
    await idle(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(/Time left (1:00|0:59)/);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());

    requests.length = 0;
    fireEvent.click(stay);
    await waitFor(() => expect(warning()).toBeNull());
    // The server hears of it too: its own idle limit must not end the session under the user.
    await waitFor(() => expect(requests).toContain('GET /auth/security/'));
    await idle(13 * MINUTE);
    expect(warning()).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(storageKeys.authToken)).not.toBeNull();
  });

  it('at the end signs out with the spec text and revokes the session', async () => {
    const router = await signedInAt('/dashboard');
    const refreshToken = localStorage.getItem(storageKeys.refreshToken);
    await idle(14 * MINUTE + 30_000);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toHaveTextContent(
      /0:(30|29)/,
    );
    await idle(30_000);

    expect(await screen.findByText(sessionMessages.sessionExpired)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(warning()).toBeNull();
    for (const key of [storageKeys.authToken, storageKeys.refreshToken, storageKeys.username])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(SESSION_ACTIVITY_KEY)).toBeNull();
    // The server is told: its session ends, even though the access token had lapsed with the idle time.
    await waitFor(() => expect(requests).toContain('POST /auth/logout/'));
    await waitFor(() => expect(server.backend.state.sessions.at(-1)?.endedAt).not.toBeNull());
    await expect(
      server.backend.refreshToken({ refresh_token: refreshToken ?? '' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('a tab that slept past the deadline signs out as soon as it is shown again', async () => {
    const router = await signedInAt('/dashboard');
    // Asleep: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + 40 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText(sessionMessages.sessionExpired)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("uses the account's idle timeout from the server", async () => {
    server.use(
      http.get(`${API_BASE_URL}/auth/security/`, () =>
        HttpResponse.json({
          totp_enabled: false,
          totp_enabled_at: null,
          backup_codes_remaining: 0,
          idle_timeout_minutes: 5,
          withdrawals_blocked: false,
        }),
      ),
    );
    await signedInAt('/dashboard');
    await waitFor(() => expect(readSessionActivity(localStorage)?.timeoutMs).toBe(5 * MINUTE));
    await idle(4 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  });

  it('Sign out in the warning signs out at once, without a message', async () => {
    const router = await signedInAt('/dashboard');
    await idle(14 * MINUTE);
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByText(sessionMessages.sessionExpired)).toBeNull();
    expect(requests).toContain('POST /auth/logout/');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
  });

  it('activity on a public page counts while signed in', async () => {
    const router = await signedInAt('/dashboard');
    await router.navigate('/faq');
    await idle(10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await idle(10 * MINUTE);
    expect(warning()).toBeNull();
    expect(localStorage.getItem(storageKeys.authToken)).not.toBeNull();
  });

  it('the record ends with the session: a sign-in after a sign-out starts afresh', async () => {
    const router = await signedInAt('/dashboard');
    await waitFor(() => expect(localStorage.getItem(SESSION_ACTIVITY_KEY)).not.toBeNull());
    await idle(10 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem(SESSION_ACTIVITY_KEY)).toBeNull());

    await idle(20 * MINUTE);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: DEMO_USERS.alex.email },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: DEMO_USERS.alex.password },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() =>
      expect(readSessionActivity(localStorage)?.activeAt).toBeGreaterThan(Date.now() - MINUTE),
    );
    await idle(MINUTE);
    expect(warning()).toBeNull();
    expect(localStorage.getItem(storageKeys.authToken)).not.toBeNull();
  });
});
