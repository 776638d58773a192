// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { ApiError } from '../http/apiError';
import type { components } from '../schema.gen';
import { createMemoryStorage } from '../session/sessionStore';
import { listTransactions, mergeTransactions, transactionsQuery } from './transactions';
import { ledgerQueryKey } from './ledger';
import { accountScope } from './accountScope';
import { httpErrors } from '@tp/messages';

type Deposit = components['schemas']['Deposit'];
type Withdrawal = components['schemas']['Withdrawal'];

function deposit(id: number, createdAt: string, overrides: Partial<Deposit> = {}): Deposit {
  return {
    id,
    amount: 1000,
    payment_method: 'Cryptocurrency',
    wallet_id: 'bitcoin',
    wallet_address: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
    cryptoType: 'BTC',
    status: 'approved',
    created_at: createdAt,
    proof_url: null,
    ...overrides,
  };
}

function withdrawal(
  id: number,
  createdAt: string,
  overrides: Partial<Withdrawal> = {},
): Withdrawal {
  return {
    id,
    amount: 250,
    withdrawal_method: 'Bank Transfer',
    status: 'pending',
    created_at: createdAt,
    wallet_address: null,
    chain: null,
    bank_account: '******6789',
    recipient_email: null,
    ...overrides,
  };
}

describe('mergeTransactions', () => {
  it('puts both lists into one, newest first', () => {
    const merged = mergeTransactions(
      [deposit(1, '2025-03-15T11:00:00Z'), deposit(2, '2026-05-28T08:05:00Z')],
      [withdrawal(1, '2025-09-10T14:00:00Z'), withdrawal(2, '2026-03-02T18:30:00Z')],
    );
    expect(merged.map((t) => t.key)).toEqual([
      'deposit-2',
      'withdrawal-2',
      'withdrawal-1',
      'deposit-1',
    ]);
  });

  it('orders by instant, not by the text of the date (time zones)', () => {
    const merged = mergeTransactions(
      // 10:00+02:00 is 08:00 UTC: earlier than 09:00Z though its text sorts later.
      [deposit(1, '2026-01-01T10:00:00+02:00')],
      [withdrawal(1, '2026-01-01T09:00:00Z')],
    );
    expect(merged.map((t) => t.key)).toEqual(['withdrawal-1', 'deposit-1']);
  });

  it('makes withdrawal and transfer amounts negative and keeps deposits positive', () => {
    const merged = mergeTransactions(
      [deposit(1, '2026-01-03T00:00:00Z', { amount: 200 })],
      [
        withdrawal(1, '2026-01-02T00:00:00Z', { amount: 5 }),
        withdrawal(2, '2026-01-01T00:00:00Z', {
          amount: 300,
          withdrawal_method: 'Transfer',
          recipient_email: 'jamie.lee@example.com',
        }),
      ],
    );
    expect(merged.map((t) => [t.type, t.amount])).toEqual([
      ['Deposit', 200],
      ['Withdraw', -5],
      ['Transfer', -300],
    ]);
  });

  it('types a withdrawal by its method: Transfer, else Withdraw', () => {
    const merged = mergeTransactions(
      [],
      [
        withdrawal(1, '2026-01-03T00:00:00Z', { withdrawal_method: 'Cryptocurrency' }),
        withdrawal(2, '2026-01-02T00:00:00Z', { withdrawal_method: 'Bank Transfer' }),
        withdrawal(3, '2026-01-01T00:00:00Z', { withdrawal_method: 'Transfer' }),
      ],
    );
    expect(merged.map((t) => t.type)).toEqual(['Withdraw', 'Withdraw', 'Transfer']);
  });

  it('keeps the fields the lists show: status, method, coin, recipient, dates', () => {
    const [first, second] = mergeTransactions(
      [deposit(7, '2026-02-01T12:00:00Z', { status: 'pending', cryptoType: 'ETH' })],
      [
        withdrawal(9, '2026-01-01T12:00:00Z', {
          withdrawal_method: 'Transfer',
          status: 'approved',
          recipient_email: 'jamie.lee@example.com',
        }),
      ],
    );
    expect(first).toEqual({
      key: 'deposit-7',
      id: 7,
      type: 'Deposit',
      amount: 1000,
      status: 'pending',
      method: 'Cryptocurrency',
      createdAt: '2026-02-01T12:00:00Z',
      timestamp: Date.UTC(2026, 1, 1, 12),
      cryptoType: 'ETH',
      recipientEmail: null,
    });
    expect(second).toMatchObject({
      key: 'withdrawal-9',
      type: 'Transfer',
      amount: -250,
      status: 'approved',
      method: 'Transfer',
      cryptoType: null,
      recipientEmail: 'jamie.lee@example.com',
    });
  });

  it('defaults a missing status to completed and a missing method to Unknown (spec 2 §3)', () => {
    const [only] = mergeTransactions(
      [
        deposit(1, '2026-01-01T00:00:00Z', {
          status: '' as Deposit['status'],
          payment_method: '' as Deposit['payment_method'],
        }),
      ],
      [],
    );
    expect(only).toMatchObject({ status: 'completed', method: 'Unknown' });
  });

  it('keeps a deposit and a withdrawal with the same id apart', () => {
    const merged = mergeTransactions(
      [deposit(1, '2026-01-01T00:00:00Z')],
      [withdrawal(1, '2026-01-01T00:00:00Z')],
    );
    expect(new Set(merged.map((t) => t.key)).size).toBe(2);
  });

  it('gives equal times a fixed order, whatever the input order', () => {
    const same = '2026-01-01T00:00:00Z';
    const a = mergeTransactions([deposit(2, same), deposit(1, same)], [withdrawal(1, same)]);
    const b = mergeTransactions([deposit(1, same), deposit(2, same)], [withdrawal(1, same)]);
    expect(a.map((t) => t.key)).toEqual(b.map((t) => t.key));
  });

  it('puts an unreadable date last instead of breaking the order', () => {
    const merged = mergeTransactions(
      [deposit(1, 'not a date'), deposit(2, '2025-01-01T00:00:00Z')],
      [withdrawal(1, '2026-01-01T00:00:00Z')],
    );
    expect(merged.map((t) => t.key)).toEqual(['withdrawal-1', 'deposit-2', 'deposit-1']);
  });

  it('returns an empty list for two empty lists and leaves its inputs untouched', () => {
    expect(mergeTransactions([], [])).toEqual([]);
    const deposits = [deposit(1, '2025-01-01T00:00:00Z'), deposit(2, '2026-01-01T00:00:00Z')];
    const copy = structuredClone(deposits);
    mergeTransactions(deposits, []);
    expect(deposits).toEqual(copy);
  });
});

function clientsAnswering(answer: (url: URL) => Response) {
  // The client checks the token with GET /auth/profile/ before the first call.
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    return url.pathname === '/auth/profile/' ? Response.json({}) : answer(url);
  });
  const clients = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage({ authToken: 'token', refreshToken: 'r', username: 'alex' }),
    fetch,
  });
  return { clients, fetch };
}

describe('listTransactions', () => {
  it('fetches deposits and withdrawals and merges them', async () => {
    const { clients, fetch } = clientsAnswering((url) =>
      url.pathname === '/api/deposits/'
        ? Response.json([deposit(1, '2025-01-01T00:00:00Z')])
        : Response.json([withdrawal(1, '2026-01-01T00:00:00Z')]),
    );
    const list = await listTransactions(clients.api);
    expect(list.map((t) => t.key)).toEqual(['withdrawal-1', 'deposit-1']);
    const paths = fetch.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths.filter((p) => p.startsWith('/api/')).sort()).toEqual([
      '/api/deposits/',
      '/api/withdrawals/',
    ]);
  });

  it('fails with the spec message when either list fails', async () => {
    const { clients } = clientsAnswering((url) =>
      url.pathname === '/api/withdrawals/'
        ? Response.json({ detail: 'boom' }, { status: 503 })
        : Response.json([]),
    );
    const error = await listTransactions(clients.api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(httpErrors.serverError);
  });

  it('is cached under the ledger key so money movements refresh it', () => {
    const { clients } = clientsAnswering(() => Response.json([]));
    const scope = accountScope('alex');
    expect(transactionsQuery(clients.api, scope).queryKey.slice(0, 3)).toEqual(
      ledgerQueryKey(scope),
    );
  });
});
