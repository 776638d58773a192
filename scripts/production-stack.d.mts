export const DEFAULT_APP_PORT: number;
export const DEFAULT_API_PORT: number;
export function stackUrls(ports?: { port?: number; apiPort?: number; crossOrigin?: boolean }): {
  appUrl: string;
  /** The API server itself (tests read the outbox and call it directly here). */
  apiUrl: string;
  marketUrl: string;
  crossOrigin: boolean;
  /** The VITE_ variables of a build for this stack. */
  buildEnv: { VITE_API_URL: string; VITE_MARKET_API_URL: string };
};
export function crossOriginStackUrls(): ReturnType<typeof stackUrls>;
