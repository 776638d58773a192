// D11: a transfer row names the other side as they were when it was made. A later e-mail change stays private: past
// counterparties never learn the new address and old statements do not change.
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  freshKey,
  jamie,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { MockBackend } from './MockBackend';

type Person = { email: string; password: string };

/** Signs in, sends `amount` to `to` and confirms it with the e-mailed code; the ledger id of the transfer. */
async function transfer(backend: MockBackend, from: Person, to: Person, amount: number) {
  const sender = await signIn(backend, from);
  const created = await backend.api.createWithdrawal(
    sender.userId,
    { amount, withdrawal_method: 'Transfer', recipient_email: to.email },
    freshKey(),
  );
  await backend.api.verifyWithdrawal(sender.userId, created.id, {
    otp: backend.latestCode(from.email, 'withdrawal'),
  });
  return created.id;
}

/** The whole profile-change flow: step-up, the request, then the code the new address got (D12, D15). */
async function changeEmail(backend: MockBackend, who: Person, newEmail: string) {
  const session = await signIn(backend, who);
  const proof = await steppedUp(backend, session, { password: who.password });
  await backend.api.requestProfileChange(
    session.userId,
    { new_email: newEmail },
    session.authorization,
    proof,
  );
  await backend.api.verifyProfileChange(session.userId, {
    otp: backend.latestCode(newEmail, 'profile_change'),
  });
  expect(backend.api.getProfile(session.userId).email).toBe(newEmail);
}

async function ledgerRow(backend: MockBackend, who: Person, id: string) {
  const { userId } = await signIn(backend, who);
  return backend.api
    .listTransactions(userId, { type: 'transfer', page: '1', pageSize: '100' })
    .results.find((row) => row.id === id);
}

describe('the other side of a transfer, as it was (D11)', () => {
  it("shows the recipient the sender's address at the time, not the one the sender changed to later", async () => {
    const { backend } = createTestBackend();
    const id = await transfer(backend, alex, jamie, 40);
    expect(await ledgerRow(backend, jamie, `transfer-in-${id}`)).toMatchObject({
      amount: 40,
      sender_email: alex.email,
    });

    await changeEmail(backend, alex, 'alex.private@example.net');

    const row = await ledgerRow(backend, jamie, `transfer-in-${id}`);
    expect(row).toMatchObject({ amount: 40, sender_email: alex.email, recipient_email: null });
  });

  it("shows the sender the recipient's address at the time, not the one the recipient changed to later", async () => {
    const { backend } = createTestBackend();
    const id = await transfer(backend, alex, jamie, 40);

    await changeEmail(backend, jamie, 'jamie.private@example.net');

    expect(await ledgerRow(backend, alex, `withdrawal-${id}`)).toMatchObject({
      amount: -40,
      recipient_email: jamie.email,
      sender_email: null,
    });
    const sent = backend.api
      .listWithdrawals(backend.userIdByEmail(alex.email)!, null, 'Transfer')
      .find((withdrawal) => withdrawal.id === id);
    expect(sent?.recipient_email).toBe(jamie.email);
  });

  it('keeps the address through a snapshot, and still loads a transfer saved before addresses were kept', async () => {
    const { backend } = createTestBackend();
    const id = await transfer(backend, alex, jamie, 40);
    const restored = MockBackend.fromJSON(JSON.stringify(backend.toJSON()), { clock: backend.now });
    await changeEmail(restored, alex, 'alex.private@example.net');
    expect((await ledgerRow(restored, jamie, `transfer-in-${id}`))?.sender_email).toBe(alex.email);

    // An older snapshot has no senderEmail: it loads, and the row names the sender by the address on file.
    const old = backend.toJSON();
    for (const record of old.withdrawals) delete record.senderEmail;
    const legacy = MockBackend.fromJSON(JSON.stringify(old), { clock: backend.now });
    expect((await ledgerRow(legacy, jamie, `transfer-in-${id}`))?.sender_email).toBe(alex.email);
  });
});
