import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen';
import type { paths as marketPaths } from './market.gen';
import { createAuthMiddleware, defaultLocks, type LockManagerLike } from './http/authMiddleware';
import { withTimeout, type FetchFn } from './http/timeoutFetch';
import { SessionStore, type KeyValueStorage } from './session/sessionStore';

export type ApiClient = Client<paths>;
export type MarketClient = Client<marketPaths>;

export interface ApiClientOptions {
  baseUrl: string;
  marketBaseUrl: string;
  storage: KeyValueStorage;
  /** Looked up on each call, so test interceptors installed later still apply. */
  fetch?: FetchFn;
  timeoutMs?: number;
  now?: () => number;
  onSessionEnded?: (message: string) => void;
  /** The Web Locks API by default; tests give two clients one lock manager to stand for two tabs. */
  locks?: LockManagerLike | null;
  /** D19: the market WebSocket; without one, prices are polled. */
  streamUrl?: string | null;
}

export interface ApiClients {
  api: ApiClient;
  market: MarketClient;
  session: SessionStore;
  /** D19: where the tab's one market socket connects, or null (polling only). */
  streamUrl: string | null;
}

export function createApiClients({
  baseUrl,
  marketBaseUrl,
  storage,
  fetch = (request) => globalThis.fetch(request),
  timeoutMs = 10_000,
  now,
  onSessionEnded,
  locks = defaultLocks(),
  streamUrl = null,
}: ApiClientOptions): ApiClients {
  const session = new SessionStore(storage);
  const timedFetch = withTimeout(fetch, timeoutMs);
  const api = createClient<paths>({ baseUrl, fetch: timedFetch });
  api.use(
    createAuthMiddleware({
      baseUrl,
      session,
      fetch: timedFetch,
      now,
      timeoutMs,
      locks,
      onSessionEnded,
    }),
  );
  const market = createClient<marketPaths>({ baseUrl: marketBaseUrl, fetch: timedFetch });
  return { api, market, session, streamUrl };
}
