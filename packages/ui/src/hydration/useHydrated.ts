import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or adopts (hydrates) a prerendered page, true afterwards and in a
 * plain client render. Lazy sections wait for it, so the prerender leaves their placeholder and hydration
 * finds the same one, instead of a Suspense boundary the server had to abandon; forms stay inert until it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
