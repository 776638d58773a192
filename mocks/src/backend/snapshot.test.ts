import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, freshKey, jamie, signIn } from '../test/backendFixtures';
import { MockBackend } from './MockBackend';
import { verifyPassword } from './passwordHashing';
import { DEMO_USERS, createSeedState } from './seed';

describe('seed, reset and snapshots', () => {
  it('seeds the two verified demo users with their balances', async () => {
    const { backend } = createTestBackend();
    expect(backend.fundsOf(alex.email)).toEqual({ balance: 12500, held: 0, available: 12500 });
    expect(backend.fundsOf(jamie.email)).toEqual({ balance: 3200, held: 0, available: 3200 });
    const { userId } = await signIn(backend, alex);
    expect(backend.api.getProfile(userId)).toMatchObject({
      username: 'alexmorgan',
      phone_number: '+14155550101',
      country: 'United States',
      email_verified: true,
    });
    expect(backend.api.listDeposits(userId).length).toBeGreaterThan(0);
    expect(backend.api.listWithdrawals(userId, null, 'Transfer')[0]).toMatchObject({
      recipient_email: jamie.email,
      status: 'approved',
    });
  });

  it('keeps the precomputed demo password hashes valid', async () => {
    const [alexRecord, jamieRecord] = createSeedState().users;
    expect(await verifyPassword(DEMO_USERS.alex.password, alexRecord!.password)).toBe(true);
    expect(await verifyPassword(DEMO_USERS.jamie.password, jamieRecord!.password)).toBe(true);
  });

  it('is deterministic', () => {
    expect(createSeedState()).toEqual(createSeedState());
  });

  it('round-trips through JSON, codes and sessions included', async () => {
    const { backend, clock } = createTestBackend();
    const session = await signIn(backend, alex);
    const created = await backend.api.createWithdrawal(
      session.userId,
      {
        amount: 40,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';

    const restored = MockBackend.fromJSON(JSON.stringify(backend.toJSON()), { clock: clock.now });
    expect(restored.toJSON()).toEqual(backend.toJSON());
    expect(restored.authenticate(session.authorization)).toBe(session.userId);
    await restored.api.verifyWithdrawal(session.userId, created.id, { otp: code });
    expect(restored.fundsOf(jamie.email).balance).toBe(3240);
    // The original is untouched.
    expect(backend.fundsOf(jamie.email).balance).toBe(3200);
  });

  it('resets to the seed and tells listeners', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.subscribePackage(userId, 'premium', freshKey());
    let changes = 0;
    backend.onChange(() => (changes += 1));
    backend.reset();
    expect(changes).toBe(1);
    expect(backend.toJSON()).toEqual(createSeedState());
  });

  it('refuses something that is not a snapshot', () => {
    expect(() => MockBackend.fromJSON('{"hello":1}')).toThrow(/snapshot/);
  });

  it('notifies the demo inbox of every e-mail', async () => {
    const { backend } = createTestBackend();
    const seen: string[] = [];
    backend.onMail((message) => seen.push(`${message.to}:${message.purpose}`));
    await backend.api.requestForgotPassword({ email: alex.email });
    expect(seen).toEqual([`${alex.email}:forgot_password`]);
    expect(backend.outbox()).toHaveLength(1);
    expect(backend.outbox(jamie.email)).toEqual([]);
  });
});
