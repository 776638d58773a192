// The package catalogue (public) and subscriptions paid from the balance (D2).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, idempotencyKeyOf, respond } from './respond';

export function packageHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  return [
    http.get('/api/packages/', ({ response }) =>
      respond(response, latencyMs, () => response(200).json(backend.listPackages())),
    ),
    http.post('/api/packages/{id}/subscribe/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(201).json(
          await backend.subscribePackage(userId, String(params.id), idempotencyKeyOf(request)),
        );
      }),
    ),
  ];
}
