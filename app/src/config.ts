export interface Endpoints {
  apiBaseUrl: string;
  marketBaseUrl: string;
  /** D19: the market WebSocket, on the API's origin; null where there is no page (the prerender) or no server. */
  streamUrl?: string | null;
}

/** D19: `/ws/market/` beside the API (under its path, if it has one), with ws: or wss: for http: or https:. */
export function streamUrlOf(apiBaseUrl: string): string | null {
  if (!/^https?:\/\//.test(apiBaseUrl)) return null;
  return `${apiBaseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/ws/market/`;
}

const defaultMarketApi = 'https://api.coingecko.com/api/v3';

/**
 * Issue 26: a URL of the build's environment that is a path (`/`, `/market-api`) is on the page's own origin (nginx
 * proxies it to the API server: no CORS preflight); it is made absolute against that origin, so every call and every
 * URL the client builds from it (the auth middleware's refresh, a list's `next`) is an ordinary absolute URL. Where
 * there is no page (the prerender's server-side build, which calls nothing), the path stays as it is.
 */
function onOrigin(url: string, origin: string | undefined): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const path = url.replace(/\/+$/, '');
  return origin ? `${origin}${path}` : path;
}

/**
 * Endpoints of a real deployment, from the build's environment: absolute URLs (an API on another origin, which
 * answers CORS), or paths on the app's own origin (same-origin mode, README "Deploying").
 */
export function endpointsFromEnv(
  env: ImportMetaEnv,
  origin: string | undefined = globalThis.location?.origin,
): Endpoints {
  if (!env.VITE_API_URL) {
    throw new Error(
      'VITE_API_URL is not set: build with VITE_API_URL=/ (the API proxied on this origin), VITE_API_URL=https://your-api, or VITE_MOCK=1 for the demo.',
    );
  }
  const apiBaseUrl = onOrigin(env.VITE_API_URL, origin);
  return {
    apiBaseUrl,
    marketBaseUrl: onOrigin(env.VITE_MARKET_API_URL ?? defaultMarketApi, origin),
    streamUrl: origin ? streamUrlOf(apiBaseUrl) : null,
  };
}
