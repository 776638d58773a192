// Where a story's or test's GET helper (createOutage, createRequestHold) listens: a platform API path as the
// contract writes it, or `{ market: path }` for the public market API (openapi/market.yaml).
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { PathsFor } from 'openapi-msw';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import type { ApiHttp, MarketHttp } from './handlers/apiHttp';

/** A GET path of openapi/openapi.yaml (`/api/deposits/`). */
export type ApiGetPath = PathsFor<ApiHttp['get']>;
/** A GET path of openapi/market.yaml (`/coins/markets`). */
export type MarketGetPath = PathsFor<MarketHttp['get']>;

export type GetTarget = ApiGetPath | { market: MarketGetPath };

export interface BaseUrls {
  apiBaseUrl?: string;
  marketBaseUrl?: string;
}

/** A GET handler for the target; `{id}` in the template matches any one segment. */
export function getHandler(
  target: GetTarget,
  { apiBaseUrl = API_BASE_URL, marketBaseUrl = MARKET_BASE_URL }: BaseUrls,
  resolver: HttpResponseResolver,
): HttpHandler {
  const [base, path] =
    typeof target === 'string' ? [apiBaseUrl, target] : [marketBaseUrl, target.market];
  return http.get(`${base}${path.replace(/\{(\w+)\}/g, ':$1')}`, resolver);
}
