import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import { scenarioTexts } from './backend/serverTexts';
import { createOutage } from './outage';

const outage = createOutage('/api/packages/');
const server = setupServer(
  ...outage.handlers,
  http.get(`${API_BASE_URL}/api/packages/`, () => HttpResponse.json([{ id: 1 }])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const load = () => fetch(`${API_BASE_URL}/api/packages/`);

it('fails every request until it ends, however many came before, and fails again once restarted', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const failed = await load();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ detail: scenarioTexts.internalError });
  }
  outage.end();
  const recovered = await load();
  expect(recovered.status).toBe(200);
  expect(await recovered.json()).toEqual([{ id: 1 }]);
  outage.start();
  expect((await load()).status).toBe(500);
});

it('fails the configured base URL only', async () => {
  const staging = 'https://staging.tradingplatform.test';
  const elsewhere = createOutage('/api/packages/', { apiBaseUrl: staging });
  server.use(...elsewhere.handlers);
  try {
    outage.end();
    expect((await fetch(`${staging}/api/packages/`)).status).toBe(500);
    expect((await load()).status).toBe(200);
  } finally {
    server.resetHandlers();
    outage.start();
  }
});

it("fails a market API path given as { market }, and only the market API's", async () => {
  const marketOutage = createOutage({ market: '/coins/markets' });
  server.use(
    ...marketOutage.handlers,
    http.get(`${MARKET_BASE_URL}/coins/markets`, () => HttpResponse.json([])),
  );
  try {
    outage.end();
    expect((await fetch(`${MARKET_BASE_URL}/coins/markets?per_page=50`)).status).toBe(500);
    expect((await load()).status).toBe(200);
    marketOutage.end();
    expect((await fetch(`${MARKET_BASE_URL}/coins/markets?per_page=50`)).status).toBe(200);
  } finally {
    server.resetHandlers();
    outage.start();
  }
});
