import type { RouteObject } from 'react-router-dom';
import { CrashPage, NotFoundPage, PageLoading } from '@tp/ui/shell';
import { lazyScreen } from '@tp/ui/route-screens';
import { routeManifest, type RouteEntry } from '@tp/ui/route-manifest';
import { RootLayout } from './RootLayout';
import { PublicOnly, RequireAuth } from './guards';
import type { RouteHandle } from './RouteTitle';

function pageRoute({ path, screen, title }: RouteEntry): RouteObject {
  const lazy = lazyScreen(screen);
  const handle: RouteHandle = { title };
  return path === '/' ? { index: true, lazy, handle } : { path: path.slice(1), lazy, handle };
}

const pagesOpenTo = (access: RouteEntry['access']) =>
  routeManifest.filter((entry) => entry.access === access).map(pageRoute);

/** Spec 1 §2 and spec 2 §2 route tables, from the route manifest (@tp/ui/route-manifest). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashPage />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <CrashPage />,
        children: [
          ...pagesOpenTo('public'),
          { element: <PublicOnly />, children: pagesOpenTo('guest') },
          { element: <RequireAuth />, children: pagesOpenTo('protected') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
