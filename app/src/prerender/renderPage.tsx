// The build's server-side entry (vite build --ssr): renders a public page signed out, in the light theme, with
// every query still loading, which is exactly the browser's first render for a first-time visitor.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { KeyValueStorage } from '@tp/api';
import { themeClass } from '@tp/ui/shell';
import { AppProviders, createAppServices } from '../AppProviders';
import { endpointsFromEnv } from '../config';
import { routes } from '../routing/routes';

export { APP_SHELL_FILE, prerenderedPages } from './prerenderedPages';

/** The class the document root needs for the light theme's variables (ThemeProvider sets it in the browser). */
export const lightThemeClass = themeClass.light;

function emptyStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The markup of `#root` for `path`. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = createAppServices(endpointsFromEnv(import.meta.env), emptyStorage());
  return renderToString(
    <AppProviders services={services}>
      {/* hydrate={false}: no inline <script> with router state, which the policy would refuse. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
