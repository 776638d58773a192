// Balance records, account summaries and the merged ledger (D11).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, respond } from './respond';

export function balanceHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  return [
    http.get('/api/balance/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listBalances(backend.authenticate(authorizationOf(request)))),
      ),
    ),
    http.get('/api/account-summaries/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(
          backend.listAccountSummaries(backend.authenticate(authorizationOf(request))),
        ),
      ),
    ),
    http.get('/api/transactions/', ({ request, query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(
          backend.listTransactions(backend.authenticate(authorizationOf(request)), {
            type: query.get('type'),
            page: query.get('page'),
            pageSize: query.get('page_size'),
            after: query.get('after'),
          }),
        ),
      ),
    ),
  ];
}
