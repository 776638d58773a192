// Issue 24: tokens are signed under the server's secret, and the state keeps no token, id or signature.
import { describe, expect, it } from 'vitest';
import { alex, refusal, signIn } from '../test/backendFixtures';
import { createManualClock } from './clock';
import { MockBackend } from './MockBackend';
import { base64UrlDecode, base64UrlEncode } from './randomValues';
import { SEED_NOW } from './seed';
import { newServerSecret } from './serverSecret';

const secret = newServerSecret();
const clock = createManualClock(SEED_NOW);
const backendWith = (key = secret, snapshot?: string) =>
  snapshot
    ? MockBackend.fromJSON(snapshot, { clock: clock.now, secret: key })
    : new MockBackend({ clock: clock.now, secret: key });

describe('tokens under the server secret (issue 24)', () => {
  it('are accepted by a backend with the same secret and refused with another, from the same state', async () => {
    const issuer = backendWith();
    const session = await signIn(issuer, alex);
    const snapshot = JSON.stringify(issuer.toJSON());
    expect(snapshot).not.toContain(session.access_token.split('.')[2]);
    expect(snapshot).not.toContain(session.refresh_token.split('.')[2]);

    const sameSecret = backendWith(secret, snapshot);
    expect(sameSecret.authenticate(session.authorization)).toBe(session.userId);
    const otherSecret = backendWith(newServerSecret(), snapshot);
    expect(() => otherSecret.authenticate(session.authorization)).toThrow();
    expect(
      (await refusal(otherSecret.refreshToken({ refresh_token: session.refresh_token }))).status,
    ).toBe(401);
  });

  it('refuse a token whose payload was changed, however its signature was kept', async () => {
    const backend = backendWith();
    const session = await signIn(backend, alex);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(base64UrlDecode(payload ?? '')) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) =>
      `JWT ${header}.${base64UrlEncode(JSON.stringify({ ...claims, ...changes }))}.${signature}`;
    expect(() => backend.authenticate(forged({ user_id: 2 }))).toThrow();
    expect(() => backend.authenticate(forged({ exp: 9_999_999_999 }))).toThrow();
    expect(() => backend.authenticate(forged({ token_type: 'refresh' }))).toThrow();
    expect(() => backend.authenticate(`${session.authorization}.extra`)).toThrow();
  });

  it('hand the same rotated pair to a second tab within the grace window, without keeping it', async () => {
    const backend = backendWith();
    const session = await signIn(backend, alex);
    const first = await backend.refreshToken({ refresh_token: session.refresh_token });
    const snapshot = JSON.stringify(backend.toJSON());
    expect(snapshot).not.toContain(first.refresh_token);
    // A restart with the same secret in between: the pair is derived again, not read back.
    const restarted = backendWith(secret, snapshot);
    const second = await restarted.refreshToken({ refresh_token: session.refresh_token });
    expect(second).toEqual(first);
  });
});
