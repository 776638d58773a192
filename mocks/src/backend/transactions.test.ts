// D11: one server list, merged and signed, filtered and paged, received transfers included.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, jamie, refusal, signIn } from '../test/backendFixtures';
import { serverTexts } from './serverTexts';

async function ledgerOf(who: { email: string; password: string }) {
  const { backend } = createTestBackend();
  const { userId } = await signIn(backend, who);
  const list = (type: string | null, page: string | null = null, pageSize: string | null = null) =>
    backend.listTransactions(userId, { type, page, pageSize });
  return { backend, userId, list };
}

describe('the merged ledger (D11)', () => {
  it('lists every row newest first with signs: deposits and received transfers +, withdrawals and sent transfers −', async () => {
    const { list } = await ledgerOf(alex);
    const all = list('all', '1', '100');
    expect(all.count).toBe(33);
    const times = all.results.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of all.results) {
      if (row.type === 'Deposit' || row.sender_email !== null)
        expect(row.amount).toBeGreaterThan(0);
      else expect(row.amount).toBeLessThan(0);
    }
    expect(all.results.find((row) => row.sender_email !== null)).toMatchObject({
      type: 'Transfer',
      amount: 60,
      sender_email: jamie.email,
      recipient_email: null,
    });
    expect(all.results.find((row) => row.recipient_email !== null)).toMatchObject({
      type: 'Transfer',
      amount: -1000,
      recipient_email: jamie.email,
    });
  });

  it('filters by type and pages 25 at a time with next and previous', async () => {
    const { list } = await ledgerOf(alex);
    const first = list('transfer');
    expect(first.count).toBe(27);
    expect(first.results).toHaveLength(25);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/transactions/?type=transfer&page=2&page_size=25');
    const second = list('transfer', '2');
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/transactions/?type=transfer&page=1&page_size=25');
    const ids = [...first.results, ...second.results].map((row) => row.id);
    expect(new Set(ids).size).toBe(27);
    expect(list('deposit').results.every((row) => row.type === 'Deposit')).toBe(true);
    expect(list('withdraw').results.map((row) => row.type)).toEqual(['Withdraw', 'Withdraw']);
  });

  it('shows the receiver a transfer only once it is credited', async () => {
    const { backend, list } = await ledgerOf(jamie);
    const before = list('transfer').count;
    const sender = await signIn(backend, alex);
    const created = await backend.createWithdrawal(
      sender.userId,
      { amount: 25, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      'transfer-ledger-0001',
    );
    expect(list('transfer').count).toBe(before);
    await backend.verifyWithdrawal(sender.userId, created.id, {
      otp: backend.latestCode(alex.email, 'withdrawal'),
    });
    expect(list('transfer').results[0]).toMatchObject({ amount: 25, sender_email: alex.email });
  });

  it('keeps users apart', async () => {
    const { list } = await ledgerOf(jamie);
    const rows = list('all', '1', '100').results;
    expect(rows.some((row) => row.id === 'deposit-1')).toBe(false);
  });

  it('refuses an unknown type, a bad page size and a page past the last', async () => {
    const { list } = await ledgerOf(alex);
    expect((await refusal(() => list('bonus'))).status).toBe(400);
    expect((await refusal(() => list('all', '1', '101'))).body).toEqual({
      page_size: [serverTexts.atMost(100)],
    });
    expect((await refusal(() => list('all', '0'))).status).toBe(400);
    expect((await refusal(() => list('all', '3'))).body).toEqual({
      detail: serverTexts.invalidPage,
    });
  });

  it('answers an empty filter with one empty page', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    expect(
      backend.listTransactions(userId, { type: 'withdraw', page: null, pageSize: null }),
    ).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
