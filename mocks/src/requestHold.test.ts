import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import { createRequestHold } from './requestHold';

const hold = createRequestHold('/api/packages/');
const server = setupServer(
  ...hold.handlers,
  http.get(`${API_BASE_URL}/api/packages/`, () => HttpResponse.json([{ id: 1 }])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const load = () => fetch(`${API_BASE_URL}/api/packages/`);

it('passes requests through until held, keeps them waiting while held, then lets them all through', async () => {
  expect((await load()).status).toBe(200);
  hold.hold();
  let answered = false;
  const waiting = load().then((response) => {
    answered = true;
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  hold.release();
  const response = await waiting;
  expect(await response.json()).toEqual([{ id: 1 }]);
});

it('holds a market API path given as { market }, with its {id} template', async () => {
  const chartHold = createRequestHold({ market: '/coins/{id}/market_chart' });
  server.use(
    ...chartHold.handlers,
    http.get(`${MARKET_BASE_URL}/coins/:id/market_chart`, () => HttpResponse.json({ prices: [] })),
  );
  try {
    chartHold.hold();
    let answered = false;
    const waiting = fetch(`${MARKET_BASE_URL}/coins/bitcoin/market_chart?days=30`).then(
      (response) => {
        answered = true;
        return response;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    chartHold.release();
    expect(await (await waiting).json()).toEqual({ prices: [] });
  } finally {
    server.resetHandlers();
  }
});
