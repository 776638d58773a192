// D11: one server list, merged and signed, filtered and paged, received transfers included.
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  depositForm,
  freshKey,
  jamie,
  refusal,
  signIn,
} from '../test/backendFixtures';
import { serverTexts } from './serverTexts';

async function ledgerOf(who: { email: string; password: string }) {
  const { backend } = createTestBackend();
  const { userId } = await signIn(backend, who);
  const list = (type: string | null, page: string | null = null, pageSize: string | null = null) =>
    backend.api.listTransactions(userId, { type, page, pageSize });
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
    const created = await backend.api.createWithdrawal(
      sender.userId,
      { amount: 25, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      'transfer-ledger-0001',
    );
    expect(list('transfer').count).toBe(before);
    await backend.api.verifyWithdrawal(sender.userId, created.id, {
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
      backend.api.listTransactions(userId, { type: 'withdraw', page: null, pageSize: null }),
    ).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('reads on after a row: rows that arrive meanwhile are neither repeated nor make a row of the snapshot go missing', async () => {
    const { backend, userId, list } = await ledgerOf(alex);
    const snapshot = list('all', '1', '100').results.map((row) => row.id);
    const first = list('all', '1', '10');
    const exported = first.results.map((row) => row.id);

    // Between page 1 and page 2: Jamie sends Alex money and Alex asks for a deposit (both newest rows).
    const jamieSession = await signIn(backend, jamie);
    const sent = await backend.api.createWithdrawal(
      jamieSession.userId,
      { amount: 15, withdrawal_method: 'Transfer', recipient_email: alex.email },
      freshKey(),
    );
    await backend.api.verifyWithdrawal(jamieSession.userId, sent.id, {
      otp: backend.latestCode(jamie.email, 'withdrawal'),
    });
    await backend.api.createDeposit(userId, depositForm({ amount: '250' }), freshKey());
    expect(list('all', '1', '100').count).toBe(snapshot.length + 2);
    // Page numbers shift: the old way (page 2) would write page 1's last two rows again.
    expect(
      list('all', '2', '10')
        .results.slice(0, 2)
        .map((row) => row.id),
    ).toEqual(exported.slice(-2));

    let after = exported.at(-1)!;
    for (;;) {
      const page = backend.api.listTransactions(userId, {
        type: 'all',
        page: null,
        pageSize: '10',
        after,
      });
      expect(page.previous).toBeNull();
      exported.push(...page.results.map((row) => row.id));
      if (page.next === null) break;
      expect(page.next).toBe(
        `/api/transactions/?type=all&page_size=10&after=${page.results.at(-1)!.id}`,
      );
      after = page.results.at(-1)!.id;
    }
    expect(exported).toEqual(snapshot);
  });

  it('reads on within a filter, whichever row it starts after', async () => {
    const { userId, backend, list } = await ledgerOf(alex);
    const transfers = list('transfer', '1', '100').results.map((row) => row.id);
    const page = backend.api.listTransactions(userId, {
      type: 'transfer',
      page: null,
      pageSize: '100',
      after: transfers[4]!,
    });
    expect(page.results.map((row) => row.id)).toEqual(transfers.slice(5));
    // After the last row: an empty page, no next.
    expect(
      backend.api.listTransactions(userId, {
        type: 'transfer',
        page: null,
        pageSize: '25',
        after: transfers.at(-1)!,
      }),
    ).toMatchObject({ count: transfers.length, next: null, previous: null, results: [] });
  });

  it("refuses after with a page, and after a row that is not in the user's ledger", async () => {
    const { list, backend, userId } = await ledgerOf(jamie);
    const read =
      (after: string, page: string | null = null) =>
      () =>
        backend.api.listTransactions(userId, { type: 'all', page, pageSize: null, after });
    // deposit-1 is Alex's.
    expect((await refusal(read('deposit-1'))).body).toEqual({ detail: serverTexts.invalidPage });
    expect((await refusal(read('nothing-7'))).status).toBe(404);
    const own = list('all').results[0]!.id;
    expect((await refusal(read(own, '2'))).body).toEqual({ page: [serverTexts.invalidValue] });
  });
});
