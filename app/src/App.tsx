import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setAdoptingPrerenderedPage, useHydrated } from '@tp/ui/shell';
import { AppProviders, type AppServices } from './AppProviders';
import { routes } from './routing/routes';

export function App({
  services,
  demoTools = null,
  dialogTools = null,
}: {
  /** The API clients and query cache: main.tsx makes them first, so a signed-in page's data can start at once. */
  services: AppServices;
  /** Mock mode: the demo bar above the header. */
  demoTools?: ReactNode;
  /** Mock mode: shown inside every open dialog, where the bar cannot be reached. */
  dialogTools?: ReactNode;
}) {
  const [router] = useState(() => createBrowserRouter(routes));
  const hydrated = useHydrated();
  // App's effects run after those of every component below it: once the first commit's have run, an adoption is
  // over. Once every part that waited for the adoption has rendered too (a transition), every control works:
  // `data-app-ready`, which tests wait for before they click on a prerendered page.
  useEffect(() => {
    setAdoptingPrerenderedPage(false);
    if (hydrated) document.documentElement.toggleAttribute('data-app-ready', true);
  }, [hydrated]);
  return (
    <AppProviders services={services} demoTools={demoTools} dialogTools={dialogTools}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
