// The public market API (CoinGecko v3 shapes, openapi/market.yaml): sample prices, top coins, daily charts.
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import {
  coinMarkets,
  findCoin,
  isValidDays,
  marketChart,
  simplePrice,
} from '../backend/marketData';
import { serverTexts } from '../backend/serverTexts';
import { createMarketHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { respond } from './respond';

export function marketHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createMarketHttp(options.marketBaseUrl);
  const { latencyMs } = options;
  return [
    http.get('/simple/price', ({ query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(
          simplePrice(
            query.get('ids'),
            query.get('vs_currencies'),
            String(query.get('include_24hr_change')) === 'true',
            backend.now(),
          ),
        ),
      ),
    ),
    http.get('/coins/markets', ({ request, response }) =>
      respond(response, latencyMs, () => {
        const url = new URL(request.url);
        return response(200).json(
          coinMarkets(
            url.searchParams.get('per_page'),
            url.searchParams.get('page'),
            url.searchParams.get('price_change_percentage'),
            backend.now(),
          ),
        );
      }),
    ),
    http.get('/coins/{id}/market_chart', ({ params, query, response }) =>
      respond(response, latencyMs, () => {
        const coin = findCoin(String(params.id));
        if (!coin) return response(404).json({ error: serverTexts.coinNotFound });
        const days = query.get('days');
        if (!isValidDays(days)) return response(400).json({ error: serverTexts.invalidDays });
        return response(200).json(marketChart(coin, days, backend.now()));
      }),
    ),
  ];
}
