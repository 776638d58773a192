// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { createMemoryStorage } from '../session/sessionStore';
import { accountFiguresOf, fetchAccountFigures } from './accountSummary';

describe('accountFiguresOf', () => {
  it('reads the first summary', () => {
    expect(
      accountFiguresOf([
        { profit_loss: -12.5, margin: 3125, opened_position: 2 },
        { profit_loss: 1, margin: 1, opened_position: 1 },
      ]),
    ).toEqual({ profitLoss: -12.5, margin: 3125, openedPosition: 2 });
  });

  it('is null when there is no summary, so each screen applies its own default', () => {
    expect(accountFiguresOf([])).toBeNull();
  });
});

describe('fetchAccountFigures', () => {
  it('calls GET /api/account-summaries/ with the session token', async () => {
    // The client checks the token with GET /auth/profile/ before the first call.
    const fetch = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/auth/profile/'
        ? Response.json({})
        : Response.json([{ profit_loss: 1245.3, margin: 3125, opened_position: 2 }]),
    );
    const clients = createApiClients({
      baseUrl: 'https://api.test',
      marketBaseUrl: 'https://market.test',
      storage: createMemoryStorage({ authToken: 'token', refreshToken: 'r', username: 'alex' }),
      fetch,
    });
    await expect(fetchAccountFigures(clients.api)).resolves.toEqual({
      profitLoss: 1245.3,
      margin: 3125,
      openedPosition: 2,
    });
    const request = fetch.mock.calls.at(-1)![0];
    expect(new URL(request.url).pathname).toBe('/api/account-summaries/');
    expect(request.headers.get('Authorization')).toBe('JWT token');
  });
});
