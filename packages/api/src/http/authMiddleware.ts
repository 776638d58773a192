import type { Middleware } from 'openapi-fetch';
import { sessionMessages } from '@tp/messages';
import type { SessionStore } from '../session/sessionStore';
import { ApiError, messageFromErrorResponse } from './apiError';
import { startDeadline, type Deadline } from './deadline';
import type { FetchFn } from './timeoutFetch';

/** What the middleware needs of the Web Locks API (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface AuthMiddlewareOptions {
  baseUrl: string;
  session: SessionStore;
  /** The fetch used for the refresh call, the validity check and retries (already time-limited). */
  fetch: FetchFn;
  now?: () => number;
  validityCacheMs?: number;
  /** One deadline for a user's action: the check, a refresh, the call and its retry together. */
  timeoutMs?: number;
  /**
   * Makes one refresh at a time across tabs. Without it (no Web Locks), a tab still re-reads the
   * stored tokens first, and the server's grace for a just-rotated token covers the race.
   */
  locks?: LockManagerLike | null;
  /** Called once when the session ends against the user's will; the app sends them to /login with the message. */
  onSessionEnded?: (message: string) => void;
}

/** Calls that never carry a token and never trigger a refresh (spec 1 §4: "a call that is not a login call"). */
const anonymousPaths = /^\/auth\/(login|signup|forgot-password|token\/refresh|this-wasnt-me)\//;
/** Spec 1 §4: the validity check runs before any call outside the auth list. */
const authPaths = /^\/auth\//;
/** Only these answers say the refresh token itself is bad; anything else (5xx, 429) leaves the session. */
const refreshRefusals = new Set([400, 401, 403]);
const refreshLockName = 'tp-token-refresh';

export const authHeader = (token: string) => `JWT ${token}`;

/** A refused answer as the ApiError the user sees (spec §8 text for its status and body). */
async function failedAnswer(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return new ApiError(
    messageFromErrorResponse(response.status, body),
    'http',
    response.status,
    body,
  );
}

export function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ?? null;
}

interface CallRecord {
  deadline: Deadline;
  /**
   * The caller's request, held until the call ends: Node's Request passes its caller's abort on
   * only while the Request lives, so without it a cancelled query could go on in tests.
   */
  source: Request;
  /** The request as sent, kept for one retry after a refresh. */
  copy?: { request: Request; tokenUsed: string | null; user: string | null };
}

export function createAuthMiddleware({
  baseUrl,
  session,
  fetch,
  now = Date.now,
  validityCacheMs = 60_000,
  timeoutMs = 10_000,
  locks = defaultLocks(),
  onSessionEnded,
}: AuthMiddlewareOptions): Middleware {
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  const calls = new Map<string, CallRecord>();
  let refreshInFlight: Promise<string | null> | null = null;
  let validityInFlight: Promise<void> | null = null;

  function endSession(message: string): ApiError {
    const hadSession =
      session.getSnapshot().accessToken !== null || session.getSnapshot().refreshToken !== null;
    if (hadSession) {
      session.clear(message);
      onSessionEnded?.(message);
    } else if (session.getSnapshot().endedMessage === null) {
      session.clear(message);
    }
    // Otherwise the session had already ended (another tab signed out mid-call): its message stands.
    return new ApiError(message, 'session', 401);
  }

  /**
   * The access token to use instead of `staleToken`, or null when the session now belongs to another
   * user. Rejects with a 'session' ApiError only when the server refuses the refresh token.
   */
  async function rotate(staleToken: string | null, user: string | null): Promise<string | null> {
    session.syncFromStorage();
    const stored = session.getSnapshot();
    if (stored.isAuthenticated && stored.username !== user) return null;
    // Another tab refreshed while this one waited for the lock: its tokens are ours too.
    if (stored.accessToken && stored.accessToken !== staleToken) return stored.accessToken;
    const refreshToken = stored.refreshToken;
    if (!refreshToken) throw new ApiError(sessionMessages.noRefreshToken, 'session', 401);
    const response = await fetch(
      new Request(url('/auth/token/refresh/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      }),
    );
    if (refreshRefusals.has(response.status)) {
      // D15: the server ended the session (30 days, or idle too long): say so in the spec's words.
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      const message =
        body?.code === 'session_expired'
          ? sessionMessages.sessionExpired
          : sessionMessages.invalidOrExpiredToken;
      throw new ApiError(message, 'session', response.status);
    }
    if (!response.ok) throw await failedAnswer(response);
    const body = (await response.json()) as { access_token: string; refresh_token?: string };
    session.updateTokens(body.access_token, body.refresh_token);
    // Just issued by the server: as good as a passed check (issue 26), in every tab.
    session.confirmToken(body.access_token, now());
    return body.access_token;
  }

  /** One refresh in this tab (shared by every call that got a 401 meanwhile), and one across tabs. */
  function refreshOnce(staleToken: string | null, user: string | null): Promise<string | null> {
    refreshInFlight ??= (
      locks
        ? locks.request(refreshLockName, () => rotate(staleToken, user))
        : rotate(staleToken, user)
    ).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function refreshOrEndSession(
    staleToken: string | null,
    user: string | null,
    endMessage?: string,
  ): Promise<string | null> {
    try {
      return await refreshOnce(staleToken, user);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session')
        throw endSession(endMessage ?? error.message);
      throw error;
    }
  }

  async function checkValidity(token: string): Promise<void> {
    const profile = (bearer: string) =>
      fetch(new Request(url('/auth/profile/'), { headers: { Authorization: authHeader(bearer) } }));
    let response = await profile(token);
    if (response.status === 401) {
      const user = session.getSnapshot().username;
      // D12: a refused refresh means the session was revoked or has expired, whichever call found it:
      // it ends with the refresh's own text; "Invalid token detected" is for a check that still fails.
      const fresh = await refreshOrEndSession(token, user);
      if (fresh === null) throw new ApiError(sessionMessages.sessionExpired, 'session', 401);
      response = await profile(fresh);
    }
    if (response.status === 401 || response.status === 403)
      throw endSession(sessionMessages.invalidToken);
    if (!response.ok) throw await failedAnswer(response);
    session.confirmToken(session.getSnapshot().accessToken ?? token, now());
  }

  /**
   * Skipped within 60 s of a successful check of the same token, or of the refresh that issued it, in this tab or
   * another (the session store keeps when): a reload starts its data at once. A token revoked meanwhile is still
   * caught: the call itself gets 401, and the refresh (or the end of the session) follows as for any 401.
   */
  async function ensureTokenValid(token: string, deadline: Deadline): Promise<void> {
    const confirmedAt = session.tokenConfirmedAt(token);
    if (confirmedAt !== null && Math.abs(now() - confirmedAt) < validityCacheMs) return;
    validityInFlight ??= checkValidity(token).finally(() => {
      validityInFlight = null;
    });
    await deadline.race(validityInFlight);
  }

  function withToken(request: Request, token: string): Request {
    const next = new Request(request);
    next.headers.set('Authorization', authHeader(token));
    return next;
  }

  function finish(id: string) {
    calls.get(id)?.deadline.dispose();
    calls.delete(id);
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (anonymousPaths.test(schemaPath)) return request;
      const deadline = startDeadline(timeoutMs, request.signal);
      const record: CallRecord = { deadline, source: request };
      calls.set(id, record);
      try {
        // A call made while this tab refreshes goes out with the new token, not the one being replaced.
        if (refreshInFlight) await deadline.race(refreshInFlight.catch(() => null));
        let token = session.getSnapshot().accessToken;
        if (token && !authPaths.test(schemaPath)) {
          await ensureTokenValid(token, deadline);
          token = session.getSnapshot().accessToken;
        }
        const signed = token ? withToken(request, token) : request;
        const prepared = new Request(signed, { signal: deadline.signal });
        record.copy = {
          request: prepared.clone(),
          tokenUsed: token,
          user: session.getSnapshot().username,
        };
        return prepared;
      } catch (error) {
        finish(id);
        throw error;
      }
    },

    async onResponse({ response, schemaPath, id }) {
      const record = calls.get(id);
      try {
        const copy = record?.copy;
        if (response.status !== 401 || anonymousPaths.test(schemaPath) || !record || !copy)
          return response;
        if (!copy.tokenUsed && !session.getSnapshot().refreshToken) {
          throw new ApiError(sessionMessages.noAuthToken, 'session', 401);
        }
        session.syncFromStorage();
        const current = session.getSnapshot();
        // Another user signed in meanwhile (here or in another tab): their token must not answer this call.
        if (current.isAuthenticated && current.username !== copy.user) return response;
        // Another call may have refreshed while this one was in flight: reuse its token.
        const token =
          current.accessToken && current.accessToken !== copy.tokenUsed
            ? current.accessToken
            : await record.deadline.race(refreshOrEndSession(copy.tokenUsed, copy.user));
        if (token === null) return response;
        return await fetch(withToken(copy.request, token));
      } finally {
        finish(id);
      }
    },

    onError({ error, id }) {
      finish(id);
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}
