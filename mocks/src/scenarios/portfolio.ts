// Named portfolio, forex and market scenarios: empty series, an empty ticker.
import { defineScenario } from './defineScenario';

export const portfolioScenarios = [
  defineScenario('portfolio.history.empty', 'getPortfolioHistory', 200, ({ api }) => [
    api.get('/api/portfolio/history/', ({ query, response }) =>
      response(200).json({ range: query.get('range') ?? '1M', currency: 'USD', points: [] }),
    ),
  ]),
] as const;

export const forexScenarios = [
  defineScenario('forex.quotes.empty', 'getForexQuotes', 200, ({ api }) => [
    api.get('/api/market/forex/', ({ response }) => response(200).json([])),
  ]),
] as const;

export const marketScenarios = [
  defineScenario('market.simplePrice.empty', 'getSimplePrice', 200, ({ market }) => [
    market.get('/simple/price', ({ response }) => response(200).json({})),
  ]),
  defineScenario('market.coinMarkets.empty', 'listCoinMarkets', 200, ({ market }) => [
    market.get('/coins/markets', ({ response }) => response(200).json([])),
  ]),
] as const;
