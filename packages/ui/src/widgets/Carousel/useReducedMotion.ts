import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function readReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  // Story tests and screenshot runs freeze every animation (theme/global.css.ts): treat them as reduced motion.
  if (document.documentElement.hasAttribute('data-freeze-animations')) return true;
  return window.matchMedia?.(query).matches ?? false;
}

/** True when the user asks for no motion (or when animations are frozen for screenshots). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readReducedMotion, () => false);
}
