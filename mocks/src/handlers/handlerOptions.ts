import { API_BASE_URL, MARKET_BASE_URL } from '../baseUrls';

export interface HandlerOptions {
  apiBaseUrl: string;
  marketBaseUrl: string;
  /** Added before every answer; a small realistic value in the browser, 0 in tests. */
  latencyMs: number;
}

export function resolveHandlerOptions(options: Partial<HandlerOptions> = {}): HandlerOptions {
  return {
    apiBaseUrl: options.apiBaseUrl ?? API_BASE_URL,
    marketBaseUrl: options.marketBaseUrl ?? MARKET_BASE_URL,
    latencyMs: options.latencyMs ?? 0,
  };
}
