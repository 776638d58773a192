// Issue 24: tokens are signed under the server's secret, and the state keeps no token, id or signature.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, refusal, signIn, steppedUp } from '../test/backendFixtures';
import { createManualClock, DAY, HOUR, MINUTE } from './clock';
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
      (await refusal(otherSecret.api.refreshToken({ refresh_token: session.refresh_token })))
        .status,
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
    const first = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    const snapshot = JSON.stringify(backend.toJSON());
    expect(snapshot).not.toContain(first.refresh_token);
    // A restart with the same secret in between: the pair is derived again, not read back.
    const restarted = backendWith(secret, snapshot);
    const second = await restarted.api.refreshToken({ refresh_token: session.refresh_token });
    expect(second).toEqual(first);
  });
});

/** Alex signed in, with the idle timeout set to `minutes` (the call that sets it is the session's last use). */
async function signedInWithIdleTimeout(minutes: number) {
  const { backend, clock } = createTestBackend();
  const session = await signIn(backend, alex);
  const proof = await steppedUp(backend, session, { password: alex.password });
  await backend.api.setIdleTimeout(
    session.userId,
    { idle_timeout_minutes: minutes },
    session.authorization,
    proof,
  );
  return { backend, clock, session };
}

const sessionExpired = { status: 401, body: { code: 'session_expired' } };

describe('a session ends at its next call of any kind (D15, D22, issue 40)', () => {
  it('refuses a live access token after the idle timeout, and the refresh that follows', async () => {
    const { backend, clock, session } = await signedInWithIdleTimeout(5);
    clock.advance(14 * MINUTE);
    expect(await refusal(() => backend.authenticate(session.authorization))).toMatchObject(
      sessionExpired,
    );
    expect(
      await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token })),
    ).toMatchObject(sessionExpired);
    expect(await refusal(() => backend.authenticate(session.authorization))).toMatchObject({
      status: 401,
    });
  });

  it('keeps a session used within its idle timeout, each call counting as use', async () => {
    const { backend, clock, session } = await signedInWithIdleTimeout(5);
    for (let minute = 4; minute <= 12; minute += 4) {
      clock.advance(4 * MINUTE);
      expect(backend.authenticate(session.authorization)).toBe(session.userId);
    }
  });

  it('refuses any call past the 30 days from sign-in as session_expired, not as a stale token', async () => {
    const { backend, clock, session } = await signedInWithIdleTimeout(12 * 60);
    let pair = { access_token: session.access_token, refresh_token: session.refresh_token };
    while (clock.now() + 11 * HOUR < Date.parse(SEED_NOW) + 30 * DAY) {
      clock.advance(11 * HOUR);
      pair = await backend.api.refreshToken({ refresh_token: pair.refresh_token });
    }
    clock.advance(11 * HOUR);
    expect(await refusal(() => backend.authenticate(`JWT ${pair.access_token}`))).toMatchObject(
      sessionExpired,
    );
  });

  it('answers a session revoked before it lapsed as revoked, not as expired', async () => {
    const { backend, clock, session } = await signedInWithIdleTimeout(5);
    await backend.api.logout(session.userId, { refresh_token: session.refresh_token });
    clock.advance(10 * MINUTE);
    expect(
      await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token })),
    ).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
  });
});
