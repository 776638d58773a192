// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { createMemoryStorage } from '../session/sessionStore';
import { fetchPortfolioHistory, portfolioHistoryQuery, portfolioRanges } from './portfolioHistory';
import { accountScope } from './accountScope';
import { ledgerQueryKey } from './ledger';

function clients() {
  // The client checks the token with GET /auth/profile/ before the first call.
  const fetch = vi.fn(async (request: Request) =>
    new URL(request.url).pathname === '/auth/profile/'
      ? Response.json({})
      : Response.json({
          range: new URL(request.url).searchParams.get('range'),
          currency: 'USD',
          points: [{ date: '2025-01-01', value: 100000, net_deposits: 98000 }],
        }),
  );
  const { api } = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage({ authToken: 'token', refreshToken: 'r', username: 'alex' }),
    fetch,
  });
  return { api, fetch };
}

describe('portfolio history (D5)', () => {
  it.each(['1M', '1Y', 'ALL'] as const)('asks for range=%s', async (range) => {
    const { api, fetch } = clients();
    const history = await fetchPortfolioHistory(api, range);
    const url = new URL(fetch.mock.calls.at(-1)![0].url);
    expect(url.pathname).toBe('/api/portfolio/history/');
    expect(url.searchParams.get('range')).toBe(range);
    expect(history.range).toBe(range);
  });

  it('caches each range on its own', () => {
    const { api } = clients();
    const scope = accountScope('alex');
    expect(portfolioHistoryQuery(api, scope, '1M').queryKey).not.toEqual(
      portfolioHistoryQuery(api, scope, '1Y').queryKey,
    );
  });

  it('sits under the ledger key, so any money movement refreshes it (it is built from the ledger, D10)', () => {
    const { api } = clients();
    const scope = accountScope('alex');
    expect(portfolioHistoryQuery(api, scope, '1Y').queryKey.slice(0, 3)).toEqual(
      ledgerQueryKey(scope),
    );
  });

  it('labels the buttons 1M, 1Y and All', () => {
    expect(portfolioRanges.map((r) => r.label)).toEqual(['1M', '1Y', 'All']);
  });
});
