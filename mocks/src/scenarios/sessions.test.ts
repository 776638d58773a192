import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_URL } from '../baseUrls';
import { createMockServer } from '../node';
import { alex, jamie } from '../test/backendFixtures';
import { scenario } from '.';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

async function login(user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${API_BASE_URL}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return String(((await response.json()) as { access_token: string }).access_token);
}

const withToken = (token: string) => ({ Authorization: `JWT ${token}` });

async function sessionsOf(token: string) {
  const response = await fetch(`${API_BASE_URL}/auth/sessions/`, { headers: withToken(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; device: string; current: boolean }[];
}

describe('sessions.list.otherDevices with a backend', () => {
  it('signs the user in on a phone and a desktop once; a sign-out sticks', async () => {
    server.use(...scenario('sessions.list.otherDevices', { backend: server.backend }));
    const token = await login(alex);
    const [first, again] = await Promise.all([sessionsOf(token), sessionsOf(token)]);
    // This device first, then the others (their order follows their last use).
    expect(first[0]).toMatchObject({ device: 'Unknown device', current: true });
    expect(first.slice(1).map((session) => [session.device, session.current])).toEqual(
      expect.arrayContaining([
        ['Firefox on Windows', false],
        ['Safari on iPhone', false],
      ]),
    );
    expect(again).toHaveLength(3);

    const phone = first.find((session) => session.device === 'Safari on iPhone')!;
    const revoked = await fetch(`${API_BASE_URL}/auth/sessions/${phone.id}/`, {
      method: 'DELETE',
      headers: withToken(token),
    });
    expect(revoked.status).toBe(204);
    // Read again, the phone is not signed in a second time.
    expect((await sessionsOf(token)).map((session) => session.device)).toEqual([
      'Unknown device',
      'Firefox on Windows',
    ]);
  });

  it('each demo user gets their own other devices', async () => {
    server.use(...scenario('sessions.list.otherDevices', { backend: server.backend }));
    await sessionsOf(await login(alex));
    expect(await sessionsOf(await login(jamie))).toHaveLength(3);
  });
});

describe('sessions.revoke.notFound with a backend', () => {
  it('the session really ends, and the answer is 404', async () => {
    server.use(
      ...scenario('sessions.list.otherDevices', { backend: server.backend }),
      ...scenario('sessions.revoke.notFound', { backend: server.backend }),
    );
    const token = await login(alex);
    const [, other] = await sessionsOf(token);
    const answer = await fetch(`${API_BASE_URL}/auth/sessions/${other!.id}/`, {
      method: 'DELETE',
      headers: withToken(token),
    });
    expect(answer.status).toBe(404);
    expect((await sessionsOf(token)).map((session) => session.id)).not.toContain(other!.id);
  });
});
