/* The service worker the demo app and Storybook register: MSW's worker (mockServiceWorker.js, which
 * `msw init` keeps in step with the installed msw), minus the page's own files. The mock answers only
 * its two never-resolvable hosts, yet MSW's worker sends every request of a page it mocks for, scripts,
 * styles and fonts included, to the page and back before fetching it: once mocking started, each lazy
 * chunk or Vite module waited for the page's busy main thread. A same-origin request is stopped here,
 * before MSW's listener sees it, and the browser fetches it as if no worker were there. */
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).origin === self.location.origin) event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
