import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { accountScope } from './accountScope';
import {
  addDestination,
  removeDestination,
  requestWithdrawal,
  setAllowList,
  useAddDestinationMutation,
} from './destinations';
import { ledgerQueryKey } from './ledger';
import { rememberStepUp } from './stepUp';
import { useCreateWithdrawalMutation } from './withdrawalRequest';
import { withdrawalRefusalOf } from '../http/withdrawalRefusal';
import { addressBookQuery, useAddressBook, type AddressBook } from './withdrawals';

const book: AddressBook = {
  destinations: [
    {
      id: 1,
      label: 'Main bank account',
      kind: 'bank',
      chain: null,
      address: null,
      bank_account: 'GB29NWBK60161331926819',
      recipient_email: null,
      status: 'usable',
      added_at: '2025-01-20T10:00:00Z',
      usable_at: '2025-01-21T10:00:00Z',
    },
  ],
  allow_list: { enabled: false, turns_off_at: null },
  hold: null,
  server_time: '2026-06-15T12:00:00Z',
};

const codeSent = {
  destination: { ...book.destinations[0]!, id: 7, status: 'awaiting_code', usable_at: null },
  notification_sent: true,
  server_time: '2026-06-15T12:00:00Z',
  expires_at: '2026-06-15T12:10:00Z',
  resend_available_at: '2026-06-15T12:01:00Z',
};

const stepUpRequired = () =>
  Response.json(
    { detail: 'Confirm it is you: enter your password again.', code: 'step_up_required' },
    { status: 403 },
  );

/** A signed-in API answering `answer(request)`; every request but the session's validity check is recorded. */
function signedIn(answer: (request: Request) => Response) {
  const fetch = vi.fn(async (request: Request) =>
    new URL(request.url).pathname === '/auth/profile/' ? Response.json({}) : answer(request),
  );
  const clients = testApiClients(fetch, {
    authToken: 'token',
    refreshToken: 'refresh',
    username: 'alexmorgan',
  });
  const sent = () =>
    fetch.mock.calls
      .map(([request]) => request)
      .filter((request) => new URL(request.url).pathname !== '/auth/profile/');
  return { clients, fetch, sent };
}

/** This tab proved the password a moment ago: the server's answer to a step-up. */
function proveStepUp(clients: ApiClients, token = 'proof-1') {
  rememberStepUp(clients.session, {
    step_up_token: token,
    server_time: '2026-06-15T12:00:00Z',
    expires_at: '2026-06-15T12:05:00Z',
  });
}

describe('the address book query', () => {
  it('reads GET /api/withdrawal-destinations/ under the ledger key, so a withdrawal re-reads it', async () => {
    const { clients, sent } = signedIn(() => Response.json(book));
    const queryClient = new QueryClient();
    const scope = accountScope('alexmorgan');
    const query = addressBookQuery(clients.api, scope);
    await expect(queryClient.fetchQuery(query)).resolves.toEqual(book);
    expect(new URL(sent()[0]!.url).pathname).toBe('/api/withdrawal-destinations/');
    await queryClient.invalidateQueries({ queryKey: ledgerQueryKey(scope) });
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  });
});

describe('adding a destination', () => {
  it('sends the step-up proof this tab holds, and the body as given', async () => {
    const { clients, sent } = signedIn(() => Response.json(codeSent, { status: 201 }));
    proveStepUp(clients);
    const input = {
      label: 'Cold wallet',
      kind: 'crypto',
      chain: 'eth',
      address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
    } as const;
    await expect(addDestination(clients, input)).resolves.toEqual(codeSent);
    const [request] = sent();
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('X-Step-Up-Token')).toBe('proof-1');
    await expect(request!.json()).resolves.toEqual(input);
  });

  it('forgets a refused proof, so the next try asks for a new one', async () => {
    const { clients, sent } = signedIn(stepUpRequired);
    proveStepUp(clients);
    const input = { label: 'Bank', kind: 'bank', bank_account: 'DE89370400440532013000' } as const;
    await expect(addDestination(clients, input)).rejects.toMatchObject({
      code: 'step_up_required',
    });
    await addDestination(clients, input).catch(() => undefined);
    expect(sent().map((request) => request.headers.get('X-Step-Up-Token'))).toEqual([
      'proof-1',
      null,
    ]);
  });

  it('re-reads the address book once saved', async () => {
    let saved = false;
    const { clients, sent } = signedIn((request) => {
      if (request.method === 'POST') {
        saved = true;
        return Response.json(codeSent, { status: 201 });
      }
      return Response.json(
        saved ? { ...book, destinations: [codeSent.destination, ...book.destinations] } : book,
      );
    });
    const { result } = renderHookWithApi(
      () => ({ book: useAddressBook(), add: useAddDestinationMutation() }),
      clients,
    );
    await waitFor(() => expect(result.current.book.data?.destinations).toHaveLength(1));
    await act(() =>
      result.current.add.mutateAsync({ label: 'x', kind: 'bank', bank_account: '12345678' }),
    );
    await waitFor(() => expect(result.current.book.data?.destinations).toHaveLength(2));
    expect(sent().filter((request) => request.method === 'GET')).toHaveLength(2);
  });
});

describe('the allow-list and removal', () => {
  it('turns the allow-list on or off with PATCH and the step-up proof', async () => {
    const { clients, sent } = signedIn(() =>
      Response.json({ enabled: true, turns_off_at: '2026-06-17T12:00:00Z' }),
    );
    proveStepUp(clients, 'proof-2');
    await setAllowList(clients, false);
    const [request] = sent();
    expect(request!.method).toBe('PATCH');
    expect(new URL(request!.url).pathname).toBe('/api/withdrawal-allow-list/');
    expect(request!.headers.get('X-Step-Up-Token')).toBe('proof-2');
    await expect(request!.json()).resolves.toEqual({ enabled: false });
  });

  it('removes a destination by id (204, nothing to read)', async () => {
    const { clients, sent } = signedIn(() => new Response(null, { status: 204 }));
    await expect(removeDestination(clients, 3)).resolves.toBeUndefined();
    expect(sent()[0]!.method).toBe('DELETE');
    expect(new URL(sent()[0]!.url).pathname).toBe('/api/withdrawal-destinations/3/');
  });
});

describe('a withdrawal to a bank account or wallet (D16)', () => {
  const request = {
    body: { amount: 10, withdrawal_method: 'Bank Transfer', bank_account: '12345678' },
    idempotencyKey: 'key-0001-abcdef',
  } as const;

  it('carries this tab’s step-up proof beside its Idempotency-Key, for a new address', async () => {
    const { clients, sent } = signedIn(() => Response.json({}, { status: 201 }));
    proveStepUp(clients, 'proof-3');
    await requestWithdrawal(clients, request);
    expect(sent()[0]!.headers.get('Idempotency-Key')).toBe('key-0001-abcdef');
    expect(sent()[0]!.headers.get('X-Step-Up-Token')).toBe('proof-3');
  });

  it('is what the page’s mutation sends (its proof code loads with the first submit)', async () => {
    const { clients, sent } = signedIn(() => Response.json({ id: 1 }, { status: 201 }));
    proveStepUp(clients, 'proof-5');
    const { result } = renderHookWithApi(() => useCreateWithdrawalMutation(), clients);
    await act(() => result.current.mutateAsync(request));
    const [created] = sent().filter((sentRequest) => sentRequest.method === 'POST');
    expect(created!.headers.get('X-Step-Up-Token')).toBe('proof-5');
    expect(created!.headers.get('Idempotency-Key')).toBe('key-0001-abcdef');
  });

  it('forgets a proof the server refused, so the step-up gate asks for a new one', async () => {
    const { clients, sent } = signedIn(stepUpRequired);
    proveStepUp(clients, 'proof-4');
    await requestWithdrawal(clients, request).catch(() => undefined);
    await requestWithdrawal(clients, request).catch(() => undefined);
    expect(sent().map((sentRequest) => sentRequest.headers.get('X-Step-Up-Token'))).toEqual([
      'proof-4',
      null,
    ]);
  });
});

describe('withdrawalRefusalOf', () => {
  const forbidden = (body: unknown) => ApiError.fromAnswer(403, body);

  it('reads each D16 refusal with the time it opens', () => {
    expect(
      withdrawalRefusalOf(
        forbidden({ detail: 'x', code: 'destination_held', opens_at: '2026-06-16T12:00:00Z' }),
      ),
    ).toEqual({ code: 'destination_held', opensAt: '2026-06-16T12:00:00Z' });
    expect(
      withdrawalRefusalOf(
        forbidden({ detail: 'x', code: 'withdrawals_on_hold', opens_at: '2026-06-16T09:30:00Z' }),
      ),
    ).toEqual({ code: 'withdrawals_on_hold', opensAt: '2026-06-16T09:30:00Z' });
    expect(withdrawalRefusalOf(forbidden({ detail: 'x', code: 'allow_list_on' }))).toEqual({
      code: 'allow_list_on',
    });
  });

  it('is null for any other failure, and for a hold whose time cannot be read', () => {
    expect(withdrawalRefusalOf(forbidden({ detail: 'x', code: 'step_up_required' }))).toBeNull();
    expect(withdrawalRefusalOf(forbidden({ detail: 'x', code: 'withdrawals_on_hold' }))).toBeNull();
    expect(
      withdrawalRefusalOf(forbidden({ code: 'destination_held', opens_at: 'soon' })),
    ).toBeNull();
    expect(
      withdrawalRefusalOf(ApiError.fromAnswer(400, { code: 'allow_list_on', detail: 'x' })),
    ).toBeNull();
    expect(withdrawalRefusalOf(new Error('x'))).toBeNull();
  });
});
