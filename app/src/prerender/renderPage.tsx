// The build's server-side entry (vite build --ssr): renders a public page signed out, in the light theme, with
// every query still loading, which is exactly the browser's first render for a first-time visitor.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createMemoryStorage, storageKeys } from '@tp/api';
import { i18n, loadLanguage, type LanguageCode } from '@tp/i18n';
import { applyLocale, documentTitleOf, languageKey, themeClass } from '@tp/ui/shell';
import { routeManifest } from '@tp/ui/route-manifest';
import { AppProviders, createAppServices } from '../AppProviders';
import { endpointsFromEnv } from '../config';
import { routes } from '../routing/routes';

export { accountFrames, APP_SHELL_FILE, prerenderedPages } from './prerenderedPages';
export { storageKeys } from '@tp/api';
export { releasedLanguages } from '@tp/i18n';

/** The class the document root needs for the light theme's variables (ThemeProvider sets it in the browser). */
export const lightThemeClass = themeClass.light;

/**
 * The markup of `#root` for `path`, in `language` (D18: a visitor whose browser or choice names it); `signedIn`, an
 * account page's frame (issue 26): signed in as nobody, every query still loading.
 */
export async function renderPage(
  path: string,
  language: LanguageCode,
  signedIn = false,
): Promise<string> {
  await loadLanguage(language, applyLocale);
  const storage = createMemoryStorage({
    // As the footer's choice, so the provider (and its picker) name the language the page is written in.
    ...(language === 'en' ? {} : { [languageKey]: language }),
    ...(signedIn
      ? {
          [storageKeys.authToken]: 'frame',
          [storageKeys.username]: 'frame',
          [storageKeys.isAuthenticated]: 'true',
        }
      : {}),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = createAppServices(endpointsFromEnv(import.meta.env), storage);
  return renderToString(
    <AppProviders services={services}>
      {/* hydrate={false}: no inline <script> with router state, which the policy would refuse. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/** The document title of the page at `path` in `language`, as the app sets it once it runs (issue 42). */
export async function pageTitle(path: string, language: LanguageCode): Promise<string> {
  await loadLanguage(language, applyLocale);
  // A coin's frame is titled by its route ("Coin"); the page, once it runs, by its coin.
  const route = routeManifest.find(
    (entry) => entry.path === path || entry.pages?.some((page) => page === path),
  );
  if (!route) throw new Error(`${path} is not in the route manifest`);
  return documentTitleOf(i18n._(route.title));
}
