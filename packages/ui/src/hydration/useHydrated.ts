import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let adopting = false;

/**
 * The app says when it adopts a prerendered page (true just before `hydrateRoot`) and when that first render's
 * effects have run (false). While it is true, `useHydrated` reads false on the client as on the server, so React
 * finds nothing to re-render synchronously once the page is adopted.
 */
export function setAdoptingPrerenderedPage(value: boolean): void {
  adopting = value;
}

const noSubscription = () => () => {};
const clientSnapshot = () => !adopting;
const serverSnapshot = () => false;

/**
 * False while React renders on the server or adopts (hydrates) a prerendered page, true afterwards and in a
 * plain client render. Lazy sections wait for it, so the prerender leaves their placeholder and hydration
 * finds the same one, instead of a Suspense boundary the server had to abandon; forms stay inert until it.
 *
 * Issue 26: after an adoption it turns true in a transition, which React renders in slices between which the
 * browser can answer input, instead of one long synchronous re-render of every component that waited for it.
 * A component that mounts later reads true at once.
 */
export function useHydrated(): boolean {
  const settled = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const [hydrated, setHydrated] = useState(settled);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
