// @vitest-environment node
// D9: the ticker's 10 coins and 33 forex pairs are one constant (@tp/api) that the mock serves in full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClients,
  createMemoryStorage,
  fetchTicker,
  forexSymbols,
  storageKeys,
  tickerCoins,
} from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import { createManualClock, DEMO_USERS, SEED_NOW } from './backend';
import { forexSymbols as servedForexSymbols } from './backend/forexQuotes';
import { createMockServer } from './node';

const server = createMockServer({ clock: createManualClock(SEED_NOW).now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the ticker symbols', () => {
  it('are 10 coins and 33 forex pairs, each once', () => {
    expect(tickerCoins).toHaveLength(10);
    expect(new Set(tickerCoins.map((coin) => coin.id)).size).toBe(10);
    expect(forexSymbols).toHaveLength(33);
    expect(new Set(forexSymbols).size).toBe(33);
    expect(servedForexSymbols).toBe(forexSymbols);
  });

  it('each get a price from the mock API through the UI fetcher', async () => {
    const tokens = await server.backend.api.login(DEMO_USERS.alex);
    const clients = createApiClients({
      baseUrl: API_BASE_URL,
      marketBaseUrl: MARKET_BASE_URL,
      storage: createMemoryStorage({
        [storageKeys.authToken]: tokens.access_token,
        [storageKeys.refreshToken]: tokens.refresh_token,
        [storageKeys.username]: tokens.username,
      }),
      locks: null,
    });
    const ticker = await fetchTicker(clients, undefined);
    for (const half of [ticker.coins, ticker.forex]) {
      expect(half.failed).toBe(false);
      for (const quote of half.quotes) expect(quote.price, quote.symbol).toBeGreaterThan(0);
    }
    expect(ticker.coins.quotes).toHaveLength(10);
    expect(ticker.forex.quotes.map((quote) => quote.symbol)).toEqual([...forexSymbols]);
  });
});
