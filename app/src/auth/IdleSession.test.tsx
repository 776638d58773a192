// D15 through the real route table (RootLayout mounts IdleSession on every page once someone is signed in),
// guards and login screen against the mock API (msw/node), with the clock and timers faked: the idle
// warning, Stay signed in, Sign out, and the end of an idle session.
// The fake clock moves only by the test's own steps (`idle`): requests, chunks and renders settle on real
// time meanwhile (`eventually`), so a slow machine sees the same countdown as a fast one.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys } from '@tp/api';
import { API_BASE_URL, DEMO_USERS } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import { sessionMessages } from '@tp/messages';
import { renderRoutes } from '../routing/renderRoutes';
import { routes } from '../routing/routes';
import { eventually } from '../test/eventually';
import { SESSION_ACTIVITY_KEY, readSessionActivity } from './sessionActivity';

const MINUTE = 60_000;
const server = createMockServer();
const requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  // Only the clock and the timers that wait on it: the I/O, microtasks and React's scheduler stay real.
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
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
  const tokens = await server.backend.api.login({ email, password });
  localStorage.setItem(storageKeys.authToken, tokens.access_token);
  localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.username, tokens.username);
  localStorage.setItem(storageKeys.isAuthenticated, 'true');
  const router = renderRoutes(routes, path);
  await eventually(() => screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
  // The watch has started: the idle time counts from this instant of the fake clock.
  await eventually(() =>
    expect(readSessionActivity(localStorage)?.user).toBe(DEMO_USERS.alex.username),
  );
  return router;
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const shownWarning = () =>
  eventually(() => screen.getByRole('dialog', { name: 'Are you still there?' }));
/** The warning shows this time left: the clock stands still while it is looked for, so exactly this. */
const countdownShows = (left: string) =>
  eventually(() => expect(warning()).toHaveTextContent(`Time left ${left}`));
/** Idle time passes: the fake clock moves, its timers fire, and React renders what they changed. */
const idle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// A ceiling for a slow machine (chunks compile on first use), not a speed goal: no step waits on it.
describe('the idle session, on every page of the root layout (D15)', { timeout: 120_000 }, () => {
  it('warns with a countdown a minute before the end; Stay signed in closes it and keeps the session', async () => {
    const router = await signedInAt('/dashboard');

    await idle(14 * MINUTE - 1000);
    expect(warning()).toBeNull();
    await idle(1000);
    await countdownShows('1:00');
    await idle(1000);
    await countdownShows('0:59');
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await eventually(() => expect(stay).toHaveFocus());

    requests.length = 0;
    fireEvent.click(stay);
    await eventually(() => expect(warning()).toBeNull());
    // The server hears of it too: its own idle limit must not end the session under the user.
    await eventually(() => expect(requests).toContain('GET /auth/security/'));
    await idle(14 * MINUTE - 1000);
    expect(warning()).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(storageKeys.authToken)).not.toBeNull();
    // The new idle period started at Stay signed in: its warning comes 14 minutes after it.
    await idle(1000);
    await countdownShows('1:00');
  });

  it('at the end signs out with the spec text and revokes the session', async () => {
    const router = await signedInAt('/dashboard');
    const refreshToken = localStorage.getItem(storageKeys.refreshToken);
    await idle(14 * MINUTE + 30_000);
    await countdownShows('0:30');
    await idle(29_000);
    await countdownShows('0:01');
    expect(router.state.location.pathname).toBe('/dashboard');
    await idle(1000);

    expect(await eventually(() => screen.getByText(sessionMessages.sessionExpired))).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(warning()).toBeNull();
    for (const key of [storageKeys.authToken, storageKeys.refreshToken, storageKeys.username])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(SESSION_ACTIVITY_KEY)).toBeNull();
    // The server is told: its session ends, even though the access token had lapsed with the idle time.
    await eventually(() => expect(requests).toContain('POST /auth/logout/'));
    await eventually(() => expect(server.backend.state.sessions.at(-1)?.endedAt).not.toBeNull());
    await expect(
      server.backend.api.refreshToken({ refresh_token: refreshToken ?? '' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('a tab that slept past the deadline signs out as soon as it is shown again', async () => {
    const router = await signedInAt('/dashboard');
    // Asleep: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + 40 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await eventually(() => screen.getByText(sessionMessages.sessionExpired))).toBeVisible();
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
    await eventually(() => expect(readSessionActivity(localStorage)?.timeoutMs).toBe(5 * MINUTE));
    await idle(4 * MINUTE - 1000);
    expect(warning()).toBeNull();
    await idle(1000);
    await countdownShows('1:00');
  });

  it('Sign out in the warning signs out at once, without a message', async () => {
    const router = await signedInAt('/dashboard');
    await idle(14 * MINUTE);
    await shownWarning();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await eventually(() => screen.getByRole('button', { name: 'Sign in' }))).toBeVisible();
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
    // Without the key press the warning would have shown at 14 minutes: it shows 14 minutes after it.
    await idle(4 * MINUTE);
    await countdownShows('1:00');
  });

  it('the record ends with the session: a sign-in after a sign-out starts afresh', async () => {
    const router = await signedInAt('/dashboard');
    await idle(10 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/login'));
    await eventually(() => expect(localStorage.getItem(SESSION_ACTIVITY_KEY)).toBeNull());

    await idle(20 * MINUTE);
    fireEvent.change(await eventually(() => screen.getByLabelText('Email')), {
      target: { value: DEMO_USERS.alex.email },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: DEMO_USERS.alex.password },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await eventually(() => expect(readSessionActivity(localStorage)?.activeAt).toBe(Date.now()));
    await idle(MINUTE);
    expect(warning()).toBeNull();
    expect(localStorage.getItem(storageKeys.authToken)).not.toBeNull();
  });
});
