import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE_URL } from './baseUrls';
import { createLostAnswer } from './lostAnswer';

const recorded: unknown[] = [];
const lostAnswer = createLostAnswer(
  '/api/packages/{id}/subscribe/',
  async ({ request, params }) => {
    recorded.push({ id: params.id, body: await request.json() });
  },
);
const server = setupServer(
  ...lostAnswer.handlers,
  http.post(`${API_BASE_URL}/api/packages/:id/subscribe/`, () => HttpResponse.json({ ok: true })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const subscribe = () =>
  fetch(`${API_BASE_URL}/api/packages/7/subscribe/`, {
    method: 'POST',
    body: JSON.stringify({ plan: 'standard' }),
  });

it('passes requests through until armed, then records one and loses its answer', async () => {
  expect(await (await subscribe()).json()).toEqual({ ok: true });
  expect(recorded).toEqual([]);

  lostAnswer.arm();
  // A lost answer is a network failure, which fetch reports as a TypeError.
  await expect(subscribe()).rejects.toThrow(TypeError);
  expect(recorded).toEqual([{ id: '7', body: { plan: 'standard' } }]);

  expect(await (await subscribe()).json()).toEqual({ ok: true });
  expect(recorded).toHaveLength(1);
});
