// Issue 11 §5: an Idempotency-Key is bound to its request, refusals are judged afresh, money creates need a key.
import { packageMessages, withdrawalValidation } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  JPEG_BYTES,
  alex,
  createTestBackend,
  depositForm,
  freshKey,
  jamie,
  refusal,
  signIn,
} from '../test/backendFixtures';
import { ApiError } from './apiError';
import { idempotent } from './idempotency';
import type { MockBackend } from './MockBackend';
import { serverTexts } from './serverTexts';

const transfer = (amount: number) => ({
  amount,
  withdrawal_method: 'Transfer',
  recipient_email: jamie.email,
});
const bankWithdrawal = (amount: number) => ({
  amount,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
});

/** Deposits, withdrawals (transfers included) and subscriptions recorded, every user's. */
function ledgerEntries(backend: MockBackend): number {
  const { deposits, withdrawals, subscriptions } = backend.toJSON();
  return deposits.length + withdrawals.length + subscriptions.length;
}

const reused = { status: 422, body: { detail: serverTexts.idempotencyKeyReused } };
const keyRequired = { status: 400, body: { detail: serverTexts.idempotencyKeyRequired } };
const statusAndBody = ({ status, body }: ApiError) => ({ status, body });

describe('an Idempotency-Key replays the answer to its own request', () => {
  it('answers a retry, at once or later, with the first answer and one ledger entry', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const [first, second] = await Promise.all([
      backend.api.createWithdrawal(userId, transfer(100), 'key-0001-abcdef'),
      backend.api.createWithdrawal(userId, transfer(100), 'key-0001-abcdef'),
    ]);
    expect(second).toEqual(first);
    expect(await backend.api.createWithdrawal(userId, transfer(100), 'key-0001-abcdef')).toEqual(
      first,
    );
    expect(backend.api.listWithdrawals(userId, 'pending')).toHaveLength(1);
    expect(backend.outbox(alex.email)).toHaveLength(1);
    expect(backend.fundsOf(alex.email).held).toBe(100);

    const deposit = await backend.api.createDeposit(userId, depositForm(), 'key-0002-abcdef');
    expect(await backend.api.createDeposit(userId, depositForm(), 'key-0002-abcdef')).toEqual(
      deposit,
    );
    const subscription = await backend.api.subscribePackage(userId, 'basic', 'key-0003-abcdef');
    expect(await backend.api.subscribePackage(userId, 'basic', 'key-0003-abcdef')).toEqual(
      subscription,
    );
    expect(backend.fundsOf(alex.email).balance).toBe(12000);
  });

  it('reads a JSON body by its content, not by the order of its keys', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const first = await backend.api.createWithdrawal(userId, transfer(100), 'key-0004-abcdef');
    const reordered = { recipient_email: jamie.email, withdrawal_method: 'Transfer', amount: 100 };
    expect(await backend.api.createWithdrawal(userId, reordered, 'key-0004-abcdef')).toEqual(first);
  });

  it('keeps keys per user', async () => {
    const { backend } = createTestBackend();
    const alexSession = await signIn(backend, alex);
    const jamieSession = await signIn(backend, jamie);
    await backend.api.subscribePackage(jamieSession.userId, 'basic', 'shared-key-123');
    await expect(
      backend.api.subscribePackage(alexSession.userId, 'basic', 'shared-key-123'),
    ).resolves.toMatchObject({ balance: 12000 });
  });

  it('refuses keys outside 8 to 128 characters', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    for (const key of ['short', 'k'.repeat(129)])
      expect(
        statusAndBody(await refusal(backend.api.subscribePackage(userId, 'basic', key))),
      ).toEqual({
        status: 400,
        body: { detail: serverTexts.idempotencyKeyInvalid },
      });
  });
});

describe('the same key with another request', () => {
  it('answers 422 instead of the first answer, and records nothing', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.createWithdrawal(userId, transfer(100), 'withdrawal-key-1');
    await backend.api.createDeposit(userId, depositForm(), 'deposit-key-1');
    await backend.api.subscribePackage(userId, 'basic', 'subscribe-key-1');
    const before = ledgerEntries(backend);
    const funds = backend.fundsOf(alex.email);

    const otherRequests: Array<() => Promise<unknown>> = [
      () => backend.api.createWithdrawal(userId, transfer(200), 'withdrawal-key-1'),
      () => backend.api.createWithdrawal(userId, bankWithdrawal(100), 'withdrawal-key-1'),
      () => backend.api.createDeposit(userId, depositForm({ amount: '999' }), 'deposit-key-1'),
      // The same fields with another file.
      () => backend.api.createDeposit(userId, depositForm({ proof: JPEG_BYTES }), 'deposit-key-1'),
      () => backend.api.subscribePackage(userId, 'standard', 'subscribe-key-1'),
      // Another path: a key is bound to one operation too.
      () => backend.api.subscribePackage(userId, 'basic', 'deposit-key-1'),
    ];
    for (const send of otherRequests) expect(statusAndBody(await refusal(send))).toEqual(reused);
    expect(ledgerEntries(backend)).toBe(before);
    expect(backend.fundsOf(alex.email)).toEqual(funds);
  });

  it('sent while the first still runs, waits for it and gets 422', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const before = ledgerEntries(backend);
    const [first, second] = await Promise.allSettled([
      backend.api.createWithdrawal(userId, transfer(100), 'key-0005-abcdef'),
      backend.api.createWithdrawal(userId, transfer(300), 'key-0005-abcdef'),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { amount: 100 } });
    expect(second.status === 'rejected' && statusAndBody(second.reason as ApiError)).toEqual(
      reused,
    );
    expect(ledgerEntries(backend)).toBe(before + 1);
  });

  it('is judged in the order the requests arrived, however long each takes to digest', async () => {
    const { backend } = createTestBackend();
    // The first request's digest finishes last (Node's digests finish in any order under load).
    const slowDigest = {
      userId: 1,
      key: 'order-key-01',
      request: () => new Promise<string>((done) => setTimeout(() => done('first request'), 20)),
    };
    const fastDigest = { ...slowDigest, request: async () => 'second request' };
    const [first, second] = await Promise.allSettled([
      idempotent(backend, slowDigest, async () => ({ id: 1 })),
      idempotent(backend, fastDigest, async () => ({ id: 2 })),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: { id: 1 } });
    expect(second.status === 'rejected' && statusAndBody(second.reason as ApiError)).toEqual(
      reused,
    );
  });
});

describe('a refusal is not kept', () => {
  it('judges a withdrawal afresh once a deposit is approved', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const tooMuch = bankWithdrawal(13_000);
    expect(
      (await refusal(backend.api.createWithdrawal(userId, tooMuch, 'retry-key-01'))).body,
    ).toEqual({ amount: [withdrawalValidation.insufficientBalance] });
    const deposit = await backend.api.createDeposit(userId, depositForm(), freshKey());
    await backend.approveDeposit(deposit.id);

    const created = await backend.api.createWithdrawal(userId, tooMuch, 'retry-key-01');
    expect(created).toMatchObject({ amount: 13_000, status: 'pending' });
    expect(backend.fundsOf(alex.email).held).toBe(13_000);
  });

  it('judges a subscription afresh once a held withdrawal is released', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    const held = await backend.api.createWithdrawal(
      userId,
      { ...bankWithdrawal(2_000), bank_account: 'DE89370400440532013000' },
      freshKey(),
    );
    const shortfall = await refusal(
      backend.api.subscribePackage(userId, 'standard', 'retry-key-02'),
    );
    expect(shortfall.body).toEqual({ detail: packageMessages.insufficientBalance('$300.00') });
    await backend.rejectWithdrawal(held.id);

    await expect(
      backend.api.subscribePackage(userId, 'standard', 'retry-key-02'),
    ).resolves.toMatchObject({ balance: 1700 });
  });

  it('runs a retry after a server failure again', async () => {
    const { backend } = createTestBackend();
    const call = { userId: 1, key: 'retry-key-03', request: async () => 'the same request' };
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs === 1) throw new ApiError(503, { detail: 'try later' });
      return { id: runs };
    };
    expect((await refusal(idempotent(backend, call, flaky))).status).toBe(503);
    expect(await idempotent(backend, call, flaky)).toEqual({ id: 2 });
    expect(await idempotent(backend, call, flaky)).toEqual({ id: 2 });
    expect(runs).toBe(2);
  });
});

describe('a money create without a key', () => {
  it('is refused with 400 and records nothing', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const before = ledgerEntries(backend);
    const creates: Array<() => Promise<unknown>> = [
      () => backend.api.createDeposit(userId, depositForm(), null),
      () => backend.api.createWithdrawal(userId, bankWithdrawal(100), null),
      () => backend.api.createWithdrawal(userId, transfer(100), null),
      () => backend.api.subscribePackage(userId, 'basic', null),
    ];
    for (const create of creates) expect(statusAndBody(await refusal(create))).toEqual(keyRequired);
    expect(ledgerEntries(backend)).toBe(before);
    expect(backend.fundsOf(alex.email)).toEqual({ balance: 12500, held: 0, available: 12500 });
  });
});
