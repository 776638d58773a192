// Issue 40 (D22): the client keeps the device identifier the server issued at a sign-in and sends it at the next,
// so a device the account trusts is not paused by strangers' failures. Signing out keeps it.
import { describe, expect, it } from 'vitest';
import { login } from '../queries/auth';
import { storageKeys } from '../session/sessionStore';
import { testApiClients } from '../test/renderWithApi';

const issued = `${'1'.repeat(32)}.${'2'.repeat(32)}`;

function signInServer(seen: Request[]) {
  return (request: Request) => {
    seen.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/auth/login/')
      return Promise.resolve(
        Response.json({
          access_token: 'access',
          refresh_token: 'refresh',
          username: 'alexmorgan',
          device_id: issued,
        }),
      );
    return Promise.resolve(Response.json({ username: 'alexmorgan', email: 'a@example.com' }));
  };
}

describe('the device identifier (issue 40)', () => {
  it('is kept from a sign-in answer and sent as X-Device-Id at the next sign-in, not to other calls', async () => {
    const seen: Request[] = [];
    const clients = testApiClients(signInServer(seen));
    const input = { email: 'alex.morgan@example.com', password: 'x', rememberMe: false };
    await login(clients, input);
    expect(seen[0]?.headers.get('X-Device-Id')).toBeNull();
    expect(clients.session.storage.getItem(storageKeys.deviceId)).toBe(issued);
    clients.session.clear();
    expect(clients.session.storage.getItem(storageKeys.deviceId)).toBe(issued);
    seen.length = 0;
    await login(clients, input);
    const signIns = seen.filter((request) => new URL(request.url).pathname === '/auth/login/');
    expect(signIns[0]?.headers.get('X-Device-Id')).toBe(issued);
    const others = seen.filter((request) => new URL(request.url).pathname !== '/auth/login/');
    for (const request of others) expect(request.headers.get('X-Device-Id')).toBeNull();
  });
});

describe('a storage that refuses writes (issue 40)', () => {
  it('does not turn the sign-in answer into a failed request: the session store meets the refusal itself', async () => {
    const seen: Request[] = [];
    const clients = testApiClients(signInServer(seen));
    const refusing = clients.session.storage;
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const input = { email: 'alex.morgan@example.com', password: 'x', rememberMe: false };
    await expect(login(clients, input)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(seen.map((request) => new URL(request.url).pathname)).toContain('/auth/login/');
  });
});
