// The public market API (CoinGecko v3 shapes, openapi/market.yaml): sample prices, top coins, daily charts.
import { ApiError } from '../apiError';
import { coinMarkets, findCoin, isValidDays, marketChart, simplePrice } from '../marketData';
import { serverTexts } from '../serverTexts';
import { serves } from './entry';

export const marketApi = {
  getSimplePrice: serves(
    (backend, ids: string | null, currencies: string | null, with24hChange: boolean) =>
      simplePrice(ids, currencies, with24hChange, backend.now()),
  ).from(async (r) => [
    r.query('ids'),
    r.query('vs_currencies'),
    r.query('include_24hr_change') === 'true',
  ]),
  listCoinMarkets: serves(
    (backend, perPage: string | null, page: string | null, changes: string | null) =>
      coinMarkets(perPage, page, changes, backend.now()),
  ).from(async (r) => [r.query('per_page'), r.query('page'), r.query('price_change_percentage')]),
  getCoinMarketChart: serves((backend, coinId: string, days: string | null) => {
    const coin = findCoin(coinId);
    if (!coin) throw new ApiError(404, { error: serverTexts.coinNotFound });
    if (!isValidDays(days)) throw new ApiError(400, { error: serverTexts.invalidDays });
    return marketChart(coin, days, backend.now());
  }).from(async (r) => [r.pathText(), r.query('days')]),
};
