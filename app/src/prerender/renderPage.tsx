// The build's server-side entry (vite build --ssr): renders a public page signed out, in the light theme, with
// every query still loading, which is exactly the browser's first render for a first-time visitor.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { storageKeys, type KeyValueStorage } from '@tp/api';
import { loadLanguage, type LanguageCode } from '@tp/i18n';
import { applyLocale, themeClass } from '@tp/ui/shell';
import { AppProviders, createAppServices } from '../AppProviders';
import { endpointsFromEnv } from '../config';
import { routes } from '../routing/routes';

export { accountFrames, APP_SHELL_FILE, prerenderedPages } from './prerenderedPages';
export { storageKeys } from '@tp/api';
export { releasedLanguages } from '@tp/i18n';

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
  const storage = emptyStorage();
  // As the footer's choice, so the provider (and its picker) name the language the page is written in.
  if (language !== 'en') storage.setItem(storageKeys.language, language);
  if (signedIn) {
    storage.setItem(storageKeys.authToken, 'frame');
    storage.setItem(storageKeys.username, 'frame');
    storage.setItem(storageKeys.isAuthenticated, 'true');
  }
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
