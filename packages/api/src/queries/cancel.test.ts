// Issue 11 §4: cancelling a query (the screen left, the key changed) aborts its request.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClients } from '../client';
import { testApiClients } from '../test/renderWithApi';
import { storageKeys } from '../session/sessionStore';
import { accountScope } from './accountScope';
import { balanceQuery } from './balance';
import { transactionsQuery } from './transactions';

const signedIn = {
  [storageKeys.authToken]: 'access',
  [storageKeys.refreshToken]: 'refresh',
  [storageKeys.username]: 'alex',
  [storageKeys.isAuthenticated]: 'true',
};

/** Answers the validity check; every other request hangs until aborted. */
function hangingServer(signals: AbortSignal[]) {
  return (request: Request) => {
    if (new URL(request.url).pathname === '/auth/profile/')
      return Promise.resolve(Response.json({}));
    signals.push(request.signal);
    return new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    );
  };
}

setFlagsFromString('--expose-gc');
/** A full collection: Node's Request follows its caller's signal only while the Request lives. */
const collectGarbage = runInNewContext('gc') as () => void;

describe('cancelling a query', () => {
  async function cancelled(
    start: (queryClient: QueryClient, clients: ApiClients) => readonly unknown[],
    requests: number,
  ) {
    const signals: AbortSignal[] = [];
    const clients = testApiClients(hangingServer(signals), signedIn);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = start(queryClient, clients);
    await vi.waitFor(() => expect(signals).toHaveLength(requests));
    collectGarbage();
    await queryClient.cancelQueries({ queryKey });
    await vi.waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  }

  it('balance: aborts its request', async () => {
    await cancelled((queryClient, { api }) => {
      const options = balanceQuery(api, accountScope('alex'));
      void queryClient.fetchQuery(options).catch(() => undefined);
      return options.queryKey;
    }, 1);
  });

  it('transactions: aborts both of its requests', async () => {
    await cancelled((queryClient, { api }) => {
      const options = transactionsQuery(api, accountScope('alex'));
      void queryClient.fetchQuery(options).catch(() => undefined);
      return options.queryKey;
    }, 2);
  });
});
