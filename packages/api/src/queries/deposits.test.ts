// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { createMemoryStorage } from '../session/sessionStore';
import { createDeposit, depositsQuery, listDeposits, type CreateDepositInput } from './deposits';
import { ledgerQueryKey } from './ledger';
import { accountScope } from './accountScope';
import { depositValidation } from '@tp/messages';

function clientsAnswering(answer: () => Response) {
  const fetch = vi.fn(async (_request: Request) => answer());
  const clients = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage({ authToken: 'token', refreshToken: 'refresh', username: 'alex' }),
    fetch,
  });
  /** The validity check (GET /auth/profile/) runs first; this is the deposits call. */
  const depositRequest = () => {
    const request = fetch.mock.calls
      .map(([candidate]) => candidate)
      .find((candidate) => new URL(candidate.url).pathname === '/api/deposits/');
    if (!request) throw new Error('no deposits call');
    return request;
  };
  return { clients, depositRequest };
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const input: CreateDepositInput = {
  amount: '250',
  payment_method: 'Cryptocurrency',
  wallet_id: 'bitcoin',
  wallet_address: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
  cryptoType: 'BTC',
  proof: new File([pngBytes], 'receipt.png', { type: 'image/png' }),
};

const created = {
  id: 7,
  amount: 250,
  payment_method: 'Cryptocurrency',
  wallet_id: 'bitcoin',
  wallet_address: input.wallet_address,
  cryptoType: 'BTC',
  status: 'pending',
  created_at: '2026-06-15T12:00:00.000Z',
  proof_url: null,
  notification_sent: true,
};

describe('listDeposits', () => {
  it('asks for pending deposits only, under the ledger key', async () => {
    const { clients, depositRequest } = clientsAnswering(() => Response.json([]));
    await expect(listDeposits(clients.api, { status: 'pending' })).resolves.toEqual([]);
    const url = new URL(depositRequest().url);
    expect(url.pathname).toBe('/api/deposits/');
    expect(url.searchParams.get('status')).toBe('pending');
    const scope = accountScope('alex');
    expect(depositsQuery(clients.api, scope, { status: 'pending' }).queryKey.slice(0, 3)).toEqual(
      ledgerQueryKey(scope),
    );
  });
});

describe('createDeposit', () => {
  it('posts multipart form data with the proof bytes and the Idempotency-Key (D5)', async () => {
    const { clients, depositRequest } = clientsAnswering(() =>
      Response.json(created, { status: 201 }),
    );
    await expect(createDeposit(clients.api, input, 'key-12345678')).resolves.toEqual(created);
    const request = depositRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(request.headers.get('Authorization')).toBe('JWT token');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('amount')).toBe('250');
    expect(form.get('payment_method')).toBe('Cryptocurrency');
    expect(form.get('wallet_id')).toBe('bitcoin');
    expect(form.get('wallet_address')).toBe(input.wallet_address);
    expect(form.get('cryptoType')).toBe('BTC');
    const proof = form.get('proof');
    expect(proof).toBeInstanceOf(Blob);
    expect((proof as File).name).toBe('receipt.png');
    expect(new Uint8Array(await (proof as Blob).arrayBuffer())).toEqual(pngBytes);
  });

  it('keeps the field messages of a refusal for the form', async () => {
    const { clients } = clientsAnswering(() =>
      Response.json({ amount: [depositValidation.belowMinimum] }, { status: 400 }),
    );
    const error = await createDeposit(clients.api, input, 'key-12345678').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ amount: depositValidation.belowMinimum });
  });
});
