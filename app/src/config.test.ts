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
    ).toEqual({
      apiBaseUrl: origin,
      marketBaseUrl: `${origin}/market-api`,
      // D19: the socket on the same origin, behind the same proxy.
      streamUrl: 'wss://trade.example.com/ws/market/',
    });
  });

  it('keeps absolute URLs for an API on another origin, and CoinGecko for the market by default', () => {
    expect(endpointsFromEnv(env({ VITE_API_URL: 'https://api.example.com' }), origin)).toEqual({
      apiBaseUrl: 'https://api.example.com',
      marketBaseUrl: 'https://api.coingecko.com/api/v3',
      streamUrl: 'wss://api.example.com/ws/market/',
    });
    expect(
      endpointsFromEnv(env({ VITE_API_URL: 'http://127.0.0.1:8789/v1/' }), origin).streamUrl,
    ).toBe('ws://127.0.0.1:8789/v1/ws/market/');
    // A protocol-relative URL is another host, not a path.
    expect(endpointsFromEnv(env({ VITE_API_URL: '//api.example.com' }), origin).apiBaseUrl).toBe(
      '//api.example.com',
    );
  });

  it('opens no socket where there is no page (the prerender)', () => {
    expect(endpointsFromEnv(env({ VITE_API_URL: '/' }), undefined).streamUrl).toBeNull();
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
