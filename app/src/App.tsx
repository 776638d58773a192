import { useState, type ReactNode } from 'react';
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
  return (
    <AppProviders services={services} demoTools={demoTools} dialogTools={dialogTools}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
