import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A lazy part of a page that is prerendered (a public page, an account page's frame: issue 26): the server and the
 * hydration both show `fallback`, and the part loads once the page is adopted, instead of a Suspense boundary the
 * server had to abandon. In a plain client render it is an ordinary Suspense boundary.
 *
 * The boundary appears only with the part: `useHydrated` turns true in a transition, and a transition that
 * suspends inside a boundary already on screen would wait for the part's code before committing anything.
 */
export function AfterHydration({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
