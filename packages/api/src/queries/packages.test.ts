// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { ApiError } from '../http/apiError';
import { createMemoryStorage } from '../session/sessionStore';
import { listPackages } from './packages';

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
    expect((error as ApiError).message).toBe('Server Error: Please try again later.');
  });
});
