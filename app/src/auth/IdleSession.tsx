// D15: the watch over a signed-in session, loaded after the page (the guard in the first chunk is tiny).
import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  useApiClients,
  useLogoutMutation,
  useSecuritySettings,
  type ApiClients,
} from '@tp/api';
import { useAccountLanguageCookie } from './accountLanguageCookie';
import type { LoginLocationState } from '../routing/guards';
import { endIdleSession } from './endIdleSession';
import { watchIdleSession, type IdlePhase, type IdleWatch } from './idleWatch';
import { importUntilLoaded } from './importUntilLoaded';
import { clearSessionActivity } from './sessionActivity';

const MINUTE = 60_000;

/** The dialog (and the dialog library) load when a warning first shows, not with the page. */
const WarningDialog = lazy(() =>
  importUntilLoaded(() => import('./idleWarningChunk')).then((module) => ({
    default: module.IdleWarningDialog,
  })),
);

/** The signed-in username, read from storage now (another tab may have signed out, or in as someone else). */
function signedInUser(session: ApiClients['session']): string | null {
  session.syncFromStorage();
  const { isAuthenticated, username } = session.getSnapshot();
  return isAuthenticated ? username : null;
}

/** One signed-in user's idle watch, its warning, and its two answers (loaded once someone is signed in). */
function IdleSession({ username }: { username: string }) {
  useAccountLanguageCookie();
  const clients = useApiClients();
  const { session } = clients;
  const security = useSecuritySettings();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<IdlePhase>({ status: 'active' });
  const watch = useRef<IdleWatch | null>(null);

  const expire = useEffectEvent(() => {
    // Sign out was chosen and is under way: it ends the session itself.
    if (!logout.isPending) endIdleSession(clients);
  });
  const keepAlive = useEffectEvent(() => {
    // Any authenticated call counts as use on the server; this one also brings a changed timeout.
    void security.refetch();
  });

  useEffect(() => {
    const started = watchIdleSession({
      storage: session.storage,
      user: username,
      defaultTimeoutMs: DEFAULT_IDLE_TIMEOUT_MINUTES * MINUTE,
      target: window,
      doc: document,
      signedInUser: () => signedInUser(session),
      onPhase: setPhase,
      onExpire: () => expire(),
      onKeepAlive: () => keepAlive(),
    });
    watch.current = started;
    return () => {
      started.stop();
      watch.current = null;
      // Signed out (here or in another tab): the next sign-in starts a record of its own.
      if (!session.getSnapshot().isAuthenticated) clearSessionActivity(session.storage);
    };
  }, [session, username]);

  // An answer fetched now (not one cached before this watch began) is shared with every tab.
  const minutes = security.isFetchedAfterMount ? security.data?.idle_timeout_minutes : undefined;
  useEffect(() => {
    if (minutes !== undefined) watch.current?.learnTimeout(minutes * MINUTE);
  }, [minutes, security.dataUpdatedAt]);

  if (phase.status !== 'warning') return null;

  const signOut = () => {
    // The page may be gone once the session is cleared, so the promise, not mutate's callbacks, navigates.
    void logout.mutateAsync().then(
      () => navigate('/login', { replace: true }),
      (error: Error) => {
        const state: LoginLocationState = { message: error.message };
        return navigate('/login', { replace: true, state });
      },
    );
  };

  return (
    <Suspense fallback={null}>
      <WarningDialog
        open
        secondsLeft={phase.secondsLeft}
        signingOut={logout.isPending}
        onStaySignedIn={() => watch.current?.staySignedIn()}
        onSignOut={signOut}
      />
    </Suspense>
  );
}

// The guard loads this module lazily.
export default IdleSession;
