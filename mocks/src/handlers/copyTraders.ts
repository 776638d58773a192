// Copy traders the user has joined (D5).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, readJson, respond } from './respond';

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
        return response(201).json(await backend.joinCopyTrader(userId, await readJson(request)));
      }),
    ),
  ];
}
