// Portfolio history for the dashboard's 1M/1Y/ALL buttons (D5) and the holdings of Portfolio's Asset Breakdown (D10).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, respond } from './respond';

export function portfolioHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  return [
    http.get('/api/portfolio/history/', ({ request, query, response }) =>
      respond(response, options.latencyMs, () =>
        response(200).json(
          backend.getPortfolioHistory(
            backend.authenticate(authorizationOf(request)),
            query.get('range'),
          ),
        ),
      ),
    ),
    http.get('/api/portfolio/holdings/', ({ request, response }) =>
      respond(response, options.latencyMs, () =>
        response(200).json(backend.listHoldings(backend.authenticate(authorizationOf(request)))),
      ),
    ),
  ];
}
