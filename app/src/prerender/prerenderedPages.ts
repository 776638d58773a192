import { routeManifest, screenChunkKey, type RouteEntry } from '@tp/ui/route-manifest';

const prerendered = (access: (entry: RouteEntry) => boolean) =>
  routeManifest.filter((entry) => entry.prerendered && access(entry));

/**
 * The public pages written to HTML at build time (scripts/prerender.mjs): what a first-time visitor sees
 * before any JavaScript has run, the routes of the manifest marked `prerendered`. `file` is where nginx finds it
 * (`try_files $uri $uri.html`); `module` is the route's module in the Vite manifest, whose chunks and styles the
 * page links.
 */
export const prerenderedPages = prerendered((entry) => entry.access !== 'protected').map(
  ({ path, screen }) => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    module: screenChunkKey(screen),
  }),
);

/**
 * Issue 26: the account pages' frames, written at build time: what a signed-in user sees before their data (header,
 * menu, ticker row, the page's title and its sections' loading frames), with no one's name or figures in it. nginx
 * finds `file` by `try_files … $uri.frame.html`; a classic script in its head sends anyone signed out to /login
 * before the frame paints (scripts/prerender.mjs).
 */
export const accountFrames = prerendered((entry) => entry.access === 'protected').flatMap(
  ({ path: route, pages = [route], screen }) =>
    // A route with a parameter has a frame per page (a coin's: /market/btc.frame.html).
    pages.map((path) => ({
      path,
      route,
      file: `${path.slice(1)}.frame.html`,
      module: screenChunkKey(screen),
    })),
);

/** Every other path gets the empty app shell (index.html as Vite wrote it), renamed so `/` can be the home page. */
export const APP_SHELL_FILE = 'app.html';
