import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@tp/api';

// Out of the first chunk: the watch, its timers and the settings query load once someone is signed in.
// Should the load fail (offline), this tab goes unwatched rather than to the crash page; the server's
// idle limit still holds, and any other tab still ends the session for all.
const IdleSession = lazy(() =>
  import('./IdleSession').catch(() => new Promise<never>(() => undefined)),
);

/**
 * D15: sessions that end when idle, in every tab. A layout route around every page: a signed-in user's
 * activity counts on a public page too, and one tab's idle session ends in all.
 */
export function IdleSessionGuard() {
  const { isAuthenticated, username } = useSession();
  return (
    <>
      <Outlet />
      {isAuthenticated && username ? (
        <Suspense fallback={null}>
          <IdleSession key={username} username={username} />
        </Suspense>
      ) : null}
    </>
  );
}
