// Forex quotes through the platform API, so no provider key reaches the browser (D3).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, respond } from './respond';

export function forexHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  return [
    http.get('/api/market/forex/', ({ request, query, response }) =>
      respond(response, options.latencyMs, () => {
        backend.authenticate(authorizationOf(request));
        return response(200).json(backend.getForexQuotes(query.get('symbols')));
      }),
    ),
  ];
}
