// Mock-mode hosts (contract "Conventions"): never resolvable, so a request that escapes the mock fails loudly.
export const API_BASE_URL = 'https://api.tradingplatform.test';
export const MARKET_BASE_URL = 'https://market.tradingplatform.test/api/v3';

/** D19: the market socket, where the app opens it (app/src/config.ts `streamUrlOf`): `/ws/market/` on the API's origin. */
export const MARKET_STREAM_URL = `${API_BASE_URL.replace(/^http/, 'ws')}/ws/market/`;
