import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../theme/breakpoints';

const query = `(max-width: ${breakpoints.tablet - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const readNarrow = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false);

/** True below the tablet breakpoint, where a six-column table no longer fits a phone. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, readNarrow, () => false);
}
