// Copy traders the user has joined and the trader directory (D5, D13).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, idempotencyKeyOf, readJson, respond } from './respond';

export function copyTraderHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  return [
    http.get('/api/copy-traders/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listCopyTraders(backend.authenticate(authorizationOf(request)))),
      ),
    ),
    http.post('/api/copy-traders/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(201).json(
          await backend.joinCopyTrader(userId, await readJson(request), idempotencyKeyOf(request)),
        );
      }),
    ),
    http.patch('/api/copy-traders/{id}/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(200).json(
          await backend.updateCopyTrader(userId, String(params.id), await readJson(request)),
        );
      }),
    ),
    http.delete('/api/copy-traders/{id}/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        await backend.stopCopyTrader(userId, String(params.id));
        return response(204).empty();
      }),
    ),
    http.get('/api/traders/', ({ request, response }) =>
      respond(response, latencyMs, () => {
        backend.authenticate(authorizationOf(request));
        return response(200).json(backend.listTraders());
      }),
    ),
  ];
}
