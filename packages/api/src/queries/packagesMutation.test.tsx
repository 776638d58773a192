import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { useBalance } from './balance';
import { useSubscribePackageMutation } from './packageSubscription';

/** A signed-in API whose balance drops from 12,500 to 11,000 once the subscribe call has run. */
function fakeApi(subscribeStatus: number) {
  let balance = 12500;
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/auth/profile/') return Response.json({});
    if (pathname === '/api/balance/')
      return Response.json([{ balance, currency: 'USD', updated_at: null }]);
    if (subscribeStatus !== 201)
      return Response.json({ detail: 'No.' }, { status: subscribeStatus });
    balance = 11000;
    return Response.json(
      {
        message: 'You are now subscribed to the Standard package.',
        subscription: {
          id: 1,
          package_id: 'standard',
          amount: 1500,
          created_at: '2026-06-15T12:00:00Z',
          status: 'active',
        },
        balance,
      },
      { status: 201 },
    );
  });
  const clients = testApiClients(fetch, {
    authToken: 'token',
    refreshToken: 'refresh',
    username: 'a',
  });
  return { clients, fetch };
}

async function subscribeWith(status: number) {
  const { clients, fetch } = fakeApi(status);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The page shows the balance while the user subscribes.
  const { result } = renderHookWithApi(
    () => ({ balance: useBalance(), subscribe: useSubscribePackageMutation() }),
    clients,
    queryClient,
  );
  await waitFor(() => expect(result.current.balance.data?.balance).toBe(12500));
  await act(async () => {
    await result.current.subscribe
      .mutateAsync({ packageId: 'standard', idempotencyKey: 'key-0001-abcdef' })
      .catch(() => undefined);
  });
  const balanceReads = () =>
    fetch.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/balance/')
      .length;
  return { result, balanceReads };
}

describe('useSubscribePackageMutation', () => {
  it('refreshes the balance after a subscription', async () => {
    const { result, balanceReads } = await subscribeWith(201);
    await waitFor(() => expect(result.current.balance.data?.balance).toBe(11000));
    expect(balanceReads()).toBe(2);
  });

  it('refreshes the balance after a refusal too (it may have moved elsewhere)', async () => {
    const { balanceReads } = await subscribeWith(400);
    await waitFor(() => expect(balanceReads()).toBe(2));
  });
});
