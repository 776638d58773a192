import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders, createAppServices } from './AppProviders';
import type { Endpoints } from './config';
import { routes } from './routing/routes';

export function App({
  endpoints,
  demoTools = null,
  dialogTools = null,
}: {
  endpoints: Endpoints;
  /** Mock mode: the demo bar above the header. */
  demoTools?: ReactNode;
  /** Mock mode: shown inside every open dialog, where the bar cannot be reached. */
  dialogTools?: ReactNode;
}) {
  const [{ services, router }] = useState(() => ({
    services: createAppServices(endpoints, window.localStorage),
    router: createBrowserRouter(routes),
  }));
  // After the whole first render has committed (or the prerendered page has been adopted): from here on every
  // control works. Tests wait for it before they click on a prerendered page.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-app-ready', true);
  }, []);
  return (
    <AppProviders services={services} demoTools={demoTools} dialogTools={dialogTools}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
