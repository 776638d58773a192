// @vitest-environment node
// Issue 40 (D22): limits that count before they check, over HTTP, and keyed by the contract's operation: a path in
// another case (or with a doubled slash) is no operation at all, so it answers 404 and never reaches a handler.
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../backend/MockBackend';
import { MOCK_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { DEMO_USERS } from '../backend/seed';
import { SIGN_IN_FAILURE_LIMIT } from '../backend/signInThrottle';
import { API_BASE_URL } from '../baseUrls';
import { createHandlers } from '../handlers';
import { createApiServer, type ApiServerOptions } from './httpServer';

const running: { close: () => Promise<void> }[] = [];

async function start(options: ApiServerOptions = {}) {
  const api = createApiServer({ passwordIterations: MOCK_PBKDF2_ITERATIONS, ...options });
  await api.ready;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      api.server.closeAllConnections();
      api.server.close(() => resolve());
    });
  running.push({ close });
  return { ...api, base: `http://127.0.0.1:${port}` };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const alex = DEMO_USERS.alex;
const GUESSES = 25;

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const count = (statuses: number[], status: number) =>
  statuses.filter((item) => item === status).length;

describe('25 parallel guesses over HTTP (issue 40)', () => {
  it('against one account: at most 5 evaluated, the right password among the rest refused', async () => {
    const { base } = await start();
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, index) =>
        post(base, '/auth/login/', {
          email: alex.email,
          password: index === 12 ? alex.password : `wrong-guess-${index}`,
        }).then((answer) => answer.status),
      ),
    );
    expect(count(answers, 401)).toBe(SIGN_IN_FAILURE_LIMIT);
    expect(count(answers, 429)).toBe(GUESSES - SIGN_IN_FAILURE_LIMIT);
    expect(answers).not.toContain(200);
  });

  it('across accounts from one address: the per-client limit holds too', async () => {
    // Two accounts could take 10 guesses between them; the address may make 3.
    // A slow hash (as in production), so the guesses are all in flight together.
    const { base } = await start({ clientFailureLimit: 3, passwordIterations: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, index) =>
        post(base, '/auth/login/', {
          email: index % 2 === 0 ? alex.email : DEMO_USERS.jamie.email,
          password: `wrong-guess-${index}`,
        }).then((answer) => answer.status),
      ),
    );
    expect(count(answers, 401)).toBe(3);
    expect(count(answers, 429)).toBe(GUESSES - 3);
  });

  it('sign-ups sent at once: no more accounts than the hourly limit', async () => {
    const { base } = await start({ clientSignupLimit: 3, passwordIterations: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, index) =>
        post(base, '/auth/signup/', {
          first_name: 'Sam',
          last_name: 'Rivera',
          email: `sam.rivera${index}@example.com`,
          phone_number: '+14155550123',
          password: 'SamPass123!',
          verify_password: 'SamPass123!',
        }).then((answer) => answer.status),
      ),
    );
    expect(count(answers, 201)).toBe(3);
    expect(count(answers, 429)).toBe(GUESSES - 3);
  });

  it('a sign-in that succeeds does not use up the per-client limit', async () => {
    const { base } = await start({ clientFailureLimit: 2 });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (await post(base, '/auth/login/', { email: alex.email, password: alex.password })).status,
      ).toBe(200);
  });
});

describe('a path in another case is no operation (issue 40)', () => {
  it('over HTTP: /auth/LOGIN/ answers 404 where /auth/login/ is refused, and so does a doubled slash', async () => {
    const { base } = await start({ clientFailureLimit: 1 });
    expect((await post(base, '/auth/login/', { email: alex.email, password: 'x' })).status).toBe(
      401,
    );
    expect(
      (await post(base, '/auth/login/', { email: alex.email, password: alex.password })).status,
    ).toBe(429);
    for (const path of ['/auth/LOGIN/', '/Auth/login/', '/auth/login//', '/auth/login'])
      expect((await post(base, path, { email: alex.email, password: alex.password })).status).toBe(
        404,
      );
  });

  it('over HTTP: /auth/SIGNUP/ answers 404, not 201, after the hourly sign-up limit', async () => {
    const { base } = await start({ clientSignupLimit: 1 });
    const form = (n: number) => ({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: `sam.rivera${n}@example.com`,
      phone_number: '+14155550123',
      password: 'SamPass123!',
      verify_password: 'SamPass123!',
    });
    expect((await post(base, '/auth/signup/', form(1))).status).toBe(201);
    expect((await post(base, '/auth/signup/', form(2))).status).toBe(429);
    expect((await post(base, '/auth/SIGNUP/', form(3))).status).toBe(404);
  });

  it('in MSW (the demo, Storybook, unit tests): the same 404', async () => {
    const handlers = createHandlers(new MockBackend());
    const login = (path: string) =>
      getResponse(
        handlers,
        new Request(`${API_BASE_URL}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: alex.email, password: alex.password }),
        }),
      );
    expect((await login('/auth/login/'))?.status).toBe(200);
    for (const path of ['/auth/LOGIN/', '/AUTH/login/', '/auth/login//'])
      expect((await login(path))?.status, path).toBe(404);
  });
});

describe('no lockout by strangers over HTTP (issue 40)', () => {
  it('a browser that sends back its X-Device-Id signs in while strangers are paused, across origins too', async () => {
    const appOrigin = 'http://127.0.0.1:5394';
    const { base } = await start({ allowedOrigin: appOrigin });
    const signIn = (password: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: appOrigin, ...headers },
        body: JSON.stringify({ email: alex.email, password }),
      });
    const first = (await (await signIn(alex.password)).json()) as { device_id: string };
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1)
      expect((await signIn(`stranger-${attempt}`)).status).toBe(401);
    expect((await signIn(alex.password)).status).toBe(429);
    const preflight = await fetch(`${base}/auth/login/`, {
      method: 'OPTIONS',
      headers: {
        Origin: appOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-device-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Device-Id');
    const owner = await signIn(alex.password, { 'X-Device-Id': first.device_id });
    expect(owner.status).toBe(200);
  });
});
