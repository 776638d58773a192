// D12: sessions are listed with their device, can be ended one by one or all but this one, and end on a password change.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, refusal, signIn, steppedUp } from '../test/backendFixtures';
import { mailTexts } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import { deviceName } from './sessions';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const linuxChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function twoSessions() {
  const { backend, clock } = createTestBackend();
  const laptop = await backend.api.login(
    { email: alex.email, password: alex.password },
    {
      userAgent: linuxChrome,
    },
  );
  clock.advance(60_000);
  const phone = await backend.api.login(
    { email: alex.email, password: alex.password },
    {
      userAgent: iphone,
    },
  );
  const userId = backend.userIdByEmail(alex.email)!;
  return {
    backend,
    clock,
    userId,
    laptop: `JWT ${laptop.access_token}`,
    phone: `JWT ${phone.access_token}`,
    phoneRefresh: phone.refresh_token,
  };
}

describe('sessions (D12)', () => {
  it('names devices from the user agent', () => {
    expect(deviceName(iphone)).toBe('Safari on iPhone');
    expect(deviceName(linuxChrome)).toBe('Chrome on Linux');
    expect(deviceName(null)).toBe(serverTexts.unknownDevice);
  });

  it('lists every live session with device, IP and times, the caller first and marked current', async () => {
    const { backend, userId, laptop } = await twoSessions();
    const sessions = backend.api.listSessions(userId, laptop);
    expect(sessions.map((session) => [session.device, session.current])).toEqual([
      ['Chrome on Linux', true],
      ['Safari on iPhone', false],
    ]);
    expect(sessions[1]).toMatchObject({
      ip_address: '203.0.113.24',
      location: 'San Francisco, United States',
    });
  });

  it('lists no session that has lapsed: one idle past its timeout answers no call any more (D22)', async () => {
    const { backend, clock, userId, laptop, phone } = await twoSessions();
    // The laptop keeps working; the phone lies idle past the 15 minutes.
    for (let minute = 4; minute <= 12; minute += 4) {
      clock.advance(4 * 60_000);
      backend.authenticate(laptop);
    }
    clock.advance(4.5 * 60_000);
    expect(await refusal(() => backend.authenticate(phone))).toMatchObject({
      status: 401,
      body: { code: 'session_expired' },
    });
    expect(backend.api.listSessions(userId, laptop).map((session) => session.device)).toEqual([
      'Chrome on Linux',
    ]);
  });

  it('moves last active on each authenticated call', async () => {
    const { backend, clock, userId, laptop, phone } = await twoSessions();
    clock.advance(5 * 60_000);
    backend.authenticate(phone);
    const phoneSession = backend.api
      .listSessions(userId, laptop)
      .find((session) => !session.current)!;
    expect(Date.parse(phoneSession.last_active_at)).toBe(clock.now());
  });

  it('revokes another session: its access token and its refresh both stop working', async () => {
    const { backend, userId, laptop, phone, phoneRefresh } = await twoSessions();
    const other = backend.api.listSessions(userId, laptop).find((session) => !session.current)!;
    await backend.api.revokeSession(userId, other.id, laptop);
    expect((await refusal(() => backend.authenticate(phone))).status).toBe(401);
    expect((await refusal(backend.api.refreshToken({ refresh_token: phoneRefresh }))).status).toBe(
      401,
    );
    expect(backend.api.listSessions(userId, laptop).map((session) => session.current)).toEqual([
      true,
    ]);
    expect(backend.api.listAccountActivity(userId, '1')[0]?.action).toBe(
      activityActions.sessionRevoked,
    );
  });

  it('refuses to revoke the calling session, an unknown one, or another user’s', async () => {
    const { backend, userId, laptop } = await twoSessions();
    const own = backend.api.listSessions(userId, laptop).find((session) => session.current)!;
    expect((await refusal(backend.api.revokeSession(userId, own.id, laptop))).status).toBe(400);
    expect(
      (await refusal(backend.api.revokeSession(userId, 'ffffffffffffffff', laptop))).status,
    ).toBe(404);
    const jamie = await signIn(backend, {
      email: 'jamie.lee@example.com',
      password: 'DemoPass456!',
    });
    const jamieSession = backend.api.listSessions(jamie.userId, jamie.authorization)[0]!;
    expect((await refusal(backend.api.revokeSession(userId, jamieSession.id, laptop))).status).toBe(
      404,
    );
    expect(() => backend.authenticate(jamie.authorization)).not.toThrow();
  });

  it('signs out every other session and says how many', async () => {
    const { backend, userId, laptop, phone } = await twoSessions();
    await expect(backend.api.revokeOtherSessions(userId, laptop)).resolves.toEqual({
      message: serverTexts.otherSessionsRevoked(1),
      revoked: 1,
    });
    expect((await refusal(() => backend.authenticate(phone))).status).toBe(401);
    expect(() => backend.authenticate(laptop)).not.toThrow();
  });

  it('ends at sign-out and drops out of the list', async () => {
    const { backend, userId, laptop, phone, phoneRefresh } = await twoSessions();
    await backend.api.logout(userId, { refresh_token: phoneRefresh });
    expect(backend.api.listSessions(userId, laptop)).toHaveLength(1);
    expect((await refusal(() => backend.authenticate(phone))).status).toBe(401);
  });

  it('a confirmed password change ends the other sessions and e-mails a notice', async () => {
    const { backend, userId, laptop, phone } = await twoSessions();
    await backend.api.requestPasswordChange(userId, {
      old_password: alex.password,
      password: 'AlexNew123!',
      new_password: 'AlexNew123!',
      confirm_password: 'AlexNew123!',
    });
    await backend.api.verifyPasswordChange(
      userId,
      { otp: backend.latestCode(alex.email, 'password_change') },
      laptop,
    );
    expect((await refusal(() => backend.authenticate(phone))).status).toBe(401);
    expect(backend.api.listSessions(userId, laptop)).toHaveLength(1);
    expect(backend.outbox(alex.email).at(-1)).toMatchObject({
      subject: mailTexts.passwordChangedNoticeSubject,
      code: null,
      purpose: 'notice',
    });
  });

  it('records a failed sign-in in the activity log', async () => {
    const { backend } = createTestBackend();
    await refusal(backend.api.login({ email: alex.email, password: 'wrong-password' }));
    const userId = backend.userIdByEmail(alex.email)!;
    expect(backend.api.listAccountActivity(userId, '1')[0]?.action).toBe(
      activityActions.failedSignIn,
    );
  });
});

describe('an e-mail change (D12)', () => {
  it('sends the code to the new address and a notice to the old one; the new one is used only after the code', async () => {
    const { backend } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    const { userId } = signedIn;
    await backend.api.requestProfileChange(
      userId,
      { new_email: 'alex.new@example.com' },
      signedIn.authorization,
      await steppedUp(backend, signedIn, { password: alex.password }),
    );
    expect(backend.latestCode('alex.new@example.com', 'profile_change')).toMatch(/^\d{6}$/);
    expect(backend.latestCode(alex.email, 'profile_change')).toBeUndefined();
    expect(backend.outbox(alex.email).at(-1)).toMatchObject({
      subject: mailTexts.emailChangeNoticeSubject,
      code: null,
    });
    expect(backend.api.getProfile(userId).email).toBe(alex.email);
    await backend.api.verifyProfileChange(userId, {
      otp: backend.latestCode('alex.new@example.com', 'profile_change'),
    });
    expect(backend.api.getProfile(userId).email).toBe('alex.new@example.com');
  });

  it('records a manual refresh with the server’s IP and location', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const entry = await backend.api.recordManualRefresh(userId);
    expect(entry).toMatchObject({
      action: activityActions.manualRefresh,
      ip_address: '203.0.113.24',
      location: 'San Francisco, United States',
    });
    expect(backend.api.listAccountActivity(userId, '1')).toEqual([entry]);
  });
});
