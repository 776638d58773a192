import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { browserStorage, createStoredStore, storedText, type KeyValueStorage } from '@tp/api';

/**
 * A prerendered page shows a first-time visitor: signed out, light theme, no remembered e-mail. React may
 * adopt it (hydrate) only when this browser would render exactly that; anyone else gets a fresh render,
 * which replaces the prerendered markup once the app has loaded. An account page's frame (issue 26) shows a
 * signed-in user before their data and without their name: it is adopted in the light theme with amounts shown
 * (the header's toggles say so), whoever is signed in.
 */
export function canHydrate(
  container: HTMLElement,
  pathname: string,
  storage: KeyValueStorage,
  keys: StoredKeys,
): boolean {
  // The page is rendered for its own path only (/index.html is the home page's file, not a route).
  if (container.dataset.prerendered !== pathname) return false;
  // What is stored, as it is written (whoever owns the key reads it through its own schema).
  const stored = (key: string) =>
    createStoredStore(key, storedText(), { storage, events: null }).get();
  if (container.dataset.frame !== undefined) {
    return (
      stored(keys.signedIn) === 'true' &&
      stored(keys.theme) !== 'dark' &&
      stored(keys.privacyMode) === null
    );
  }
  return keys.all.every((key) => {
    const value = stored(key);
    return key === keys.theme ? value !== 'dark' : value === null;
  });
}

/** The stored keys that decide it (the session's, the theme's, privacy mode's): `hydrationKeys()`. */
export interface StoredKeys {
  all: readonly string[];
  theme: string;
  signedIn: string;
  privacyMode: string;
}

/**
 * Hydration must render the page itself, not the router's loading fallback: load the lazy route modules the
 * current path matches first, and fold them into their routes.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** A mismatch is not fatal (React renders that part afresh), but it means the prerender went stale. */
export function reportHydrationMismatch(error: unknown): void {
  console.warn('The prerendered page differed from the app and was rendered afresh:', error);
}

/**
 * Adopts the prerendered page in `container` when this visitor would see exactly it; false (nothing done)
 * otherwise. Loaded only on prerendered pages (scripts/prerender.mjs fetches it with the entry).
 */
export async function adoptPrerenderedPage(
  container: HTMLElement,
  app: ReactNode,
  routes: RouteObject[],
  keys: StoredKeys,
  setAdopting: (adopting: boolean) => void,
): Promise<boolean> {
  if (!canHydrate(container, window.location.pathname, browserStorage(), keys)) return false;
  await loadMatchedRoutes(routes, window.location.pathname);
  setAdopting(true);
  // As a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
  });
  return true;
}
