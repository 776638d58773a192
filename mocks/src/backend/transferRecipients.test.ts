// Issue 40 item 5 (D22): with the allow-list on, a transfer to another user goes only to a saved recipient, and a
// new destination of either kind (address or recipient) waits 48 hours instead of 24.
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  freshKey,
  jamie,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { DAY, HOUR, MINUTE } from './clock';
import type { MockBackend } from './MockBackend';

const transferTo = (email: string, amount = 9_000) => ({
  amount,
  withdrawal_method: 'Transfer',
  recipient_email: email,
});
const newEthAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function session(backend: MockBackend) {
  const signedIn = await signIn(backend, alex);
  const proof = () => steppedUp(backend, signedIn, { password: alex.password });
  return { ...signedIn, proof };
}

async function allowListOn(backend: MockBackend) {
  const alexSession = await session(backend);
  await backend.api.setWithdrawalAllowList(
    alexSession.userId,
    { enabled: true },
    alexSession.authorization,
    await alexSession.proof(),
  );
  return alexSession;
}

async function saveAndConfirm(
  backend: MockBackend,
  alexSession: Awaited<ReturnType<typeof session>>,
  body: Record<string, unknown>,
) {
  const added = await backend.api.addWithdrawalDestination(
    alexSession.userId,
    body,
    alexSession.authorization,
    await alexSession.proof(),
  );
  const otp = backend.latestCode(alex.email, 'destination') ?? '';
  const confirmed = await backend.api.verifyWithdrawalDestination(
    alexSession.userId,
    added.destination.id,
    { otp },
  );
  return { added, confirmed };
}

describe('transfers under the allow-list (D22)', () => {
  it('refuses a transfer to a recipient not saved while the allow-list is on, and holds nothing', async () => {
    const { backend } = createTestBackend();
    const alexSession = await allowListOn(backend);
    const refused = await refusal(
      backend.api.createWithdrawal(alexSession.userId, transferTo(jamie.email), freshKey()),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'allow_list_on' });
    expect(backend.fundsOf(alex.email).balance).toBe(12_500);
    expect(backend.api.listWithdrawals(alexSession.userId, 'pending', 'Transfer')).toEqual([]);
  });

  it('still sends a transfer anywhere with the allow-list off, as spec 2 says', async () => {
    const { backend } = createTestBackend();
    const alexSession = await session(backend);
    await expect(
      backend.api.createWithdrawal(alexSession.userId, transferTo(jamie.email, 100), freshKey()),
    ).resolves.toMatchObject({ status: 'pending', recipient_email: jamie.email });
  });

  it('saves a recipient with a step-up and an e-mailed code; with the allow-list on it opens after 48 hours', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await allowListOn(backend);
    const body = { label: 'Jamie', kind: 'recipient', recipient_email: ' Jamie.Lee@example.com ' };
    const withoutProof = await refusal(
      backend.api.addWithdrawalDestination(
        alexSession.userId,
        body,
        alexSession.authorization,
        null,
      ),
    );
    expect(withoutProof.body).toMatchObject({ code: 'step_up_required' });

    const { added, confirmed } = await saveAndConfirm(backend, alexSession, body);
    expect(added.destination).toMatchObject({
      kind: 'recipient',
      recipient_email: jamie.email,
      chain: null,
      address: null,
      bank_account: null,
      status: 'awaiting_code',
    });
    const mail = backend
      .outbox(alex.email)
      .findLast((message) => message.purpose === 'destination');
    expect(mail?.body).toContain(jamie.email);
    expect(mail?.link).toMatch(/^\/this-wasnt-me#/);
    expect(Date.parse(confirmed.usable_at ?? '')).toBe(clock.now() + 2 * DAY);

    clock.advance(DAY + HOUR);
    const held = await refusal(
      backend.api.createWithdrawal(alexSession.userId, transferTo(jamie.email), freshKey()),
    );
    expect(held.body).toMatchObject({ code: 'destination_held', opens_at: confirmed.usable_at });

    clock.advance(DAY - HOUR);
    const later = await signIn(backend, alex);
    await expect(
      backend.api.createWithdrawal(later.userId, transferTo('jamie.lee@example.com'), freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses to save an unknown, a look-alike or one’s own address as a recipient, or one saved twice', async () => {
    const { backend } = createTestBackend();
    const alexSession = await session(backend);
    const add = async (recipient_email: string) =>
      refusal(
        backend.api.addWithdrawalDestination(
          alexSession.userId,
          { label: 'Someone', kind: 'recipient', recipient_email },
          alexSession.authorization,
          await alexSession.proof(),
        ),
      );
    expect((await add('nobody@example.com')).body).toHaveProperty('recipient_email');
    expect((await add(alex.email)).body).toHaveProperty('recipient_email');
    expect((await add('jamie.iee@example.com')).body).toHaveProperty('recipient_email');
    await saveAndConfirm(backend, alexSession, {
      label: 'Jamie',
      kind: 'recipient',
      recipient_email: jamie.email,
    });
    expect((await add(jamie.email)).body).toHaveProperty('recipient_email');
  });

  it('a saved recipient follows the account, not the address it had', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    await saveAndConfirm(backend, alexSession, {
      label: 'Jamie',
      kind: 'recipient',
      recipient_email: jamie.email,
    });
    clock.advance(DAY + MINUTE);
    const again = await allowListOn(backend);
    await expect(
      backend.api.createWithdrawal(again.userId, transferTo(jamie.email, 100), freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
  });
});

describe('a new destination waits 48 hours while the allow-list is on (D22)', () => {
  it('a crypto address confirmed with the allow-list on opens 48 hours after its code', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await allowListOn(backend);
    const { confirmed } = await saveAndConfirm(backend, alexSession, {
      label: 'Cold wallet',
      kind: 'crypto',
      chain: 'eth',
      address: newEthAddress,
    });
    expect(Date.parse(confirmed.usable_at ?? '')).toBe(clock.now() + 2 * DAY);
    const code = backend.outbox(alex.email).findLast((m) => m.purpose === 'destination');
    expect(code?.body).toContain(new Date(clock.now() + 2 * DAY).toISOString());
  });

  it('turning the allow-list on makes a destination still held wait 48 hours from its code', async () => {
    const { backend, clock } = createTestBackend();
    const alexSession = await session(backend);
    const { confirmed } = await saveAndConfirm(backend, alexSession, {
      label: 'Cold wallet',
      kind: 'crypto',
      chain: 'eth',
      address: newEthAddress,
    });
    const confirmedAt = Date.parse(confirmed.usable_at ?? '') - DAY;
    clock.advance(HOUR);
    await allowListOn(backend);
    const held = backend.api
      .listWithdrawalDestinations(alexSession.userId)
      .destinations.find((destination) => destination.id === confirmed.id);
    expect(held).toMatchObject({
      status: 'held',
      usable_at: new Date(confirmedAt + 2 * DAY).toISOString(),
    });
  });
});
