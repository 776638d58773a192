// @vitest-environment node
import { createApiClients, createMemoryStorage } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { endpointsFromEnv } from './config';

const env = (values: Record<string, string>) => values as unknown as ImportMetaEnv;
const origin = 'https://trade.example.com';

describe('the endpoints of a build (issue 26)', () => {
  it('puts the API and the market API on the page’s own origin when the build names paths', () => {
    expect(
      endpointsFromEnv(env({ VITE_API_URL: '/', VITE_MARKET_API_URL: '/market-api/' }), origin),
    ).toEqual({ apiBaseUrl: origin, marketBaseUrl: `${origin}/market-api` });
  });

  it('keeps absolute URLs for an API on another origin, and CoinGecko for the market by default', () => {
    expect(endpointsFromEnv(env({ VITE_API_URL: 'https://api.example.com' }), origin)).toEqual({
      apiBaseUrl: 'https://api.example.com',
      marketBaseUrl: 'https://api.coingecko.com/api/v3',
    });
    // A protocol-relative URL is another host, not a path.
    expect(endpointsFromEnv(env({ VITE_API_URL: '//api.example.com' }), origin).apiBaseUrl).toBe(
      '//api.example.com',
    );
  });

  it('refuses a build without an API', () => {
    expect(() => endpointsFromEnv(env({}), origin)).toThrow(/VITE_API_URL/);
  });

  it('a same-origin build calls the API and the market API on the page’s origin', async () => {
    const endpoints = endpointsFromEnv(
      env({ VITE_API_URL: '/', VITE_MARKET_API_URL: '/market-api' }),
      origin,
    );
    const called: string[] = [];
    const clients = createApiClients({
      baseUrl: endpoints.apiBaseUrl,
      marketBaseUrl: endpoints.marketBaseUrl,
      storage: createMemoryStorage(),
      locks: null,
      fetch: (request) => {
        called.push(request.url);
        return Promise.resolve(Response.json([]));
      },
    });
    await clients.api.GET('/api/packages/');
    await clients.market.GET('/coins/markets', { params: { query: { vs_currency: 'usd' } } });
    expect(called).toEqual([
      `${origin}/api/packages/`,
      `${origin}/market-api/coins/markets?vs_currency=usd`,
    ]);
  });
});
