import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with Vitest globals, which this repo does not use.
afterEach(() => cleanup());

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// Lazy routes compile on first use under Vitest; give find* queries room on a slow machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; carousels and reduced-motion checks query it. Nothing matches here.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout, so nothing is ever observed to intersect or resize.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
