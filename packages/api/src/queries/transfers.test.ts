// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { createMemoryStorage } from '../session/sessionStore';
import { createTransfer, listTransfers, transfersOf, transfersQuery } from './transfers';
import { ledgerQueryKey } from './ledger';
import { accountScope } from './accountScope';
import type { Withdrawal } from './withdrawals';

function clientsAnswering(answer: () => Response) {
  const fetch = vi.fn(async (_request: Request) => answer());
  const clients = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage(),
    fetch,
  });
  return { clients, fetch };
}

const base: Withdrawal = {
  id: 1,
  amount: 100,
  withdrawal_method: 'Transfer',
  status: 'pending',
  created_at: '2026-06-15T12:00:00Z',
  wallet_address: null,
  chain: null,
  bank_account: null,
  recipient_email: 'jamie.lee@example.com',
};

describe('transfersOf', () => {
  it('keeps only transfers that name a recipient (spec 2 §7)', () => {
    const list: Withdrawal[] = [
      base,
      { ...base, id: 2, recipient_email: null },
      { ...base, id: 3, recipient_email: '' },
      { ...base, id: 4, withdrawal_method: 'Bank Transfer', bank_account: '****6789' },
      { ...base, id: 5, status: 'approved' },
    ];
    expect(transfersOf(list).map((transfer) => transfer.id)).toEqual([1, 5]);
  });
});

describe('listTransfers', () => {
  it('asks for withdrawals with method Transfer and drops records without a recipient', async () => {
    const { clients, fetch } = clientsAnswering(() =>
      Response.json([base, { ...base, id: 2, recipient_email: null }]),
    );
    await expect(listTransfers(clients.api)).resolves.toEqual([base]);
    const url = new URL(fetch.mock.calls[0]![0].url);
    expect(url.pathname).toBe('/api/withdrawals/');
    expect(url.searchParams.get('withdrawal_method')).toBe('Transfer');
  });

  it('turns a failure into an ApiError with the spec message', async () => {
    const { clients } = clientsAnswering(() => Response.json({ detail: 'x' }, { status: 500 }));
    const error = await listTransfers(clients.api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('is cached under the ledger key, so money refreshes reach it', async () => {
    const { clients } = clientsAnswering(() => Response.json([base]));
    const queryClient = new QueryClient();
    const scope = accountScope('alex');
    const query = transfersQuery(clients.api, scope);
    await queryClient.fetchQuery(query);
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(false);
    await queryClient.invalidateQueries({ queryKey: ledgerQueryKey(scope) });
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  });
});

describe('createTransfer', () => {
  it('posts a Transfer withdrawal with the recipient and the Idempotency-Key (D1)', async () => {
    const { clients, fetch } = clientsAnswering(() =>
      Response.json({ ...base, id: 9, notification_sent: true }, { status: 201 }),
    );
    const created = await createTransfer(
      clients.api,
      { recipientEmail: 'jamie.lee@example.com', amount: 100.5 },
      'key-123456789',
    );
    expect(created.id).toBe(9);
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/withdrawals/');
    expect(request.headers.get('Idempotency-Key')).toBe('key-123456789');
    expect(await request.json()).toEqual({
      amount: 100.5,
      withdrawal_method: 'Transfer',
      recipient_email: 'jamie.lee@example.com',
    });
  });

  it('keeps the server field errors for the form', async () => {
    const { clients } = clientsAnswering(() =>
      Response.json({ recipient_email: ['No user with this email address.'] }, { status: 400 }),
    );
    const error = await createTransfer(
      clients.api,
      { recipientEmail: 'nobody@example.com', amount: 1 },
      'key-123456789',
    ).catch((caught: unknown) => caught);
    expect((error as ApiError).fieldErrors).toEqual({
      recipient_email: 'No user with this email address.',
    });
  });
});
