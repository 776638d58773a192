import { lazy, useContext } from 'react';
import { useSession } from '@tp/api';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AfterHydration, AppFrame, PageAnnouncer } from '@tp/ui/shell';
import { DemoToolsContext } from '../demo/DemoToolsContext';
import { RouteTitle } from './RouteTitle';

// D15: the idle watch loads once someone is signed in, on every page (a public one too: activity there
// counts, and one tab's idle session ends in all). Offline, this tab goes unwatched; the server's limit holds.
const IdleSession = lazy(() =>
  import('../auth/IdleSession').catch(() => new Promise<never>(() => undefined)),
);

export function RootLayout() {
  const { isAuthenticated, username } = useSession();
  // The price ticker's code loads only once the page being navigated to has rendered (D9).
  const pageLoading = useNavigation().state !== 'idle';
  return (
    <AppFrame demoTools={useContext(DemoToolsContext)} pageLoading={pageLoading}>
      <ScrollRestoration />
      <RouteTitle />
      <Outlet />
      <PageAnnouncer />
      {isAuthenticated && username ? (
        <AfterHydration>
          <IdleSession key={username} username={username} />
        </AfterHydration>
      ) : null}
    </AppFrame>
  );
}
