import { loginServerDetails } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, refusal, signIn } from '../test/backendFixtures';
import { DAY, MINUTE } from './clock';
import { serverTexts } from './serverTexts';
import { ROTATION_GRACE_MS } from './tokens';

const tokenNotValid = { detail: serverTexts.tokenNotValid, code: 'token_not_valid' };
const refreshNotValid = { detail: serverTexts.refreshInvalid, code: 'token_not_valid' };

describe('login (DECISIONS D8)', () => {
  it('tells an unknown e-mail from a wrong password', async () => {
    const { backend } = createTestBackend();
    const unknown = await refusal(
      backend.api.login({ email: 'nobody@example.com', password: alex.password }),
    );
    expect([unknown.status, unknown.body]).toEqual([
      401,
      { detail: loginServerDetails.noActiveAccount },
    ]);
    const wrong = await refusal(
      backend.api.login({ email: alex.email, password: 'not-the-password' }),
    );
    expect([wrong.status, wrong.body]).toEqual([
      401,
      { detail: loginServerDetails.invalidPassword },
    ]);
  });

  it('signs in the demo users (e-mail case-insensitive) and records the activity', async () => {
    const { backend } = createTestBackend();
    const answer = await backend.api.login({
      email: 'Alex.Morgan@Example.com',
      password: alex.password,
    });
    expect(answer).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      username: 'alexmorgan',
      device_id: expect.stringMatching(/^[0-9a-f]{32}\.[0-9a-f]{32}$/),
    });
    const userId = backend.userIdByEmail(alex.email) ?? 0;
    expect(backend.api.listAccountActivity(userId, '1')[0]).toMatchObject({
      action: 'Signed In',
      ip_address: '203.0.113.24',
    });
    expect(backend.api.getProfile(userId).last_login).toBe('2026-06-15T12:00:00.000Z');
  });

  it('refuses an unverified account with 403 email_not_verified, e-mails a fresh code and names its times', async () => {
    const { backend, clock } = createTestBackend();
    const user = {
      first_name: 'Sam',
      last_name: 'Taylor',
      email: 'sam@example.com',
      phone_number: '+14155550199',
      password: 'SamPass789!',
      verify_password: 'SamPass789!',
    };
    await backend.api.signup(user);
    clock.advance(MINUTE);
    const error = await refusal(backend.api.login({ email: user.email, password: user.password }));
    expect([error.status, error.body]).toEqual([
      403,
      {
        detail: serverTexts.emailNotVerified,
        code: 'email_not_verified',
        server_time: '2026-06-15T12:01:00.000Z',
        expires_at: '2026-06-15T12:11:00.000Z',
        resend_available_at: '2026-06-15T12:02:00.000Z',
      },
    ]);
    expect(backend.outbox(user.email)).toHaveLength(2);

    // Within the minute the code just sent still works: no new one, and the same times.
    clock.advance(MINUTE / 2);
    const again = await refusal(backend.api.login({ email: user.email, password: user.password }));
    expect(again.body).toMatchObject({
      server_time: '2026-06-15T12:01:30.000Z',
      expires_at: '2026-06-15T12:11:00.000Z',
      resend_available_at: '2026-06-15T12:02:00.000Z',
    });
    expect(backend.outbox(user.email)).toHaveLength(2);
  });

  it('stores passwords as PBKDF2 hashes with a per-user salt', () => {
    const { backend } = createTestBackend();
    const snapshot = JSON.stringify(backend.toJSON());
    expect(snapshot).not.toContain(alex.password);
    const [first, second] = backend.toJSON().users;
    expect(first?.password.algorithm).toBe('PBKDF2-SHA256');
    expect(first?.password.salt).not.toBe(second?.password.salt);
  });

  it('refuses a duplicate sign-up e-mail with the contract text', async () => {
    const { backend } = createTestBackend();
    const error = await refusal(
      backend.api.signup({
        first_name: 'A',
        last_name: 'M',
        email: alex.email,
        phone_number: '+14155550101',
        password: 'Whatever123',
        verify_password: 'Whatever123',
      }),
    );
    expect([error.status, error.body]).toEqual([400, { email: [serverTexts.duplicateEmail] }]);
  });
});

describe('sessions', () => {
  it('accepts `JWT <access>` for 15 minutes only', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    expect(backend.authenticate(session.authorization)).toBe(session.userId);
    expect(
      (await refusal(() => backend.authenticate(`Bearer ${session.access_token}`))).body,
    ).toEqual(tokenNotValid);
    expect((await refusal(() => backend.authenticate(null))).status).toBe(401);
    clock.advance(15 * MINUTE);
    expect((await refusal(() => backend.authenticate(session.authorization))).body).toEqual(
      tokenNotValid,
    );
  });

  it('rotates refresh tokens: after the grace window, reusing the old one revokes the new pair too', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    const rotated = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(backend.authenticate(`JWT ${rotated.access_token}`)).toBe(session.userId);

    clock.advance(ROTATION_GRACE_MS + 1);
    const reuse = await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token }));
    expect([reuse.status, reuse.body]).toEqual([401, refreshNotValid]);
    expect(
      (await refusal(backend.api.refreshToken({ refresh_token: rotated.refresh_token }))).status,
    ).toBe(401);
    expect((await refusal(() => backend.authenticate(`JWT ${rotated.access_token}`))).status).toBe(
      401,
    );
  });

  it('a second tab presenting the just-rotated token within 30 s gets the current pair, not a revocation (issue 11 §2)', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    const first = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    clock.advance(ROTATION_GRACE_MS);
    const second = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    expect(second).toEqual(first);
    expect(backend.authenticate(`JWT ${second.access_token}`)).toBe(session.userId);
    // The family lives on: the current refresh token still rotates.
    const next = await backend.api.refreshToken({ refresh_token: second.refresh_token });
    expect(backend.authenticate(`JWT ${next.access_token}`)).toBe(session.userId);
  });

  it('within the grace window the oldest token follows later rotations to the newest pair', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const first = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    const second = await backend.api.refreshToken({ refresh_token: first.refresh_token });
    expect(await backend.api.refreshToken({ refresh_token: session.refresh_token })).toEqual(
      second,
    );
  });

  it('the grace window never revives a signed-out session', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const rotated = await backend.api.refreshToken({ refresh_token: session.refresh_token });
    await backend.api.logout(session.userId, { refresh_token: rotated.refresh_token });
    expect(
      (await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token }))).status,
    ).toBe(401);
  });

  it('ends an unused session at its idle timeout, long before its refresh token’s 7 days (D15)', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    clock.advance(7 * DAY);
    expect(
      (await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token }))).body,
    ).toEqual({ detail: serverTexts.sessionExpired, code: 'session_expired' });
  });

  it('revokes the session on logout', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const other = await signIn(backend, alex);
    await expect(
      backend.api.logout(session.userId, { refresh_token: session.refresh_token }),
    ).resolves.toEqual({ message: serverTexts.loggedOut });
    expect(
      (await refusal(backend.api.refreshToken({ refresh_token: session.refresh_token }))).status,
    ).toBe(401);
    expect((await refusal(() => backend.authenticate(session.authorization))).status).toBe(401);
    // Another device stays signed in.
    expect(backend.authenticate(other.authorization)).toBe(other.userId);
  });

  it('changes the password with a code, ending the other sessions', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, alex);
    const other = await signIn(backend, alex);
    const wrongOld = await refusal(
      backend.api.requestPasswordChange(session.userId, {
        old_password: 'nope',
        password: 'NewPass123!',
        new_password: 'NewPass123!',
        confirm_password: 'NewPass123!',
      }),
    );
    expect(wrongOld.body).toEqual({ detail: serverTexts.oldPasswordIncorrect });
    await backend.api.requestPasswordChange(session.userId, {
      old_password: alex.password,
      password: 'NewPass123!',
      new_password: 'NewPass123!',
      confirm_password: 'NewPass123!',
    });
    const code = backend.latestCode(alex.email, 'password_change') ?? '';
    expect(JSON.stringify(backend.toJSON())).not.toContain('NewPass123!');
    await backend.api.verifyPasswordChange(session.userId, { otp: code }, session.authorization);
    expect(backend.authenticate(session.authorization)).toBe(session.userId);
    expect((await refusal(() => backend.authenticate(other.authorization))).status).toBe(401);
    await expect(
      backend.api.login({ email: alex.email, password: 'NewPass123!' }),
    ).resolves.toBeTruthy();
  });

  it('applies a profile change only after its code, exactly as requested', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.requestProfileChange(userId, {
      new_first_name: 'Alexandra',
      country: 'Canada',
      notifications: { email: false, sms: true, push: true },
    });
    expect(backend.api.getProfile(userId).first_name).toBe('Alex');
    const code = backend.latestCode(alex.email, 'profile_change') ?? '';
    const answer = await backend.api.verifyProfileChange(userId, { otp: code });
    expect(answer.profile).toMatchObject({
      first_name: 'Alexandra',
      last_name: 'Morgan',
      country: 'Canada',
      notifications: { email: false, sms: true, push: true },
    });
    expect(answer.profile.updated_at).toBe('2026-06-15T12:00:00.000Z');
  });
});
