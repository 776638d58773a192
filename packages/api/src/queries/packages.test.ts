// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { createMemoryStorage } from '../session/sessionStore';
import { subscribePackage } from './packageSubscription';
import { listPackages } from './packages';
import { httpErrors } from '@tp/messages';

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

describe('listPackages', () => {
  it('reads the public catalogue without a session', async () => {
    const catalogue = [{ id: 'basic', name: 'Basic' }];
    const { clients, fetch } = clientsAnswering(() => Response.json(catalogue));
    await expect(listPackages(clients.api)).resolves.toEqual(catalogue);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/packages/');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('turns a server error into the spec message', async () => {
    const { clients } = clientsAnswering(() => Response.json({ detail: 'x' }, { status: 500 }));
    const error = await listPackages(clients.api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(httpErrors.serverError);
  });
});

describe('subscribePackage', () => {
  /** Signed in: the middleware checks the token on /auth/profile/ first, then makes the call. */
  function signedInClients(answer: () => Response) {
    const fetch = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/auth/profile/' ? Response.json({}) : answer(),
    );
    const clients = createApiClients({
      baseUrl: 'https://api.test',
      marketBaseUrl: 'https://market.test',
      storage: createMemoryStorage({ authToken: 'token-1', refreshToken: 'r', username: 'alex' }),
      fetch,
    });
    return { clients, fetch };
  }

  it('posts to the package with the idempotency key and returns the new balance', async () => {
    const answer = {
      message: 'You are now subscribed to the Standard package.',
      subscription: {
        id: 1,
        package_id: 'standard',
        amount: 1500,
        created_at: '2026-06-15T12:00:00Z',
        status: 'active',
      },
      balance: 11000,
    };
    const { clients, fetch } = signedInClients(() => Response.json(answer, { status: 201 }));
    await expect(subscribePackage(clients.api, 'standard', 'key-0001-abcdef')).resolves.toEqual(
      answer,
    );
    const request = fetch.mock.calls.at(-1)![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/packages/standard/subscribe/');
    expect(request.headers.get('Idempotency-Key')).toBe('key-0001-abcdef');
    expect(request.headers.get('Authorization')).toBe('JWT token-1');
  });

  it("keeps the server's shortfall text as the message", async () => {
    const detail = 'Insufficient balance. Please deposit at least $6,800.00 more';
    const { clients } = signedInClients(() => Response.json({ detail }, { status: 400 }));
    const error = await subscribePackage(clients.api, 'vip', 'key-0002-abcdef').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(detail);
  });
});
