import { ApiError, call, type ApiClients } from '@tp/api';
import { sessionMessages } from '@tp/messages';

type ApiClient = ApiClients['api'];

const logout = (api: ApiClient, accessToken: string, refreshToken: string) =>
  call(
    api.POST('/auth/logout/', {
      body: { refresh_token: refreshToken },
      // Signed by hand: the session is already cleared, so the client's middleware has no token to add.
      headers: { Authorization: `JWT ${accessToken}` },
    }),
  );

/**
 * Revokes the ended session on the server. The access token has often lapsed by then (it lives as long as
 * the default idle timeout): one refresh gets a pair to sign out with, unless the server, counting the
 * same idle time, refuses it, which ends the session there too.
 */
async function revokeSession(api: ApiClient, accessToken: string, refreshToken: string) {
  try {
    await logout(api, accessToken, refreshToken);
    return;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  const pair = await call(
    api.POST('/auth/token/refresh/', { body: { refresh_token: refreshToken } }),
  );
  await logout(api, pair.access_token, pair.refresh_token ?? refreshToken);
}

/**
 * D15: the idle time ran out. The session ends here at once, with the spec's "Session expired" (the route
 * guard shows it on /login; other tabs read the same from the storage event); the server is told on a
 * best-effort basis, since its own idle limit refuses the refresh token anyway.
 */
export function endIdleSession({ api, session }: ApiClients): void {
  // Another tab may have ended it a moment ago; its storage event may not have arrived yet.
  session.syncFromStorage();
  const { isAuthenticated, accessToken, refreshToken } = session.getSnapshot();
  if (!isAuthenticated) return;
  session.clear(sessionMessages.sessionExpired);
  if (accessToken && refreshToken)
    revokeSession(api, accessToken, refreshToken).catch(() => undefined);
}
