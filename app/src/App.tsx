import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
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
