// Named portfolio, forex and market scenarios: empty series, an empty ticker.
import { defineScenario } from './defineScenario';

export const portfolioScenarios = [
  defineScenario('portfolio.history.empty', 'getPortfolioHistory', 200, ({ api }) => [
    api.get('/api/portfolio/history/', ({ query, response }) =>
      response(200).json({ range: query.get('range') ?? '1M', currency: 'USD', points: [] }),
    ),
  ]),
  defineScenario('portfolio.holdings.empty', 'listHoldings', 200, ({ api }) => [
    api.get('/api/portfolio/holdings/', ({ response }) => response(200).json([])),
  ]),
  // A name outside spec 2 §3's fixed set: the UI shows it as Unknown.
  defineScenario('portfolio.holdings.unknownAsset', 'listHoldings', 200, ({ api }) => [
    api.get('/api/portfolio/holdings/', ({ response }) =>
      response(200).json([
        { name: 'Bitcoin', value: 6000, allocation: 60, change: 12.5 },
        { name: 'Legacy Fund 2019', value: 4000, allocation: 40, change: -2.25 },
      ]),
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
