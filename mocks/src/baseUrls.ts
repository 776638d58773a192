// Mock-mode hosts (contract "Conventions"): never resolvable, so a request that escapes the mock fails loudly.
export const API_BASE_URL = 'https://api.tradingplatform.test';
export const MARKET_BASE_URL = 'https://market.tradingplatform.test/api/v3';
