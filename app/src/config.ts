export interface Endpoints {
  apiBaseUrl: string;
  marketBaseUrl: string;
}

const defaultMarketApi = 'https://api.coingecko.com/api/v3';

/** Endpoints of a real deployment, from the build's environment. */
export function endpointsFromEnv(env: ImportMetaEnv): Endpoints {
  if (!env.VITE_API_URL) {
    throw new Error(
      'VITE_API_URL is not set: build with VITE_API_URL=https://your-api or VITE_MOCK=1 for the demo.',
    );
  }
  return {
    apiBaseUrl: env.VITE_API_URL,
    marketBaseUrl: env.VITE_MARKET_API_URL ?? defaultMarketApi,
  };
}
