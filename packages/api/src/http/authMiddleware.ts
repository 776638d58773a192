import type { Middleware } from 'openapi-fetch';
import { sessionMessages } from '@tp/messages';
import type { SessionStore } from '../session/sessionStore';
import { ApiError, messageFromErrorResponse } from './apiError';
import type { FetchFn } from './timeoutFetch';

export interface AuthMiddlewareOptions {
  baseUrl: string;
  session: SessionStore;
  /** The fetch used for the refresh call, the validity check and retries (already time-limited). */
  fetch: FetchFn;
  now?: () => number;
  validityCacheMs?: number;
  /** Called once when the session ends against the user's will; the app sends them to /login with the message. */
  onSessionEnded?: (message: string) => void;
}

/** Calls that never carry a token and never trigger a refresh (spec 1 §4: "a call that is not a login call"). */
const anonymousPaths = /^\/auth\/(login|signup|forgot-password|token\/refresh)\//;
/** Spec 1 §4: the validity check runs before any call outside the auth list. */
const authPaths = /^\/auth\//;

export const authHeader = (token: string) => `JWT ${token}`;

export function createAuthMiddleware({
  baseUrl,
  session,
  fetch,
  now = Date.now,
  validityCacheMs = 60_000,
  onSessionEnded,
}: AuthMiddlewareOptions): Middleware {
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  const retryCopies = new Map<string, { request: Request; tokenUsed: string | null }>();
  let refreshInFlight: Promise<string> | null = null;
  let validation: { token: string; at: number } | null = null;
  let validityInFlight: Promise<void> | null = null;

  function endSession(message: string): ApiError {
    const hadSession =
      session.getSnapshot().accessToken !== null || session.getSnapshot().refreshToken !== null;
    validation = null;
    if (hadSession) {
      session.clear(message);
      onSessionEnded?.(message);
    } else if (session.getSnapshot().endedMessage === null) {
      session.clear(message);
    }
    // Otherwise the session had already ended (another tab signed out mid-call): its message stands.
    return new ApiError(message, 'session', 401);
  }

  /** Rejects with a 'session' ApiError whose message says why; the caller ends the session with its own words. */
  async function refresh(): Promise<string> {
    const refreshToken = session.getSnapshot().refreshToken;
    if (!refreshToken) throw new ApiError(sessionMessages.noRefreshToken, 'session', 401);
    const response = await fetch(
      new Request(url('/auth/token/refresh/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      }),
    );
    if (!response.ok)
      throw new ApiError(sessionMessages.invalidOrExpiredToken, 'session', response.status);
    const body = (await response.json()) as { access_token: string; refresh_token?: string };
    session.updateTokens(body.access_token, body.refresh_token);
    validation = { token: body.access_token, at: now() };
    return body.access_token;
  }

  /** One refresh shared by every call that got a 401 meanwhile. */
  function refreshOnce(): Promise<string> {
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function refreshOrEndSession(): Promise<string> {
    try {
      return await refreshOnce();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') throw endSession(error.message);
      throw error;
    }
  }

  async function checkValidity(token: string): Promise<void> {
    const profile = (bearer: string) =>
      fetch(new Request(url('/auth/profile/'), { headers: { Authorization: authHeader(bearer) } }));
    let response = await profile(token);
    if (response.status === 401) {
      try {
        response = await profile(await refreshOnce());
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'session')
          throw endSession(sessionMessages.invalidToken);
        throw error;
      }
    }
    if (response.status === 401 || response.status === 403)
      throw endSession(sessionMessages.invalidToken);
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw new ApiError(
        messageFromErrorResponse(response.status, body),
        'http',
        response.status,
        body,
      );
    }
    validation = { token: session.getSnapshot().accessToken ?? token, at: now() };
  }

  /** Skipped within 60 s of a successful check of the same token. */
  async function ensureTokenValid(token: string): Promise<void> {
    if (validation && validation.token === token && now() - validation.at < validityCacheMs) return;
    validityInFlight ??= checkValidity(token).finally(() => {
      validityInFlight = null;
    });
    await validityInFlight;
  }

  function withToken(request: Request, token: string): Request {
    const next = new Request(request);
    next.headers.set('Authorization', authHeader(token));
    return next;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (anonymousPaths.test(schemaPath)) return request;
      let token = session.getSnapshot().accessToken;
      if (token && !authPaths.test(schemaPath)) {
        await ensureTokenValid(token);
        token = session.getSnapshot().accessToken;
      }
      const prepared = token ? withToken(request, token) : request;
      retryCopies.set(id, { request: prepared.clone(), tokenUsed: token });
      return prepared;
    },

    async onResponse({ response, schemaPath, id }) {
      const copy = retryCopies.get(id);
      retryCopies.delete(id);
      if (response.status !== 401 || anonymousPaths.test(schemaPath) || !copy) return response;
      if (!copy.tokenUsed && !session.getSnapshot().refreshToken) {
        throw new ApiError(sessionMessages.noAuthToken, 'session', 401);
      }
      const current = session.getSnapshot().accessToken;
      // Another call may have refreshed while this one was in flight: reuse its token.
      const token = current && current !== copy.tokenUsed ? current : await refreshOrEndSession();
      return fetch(withToken(copy.request, token));
    },

    onError({ error, id }) {
      retryCopies.delete(id);
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}
