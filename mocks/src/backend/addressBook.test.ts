// Issue 24 parts 1 and 3 (D16): money goes only to destinations the owner saved at least 24 hours ago, the
// allow-list turns off only after 48 hours, and a credential change holds withdrawals for 24 hours.
import { describe, expect, it } from 'vitest';
import { walletAddressValidation } from '@tp/messages';
import {
  alex,
  createTestBackend,
  freshKey,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { DAY, HOUR, MINUTE } from './clock';
import type { MockBackend } from './MockBackend';

/** The EIP-55 example address, and the same with its last letter's case flipped (a mistyped checksum). */
const newEthAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const mistypedEthAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const cryptoTo = (address: string, amount = 100) => ({
  amount,
  withdrawal_method: 'Cryptocurrency',
  wallet_address: address,
  chain: 'eth',
});
const savedBank = {
  amount: 100,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
};

async function session(backend: MockBackend) {
  const signedIn = await signIn(backend, alex);
  const proof = () => steppedUp(backend, signedIn, { password: alex.password });
  return { ...signedIn, proof };
}

async function addAndConfirm(backend: MockBackend, address = newEthAddress) {
  const alexSession = await session(backend);
  const added = await backend.api.addWithdrawalDestination(
    alexSession.userId,
    { label: 'Cold wallet', kind: 'crypto', chain: 'eth', address },
    alexSession.authorization,
    await alexSession.proof(),
  );
  const otp = backend.latestCode(alex.email, 'destination') ?? '';
  const confirmed = await backend.api.verifyWithdrawalDestination(
    alexSession.userId,
    added.destination.id,
    { otp },
  );
  return { ...alexSession, added, confirmed };
}

describe('the address book (D16)', () => {
  it('adds a destination only with a step-up and its e-mailed code, then holds it 24 hours', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    const body = { label: 'Cold wallet', kind: 'crypto', chain: 'eth', address: newEthAddress };
    const withoutProof = await refusal(
      backend.api.addWithdrawalDestination(
        alexSession.userId,
        body,
        alexSession.authorization,
        null,
      ),
    );
    expect(withoutProof.body).toMatchObject({ code: 'step_up_required' });

    const { added, confirmed, userId } = await addAndConfirm(backend);
    expect(added.destination).toMatchObject({ status: 'awaiting_code', usable_at: null });
    const mail = backend
      .outbox(alex.email)
      .findLast((message) => message.purpose === 'destination');
    expect(mail?.link).toMatch(/^\/this-wasnt-me#/);
    expect(confirmed.status).toBe('held');
    expect(Date.parse(confirmed.usable_at ?? '')).toBe(clock.now() + DAY);

    const held = await refusal(
      backend.api.createWithdrawal(userId, cryptoTo(newEthAddress), freshKey()),
    );
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ code: 'destination_held', opens_at: confirmed.usable_at });

    clock.advance(DAY - MINUTE);
    const stillHeld = await refusal(
      backend.api.createWithdrawal(
        (await signIn(backend, alex)).userId,
        cryptoTo(newEthAddress),
        freshKey(),
      ),
    );
    expect(stillHeld.body).toMatchObject({ code: 'destination_held' });
    clock.advance(MINUTE);
    const later = await signIn(backend, alex);
    await expect(
      backend.api.createWithdrawal(later.userId, cryptoTo(newEthAddress.toLowerCase()), freshKey()),
    ).resolves.toMatchObject({ status: 'pending', wallet_address: newEthAddress });
    expect(backend.api.listWithdrawalDestinations(later.userId).destinations[0]).toMatchObject({
      label: 'Cold wallet',
      status: 'usable',
    });
  });

  it('refuses a mistyped checksum with the chain named, and a destination saved twice', async () => {
    const { backend } = createTestBackend();
    const alexSession = await session(backend);
    const mistyped = await refusal(
      backend.api.addWithdrawalDestination(
        alexSession.userId,
        { label: 'Typo', kind: 'crypto', chain: 'eth', address: mistypedEthAddress },
        alexSession.authorization,
        await alexSession.proof(),
      ),
    );
    expect(mistyped.body).toEqual({
      address: [walletAddressValidation.checksumMismatch('Ethereum')],
    });
    const again = await refusal(
      backend.api.addWithdrawalDestination(
        alexSession.userId,
        { label: 'Again', kind: 'bank', bank_account: 'gb29 nwbk 6016 1331 9268 19' },
        alexSession.authorization,
        await alexSession.proof(),
      ),
    );
    expect(again.status).toBe(400);
    expect(backend.api.listWithdrawalDestinations(alexSession.userId).destinations).toHaveLength(4);
  });

  it('drops a destination whose code expired, and a removed one takes its pending withdrawal with it', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    const added = await backend.api.addWithdrawalDestination(
      alexSession.userId,
      { label: 'Late', kind: 'bank', bank_account: 'FR1420041010050500013M02606' },
      alexSession.authorization,
      await alexSession.proof(),
    );
    const otp = backend.latestCode(alex.email, 'destination') ?? '';
    clock.advance(11 * MINUTE);
    const expired = await refusal(
      backend.api.verifyWithdrawalDestination(alexSession.userId, added.destination.id, { otp }),
    );
    expect(expired.status).toBe(410);
    const ids = backend.api
      .listWithdrawalDestinations(alexSession.userId)
      .destinations.map((destination) => destination.id);
    expect(ids).not.toContain(added.destination.id);

    const signedIn = await signIn(backend, alex);
    const pending = await backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey());
    const bank = backend.api
      .listWithdrawalDestinations(signedIn.userId)
      .destinations.find((destination) => destination.kind === 'bank');
    await backend.api.removeWithdrawalDestination(signedIn.userId, bank?.id ?? 0);
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    const refused = await refusal(
      backend.api.verifyWithdrawal(signedIn.userId, pending.id, { otp: code }),
    );
    expect(refused.status).toBe(400);
    expect(backend.fundsOf(alex.email).balance).toBe(12500);
  });
});

describe('a new address typed in the withdraw form (D16)', () => {
  it('with the allow-list off: saved with a step-up, e-mailed, and held 24 hours like a saved one', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    const withoutProof = await refusal(
      backend.api.createWithdrawal(alexSession.userId, cryptoTo(newEthAddress), freshKey()),
    );
    expect(withoutProof.body).toMatchObject({ code: 'step_up_required' });

    const held = await refusal(
      backend.api.createWithdrawal(
        alexSession.userId,
        cryptoTo(newEthAddress),
        freshKey(),
        alexSession.authorization,
        await alexSession.proof(),
      ),
    );
    expect(held.body).toMatchObject({
      code: 'destination_held',
      opens_at: new Date(clock.now() + DAY).toISOString(),
    });
    const notice = backend.outbox(alex.email).at(-1);
    expect(notice?.link).toMatch(/^\/this-wasnt-me#/);
    expect(backend.fundsOf(alex.email).held).toBe(0);

    clock.advance(DAY);
    const later = await signIn(backend, alex);
    await expect(
      backend.api.createWithdrawal(later.userId, cryptoTo(newEthAddress), freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('with the allow-list on: refused; turning it off waits 48 hours, and turning it on again cancels that', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    const on = await backend.api.setWithdrawalAllowList(
      alexSession.userId,
      { enabled: true },
      alexSession.authorization,
      await alexSession.proof(),
    );
    expect(on).toEqual({ enabled: true, turns_off_at: null });
    const refused = await refusal(
      backend.api.createWithdrawal(
        alexSession.userId,
        cryptoTo(newEthAddress),
        freshKey(),
        alexSession.authorization,
        await alexSession.proof(),
      ),
    );
    expect(refused.body).toMatchObject({ code: 'allow_list_on' });
    await expect(
      backend.api.createWithdrawal(alexSession.userId, savedBank, freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });

    const off = await backend.api.setWithdrawalAllowList(
      alexSession.userId,
      { enabled: false },
      alexSession.authorization,
      await alexSession.proof(),
    );
    expect(off).toEqual({
      enabled: true,
      turns_off_at: new Date(clock.now() + 2 * DAY).toISOString(),
    });
    clock.advance(2 * DAY - HOUR);
    const nearly = await signIn(backend, alex);
    expect(backend.api.listWithdrawalDestinations(nearly.userId).allow_list.enabled).toBe(true);
    clock.advance(HOUR);
    const after = await signIn(backend, alex);
    expect(backend.api.listWithdrawalDestinations(after.userId).allow_list).toEqual({
      enabled: false,
      turns_off_at: null,
    });

    const again = await session(backend);
    await backend.api.setWithdrawalAllowList(
      again.userId,
      { enabled: true },
      again.authorization,
      await again.proof(),
    );
    await backend.api.setWithdrawalAllowList(
      again.userId,
      { enabled: false },
      again.authorization,
      await again.proof(),
    );
    const cancelled = await backend.api.setWithdrawalAllowList(
      again.userId,
      { enabled: true },
      again.authorization,
      await again.proof(),
    );
    expect(cancelled).toEqual({ enabled: true, turns_off_at: null });
  });
});

describe('holds after credential changes (D16)', () => {
  it('a password change holds withdrawals, transfers and new destinations 24 hours, and says when they open', async () => {
    const { backend, clock } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    await backend.api.requestPasswordChange(
      signedIn.userId,
      { old_password: alex.password, new_password: 'AlexNew123!', confirm_password: 'AlexNew123!' },
      signedIn.authorization,
    );
    await backend.api.verifyPasswordChange(
      signedIn.userId,
      { otp: backend.latestCode(alex.email, 'password_change') ?? '' },
      signedIn.authorization,
    );
    const opensAt = new Date(clock.now() + DAY).toISOString();
    const withdrawal = await refusal(
      backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey()),
    );
    expect(withdrawal.body).toMatchObject({ code: 'withdrawals_on_hold', opens_at: opensAt });
    const transfer = await refusal(
      backend.api.createWithdrawal(
        signedIn.userId,
        { amount: 10, withdrawal_method: 'Transfer', recipient_email: 'jamie.lee@example.com' },
        freshKey(),
      ),
    );
    expect(transfer.body).toMatchObject({ code: 'withdrawals_on_hold' });
    const proof = await steppedUp(backend, signedIn, { password: 'AlexNew123!' });
    const destination = await refusal(
      backend.api.addWithdrawalDestination(
        signedIn.userId,
        { label: 'New', kind: 'crypto', chain: 'eth', address: newEthAddress },
        signedIn.authorization,
        proof,
      ),
    );
    expect(destination.body).toMatchObject({ code: 'withdrawals_on_hold' });
    expect(backend.api.listWithdrawalDestinations(signedIn.userId).hold).toEqual({
      until: opensAt,
      reason: 'password_change',
    });

    clock.advance(DAY);
    const nextDay = await signIn(backend, { email: alex.email, password: 'AlexNew123!' });
    expect(backend.api.listWithdrawalDestinations(nextDay.userId).hold).toBeNull();
    await expect(
      backend.api.createWithdrawal(nextDay.userId, savedBank, freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('a change after a withdrawal was asked for stops its code from approving it', async () => {
    const { backend } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    const pending = await backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey());
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    await backend.api.requestPasswordChange(
      signedIn.userId,
      { old_password: alex.password, new_password: 'AlexNew123!', confirm_password: 'AlexNew123!' },
      signedIn.authorization,
    );
    await backend.api.verifyPasswordChange(
      signedIn.userId,
      { otp: backend.latestCode(alex.email, 'password_change') ?? '' },
      signedIn.authorization,
    );
    const refused = await refusal(
      backend.api.verifyWithdrawal(signedIn.userId, pending.id, { otp: code }),
    );
    expect(refused.body).toMatchObject({ code: 'withdrawals_on_hold' });
    expect(backend.fundsOf(alex.email).balance).toBe(12500);
  });

  it('an e-mail change holds withdrawals from the moment its code confirms it', async () => {
    const { backend, clock } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    const proof = await steppedUp(backend, signedIn, { password: alex.password });
    await backend.api.requestProfileChange(
      signedIn.userId,
      { new_email: 'alex.new@example.com' },
      signedIn.authorization,
      proof,
    );
    await expect(
      backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
    const otp = backend.latestCode('alex.new@example.com', 'profile_change') ?? '';
    await backend.api.verifyProfileChange(signedIn.userId, { otp });
    const refused = await refusal(
      backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey()),
    );
    expect(refused.body).toMatchObject({
      code: 'withdrawals_on_hold',
      opens_at: new Date(clock.now() + DAY).toISOString(),
    });
    expect(backend.api.listWithdrawalDestinations(signedIn.userId).hold?.reason).toBe(
      'email_change',
    );
  });

  it('an authenticator app turned off holds withdrawals', async () => {
    const { backend, clock } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    const proof = await steppedUp(backend, signedIn, { password: alex.password });
    await backend.api.beginTotpSetup(signedIn.userId, signedIn.authorization, proof);
    await backend.api.enableTotp(
      signedIn.userId,
      { authentication_code: backend.authenticatorCode(alex.email) },
      signedIn.authorization,
      proof,
    );
    clock.advance(30_000);
    const again = await steppedUp(backend, signedIn, {
      password: alex.password,
      authentication_code: backend.authenticatorCode(alex.email) ?? '',
    });
    await backend.api.disableTotp(signedIn.userId, signedIn.authorization, again);
    const refused = await refusal(
      backend.api.createWithdrawal(signedIn.userId, savedBank, freshKey()),
    );
    expect(refused.body).toMatchObject({ code: 'withdrawals_on_hold' });
    expect(backend.api.listWithdrawalDestinations(signedIn.userId).hold?.reason).toBe(
      'second_factor_removed',
    );
  });
});
