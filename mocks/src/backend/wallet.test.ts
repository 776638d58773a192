import {
  depositValidation,
  packageMessages,
  transferMessages,
  transferValidation,
  withdrawalValidation,
} from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  JPEG_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  alex,
  createTestBackend,
  depositForm,
  freshKey,
  jamie,
  refusal,
  signIn,
} from '../test/backendFixtures';
import { HOUR, MINUTE } from './clock';
import { MAX_PROOF_BYTES } from './proofImage';
import { serverTexts } from './serverTexts';

describe('withdrawals and transfers (funds held, code approves)', () => {
  it('holds the funds at creation and settles them on the right code', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const created = await backend.api.createWithdrawal(
      userId,
      {
        amount: 2500.5,
        withdrawal_method: 'Bank Transfer',
        bank_account: 'GB29NWBK60161331926819',
      },
      freshKey(),
    );
    expect(created).toMatchObject({
      status: 'pending',
      amount: 2500.5,
      bank_account: '****6819',
      notification_sent: true,
    });
    expect(backend.fundsOf(alex.email)).toEqual({
      balance: 12500,
      held: 2500.5,
      available: 9999.5,
    });
    expect(backend.api.listBalances(userId)[0]?.balance).toBe(9999.5);

    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    const answer = await backend.api.verifyWithdrawal(userId, created.id, { otp: code });
    expect(answer.withdrawal.status).toBe('approved');
    expect(backend.fundsOf(alex.email)).toEqual({ balance: 9999.5, held: 0, available: 9999.5 });
  });

  it('refuses what the available balance cannot cover, holds included', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.createWithdrawal(
      userId,
      {
        amount: 12000,
        withdrawal_method: 'Cryptocurrency',
        wallet_address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
        chain: 'eth',
      },
      freshKey(),
    );
    const error = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 600,
          withdrawal_method: 'Cryptocurrency',
          wallet_address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
          chain: 'eth',
        },
        freshKey(),
      ),
    );
    expect(error.body).toEqual({ amount: [withdrawalValidation.insufficientBalance] });
    const transfer = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 600,
          withdrawal_method: 'Transfer',
          recipient_email: jamie.email,
        },
        freshKey(),
      ),
    );
    expect(transfer.body).toEqual({ amount: [transferValidation.insufficientBalance] });
  });

  it('applies the spec limits and destination rules', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const below = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 4.99,
          withdrawal_method: 'Bank Transfer',
          bank_account: '12345678',
        },
        freshKey(),
      ),
    );
    expect(below.body).toEqual({ amount: [withdrawalValidation.belowMinimum(5)] });
    const above = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 200000.01,
          withdrawal_method: 'Cryptocurrency',
          wallet_address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
          chain: 'eth',
        },
        freshKey(),
      ),
    );
    expect(above.body).toEqual({ amount: [withdrawalValidation.aboveMaximum(200000)] });
    const noChain = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 10,
          withdrawal_method: 'Cryptocurrency',
          wallet_address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
        },
        freshKey(),
      ),
    );
    expect(noChain.body).toEqual({ chain: [withdrawalValidation.cryptoDetailsRequired] });
    const self = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 10,
          withdrawal_method: 'Transfer',
          recipient_email: alex.email,
        },
        freshKey(),
      ),
    );
    expect(self.body).toEqual({ recipient_email: [serverTexts.selfTransfer] });
    const unknown = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 10,
          withdrawal_method: 'Transfer',
          recipient_email: 'nobody@example.com',
        },
        freshKey(),
      ),
    );
    expect(unknown.body).toEqual({ recipient_email: [serverTexts.noUserWithEmail] });
    const zero = await refusal(
      backend.api.createWithdrawal(
        userId,
        {
          amount: 0,
          withdrawal_method: 'Transfer',
          recipient_email: jamie.email,
        },
        freshKey(),
      ),
    );
    expect(zero.body).toEqual({ amount: [transferValidation.amountNotPositive] });
  });

  it('lapses an unverified request after an hour and releases the hold', async () => {
    const { backend, clock } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const created = await backend.api.createWithdrawal(
      userId,
      {
        amount: 1000,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    clock.advance(10 * MINUTE);
    expect(
      (await refusal(backend.api.verifyWithdrawal(userId, created.id, { otp: code }))).status,
    ).toBe(410);
    clock.advance(50 * MINUTE);
    expect(backend.api.listWithdrawals(userId, 'expired').map((w) => w.id)).toContain(created.id);
    expect(backend.fundsOf(alex.email)).toEqual({ balance: 12500, held: 0, available: 12500 });
    const late = await refusal(backend.api.verifyWithdrawal(userId, created.id, { otp: code }));
    expect([late.status, late.body.code]).toEqual([410, 'code_expired']);
    expect((await refusal(backend.api.resendWithdrawalOtp(userId, created.id))).status).toBe(404);
  });

  it('releases the hold when an admin rejects the request', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const created = await backend.api.createWithdrawal(
      userId,
      {
        amount: 300,
        withdrawal_method: 'Cryptocurrency',
        wallet_address: 'D8q2RxwB58FhoaWTzHmXCNUyhq44uXHXbKGCrH2BVj7u',
        chain: 'sol',
      },
      freshKey(),
    );
    await backend.rejectWithdrawal(created.id);
    expect(backend.fundsOf(alex.email).available).toBe(12500);
    expect(backend.api.listWithdrawals(userId, 'rejected')[0]?.id).toBe(created.id);
  });

  it('credits the recipient when a transfer is approved, not before', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const transfer = await backend.api.createWithdrawal(
      userId,
      {
        amount: 750.25,
        withdrawal_method: 'Transfer',
        recipient_email: 'JAMIE.LEE@example.com',
      },
      freshKey(),
    );
    expect(transfer.recipient_email).toBe(jamie.email);
    expect(backend.fundsOf(jamie.email).balance).toBe(3200);
    const answer = await backend.api.verifyWithdrawal(userId, transfer.id, {
      otp: backend.latestCode(alex.email, 'withdrawal') ?? '',
    });
    expect(answer.message).toBe(transferMessages.verified);
    expect(backend.fundsOf(jamie.email).balance).toBe(3950.25);
    expect(backend.fundsOf(alex.email).balance).toBe(11749.75);
  });

  it("keeps one user's withdrawals away from another", async () => {
    const { backend } = createTestBackend();
    const alexSession = await signIn(backend, alex);
    const jamieSession = await signIn(backend, jamie);
    const created = await backend.api.createWithdrawal(
      alexSession.userId,
      {
        amount: 10,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    const code = backend.latestCode(alex.email, 'withdrawal') ?? '';
    expect(
      (await refusal(backend.api.verifyWithdrawal(jamieSession.userId, created.id, { otp: code })))
        .status,
    ).toBe(404);
  });
});

describe('deposits (D6: proof checked by content)', () => {
  it('accepts real PNG and JPEG bytes and stays pending until approved', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const png = await backend.api.createDeposit(
      userId,
      depositForm({ proof: PNG_BYTES }),
      freshKey(),
    );
    const jpeg = await backend.api.createDeposit(
      userId,
      depositForm({ proof: JPEG_BYTES, wallet_id: 'ethereum', cryptoType: 'ETH' }),
      freshKey(),
    );
    expect(png).toMatchObject({
      status: 'pending',
      amount: 1000,
      cryptoType: 'BTC',
      notification_sent: true,
    });
    expect(jpeg.cryptoType).toBe('ETH');
    expect(backend.fundsOf(alex.email).balance).toBe(12500);
    expect(backend.pendingDepositsForReview().slice(-2)).toEqual([
      expect.objectContaining({ id: png.id, email: alex.email, amount: 1000, cryptoType: 'BTC' }),
      expect.objectContaining({ id: jpeg.id, email: alex.email, cryptoType: 'ETH' }),
    ]);
    await backend.approveDeposit(png.id);
    expect(backend.fundsOf(alex.email).balance).toBe(13500);
    await backend.rejectDeposit(jpeg.id);
    expect(backend.fundsOf(alex.email).balance).toBe(13500);
    expect(backend.api.listDeposits(userId, 'rejected').map((d) => d.id)).toContain(jpeg.id);
    const stillPending = backend.pendingDepositsForReview().map((d) => d.id);
    expect(stillPending).not.toContain(png.id);
    expect(stillPending).not.toContain(jpeg.id);
  });

  it('refuses a text file named like an image', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const error = await refusal(
      backend.api.createDeposit(userId, depositForm({ proof: TEXT_BYTES }), freshKey()),
    );
    expect(error.body).toEqual({ proof: [depositValidation.proofInvalidType] });
  });

  it('accepts up to 5 MB minus one byte', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const justUnder = new Uint8Array(MAX_PROOF_BYTES - 1);
    justUnder.set(PNG_BYTES);
    await expect(
      backend.api.createDeposit(userId, depositForm({ proof: justUnder }), freshKey()),
    ).resolves.toMatchObject({ status: 'pending' });
    const exactly = new Uint8Array(MAX_PROOF_BYTES);
    exactly.set(JPEG_BYTES);
    expect(
      (
        await refusal(
          backend.api.createDeposit(userId, depositForm({ proof: exactly }), freshKey()),
        )
      ).body,
    ).toEqual({ proof: [depositValidation.proofTooLarge] });
  });

  it('applies the amount limits and the verified-clients-only methods', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    expect(
      (
        await refusal(
          backend.api.createDeposit(userId, depositForm({ amount: '199.99' }), freshKey()),
        )
      ).body,
    ).toEqual({ amount: [depositValidation.belowMinimum] });
    expect(
      (
        await refusal(
          backend.api.createDeposit(userId, depositForm({ amount: '200000.01' }), freshKey()),
        )
      ).body,
    ).toEqual({ amount: [depositValidation.aboveMaximum] });
    expect(
      (
        await refusal(
          backend.api.createDeposit(userId, depositForm({ amount: 'lots' }), freshKey()),
        )
      ).body,
    ).toEqual({ amount: [depositValidation.invalidAmount] });
    const card = await refusal(
      backend.api.createDeposit(userId, depositForm({ payment_method: 'Credit Card' }), freshKey()),
    );
    expect([card.status, card.body]).toEqual([403, { detail: serverTexts.verifiedClientsOnly }]);
  });
});

describe('packages (D2)', () => {
  it('debits the price on subscribe', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const answer = await backend.api.subscribePackage(userId, 'standard', freshKey());
    expect(answer).toMatchObject({
      subscription: { package_id: 'standard', amount: 1500, status: 'active' },
      balance: 11000,
    });
    expect(backend.fundsOf(alex.email).balance).toBe(11000);
  });

  it('answers a shortfall with the spec text in en-US dollars', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    await backend.api.createWithdrawal(
      userId,
      {
        amount: 2465.5,
        withdrawal_method: 'Bank Transfer',
        bank_account: 'DE89370400440532013000',
      },
      freshKey(),
    );
    // Available 734.50; VIP costs 10,000.00.
    const error = await refusal(backend.api.subscribePackage(userId, 'vip', freshKey()));
    expect(error.body).toEqual({ detail: packageMessages.insufficientBalance('$9,265.50') });
    expect(error.body.detail).toBe('Insufficient balance. Please deposit at least $9,265.50 more');
  });

  it('serves the in-app catalogue with standard recommended', () => {
    const { backend } = createTestBackend();
    expect(
      backend.api
        .listPackages()
        .map((p) => [p.id, p.price, p.weekly_roi_percent, p.duration_months, p.recommended]),
    ).toEqual([
      ['basic', 500, 2, 1, false],
      ['standard', 1500, 3.5, 3, true],
      ['premium', 5000, 5, 6, false],
      ['vip', 10000, 7, 12, false],
    ]);
    expect(JSON.stringify(backend.api.listPackages()).toLowerCase()).not.toContain('guarantee');
  });
});

describe('read models', () => {
  it('builds the portfolio history from the ledger (D10), ALL from the day the account was opened to the equity', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const all = backend.api.getPortfolioHistory(userId, 'ALL');
    expect(all.points[0]).toEqual({ date: '2025-03-14', value: 0, net_deposits: 0 });
    expect(all.points.at(-1)).toEqual({ date: '2026-06-15', value: 13745.3, net_deposits: 12500 });
    const month = backend.api.getPortfolioHistory(userId, '1M');
    expect(month.points).toHaveLength(31);
    expect(month.points.at(-1)?.value).toBe(13745.3);
    expect(backend.api.getPortfolioHistory(userId, '1Y')).toEqual(
      backend.api.getPortfolioHistory(userId, '1Y'),
    );
    expect((await refusal(() => backend.api.getPortfolioHistory(userId, '5Y'))).status).toBe(400);
  });

  it('lists activity newest first within the limit', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const entries = backend.api.listAccountActivity(userId, '4');
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.timestamp)).toEqual(
      [...entries.map((entry) => entry.timestamp)].sort().reverse(),
    );
    expect(entries.every((entry) => entry.ip_address.startsWith('203.0.113.'))).toBe(true);
    expect((await refusal(() => backend.api.listAccountActivity(userId, '51'))).status).toBe(400);
  });

  it('lets withdrawals lapse on reads as well', async () => {
    const { backend, clock } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.createWithdrawal(
      userId,
      {
        amount: 10,
        withdrawal_method: 'Transfer',
        recipient_email: jamie.email,
      },
      freshKey(),
    );
    clock.advance(HOUR);
    const session = await signIn(backend, alex);
    expect(backend.api.listBalances(session.userId)[0]?.balance).toBe(12500);
  });
});
