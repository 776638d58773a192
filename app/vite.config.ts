import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { buildMetadataOutside } from './build/buildMetadataOutside.ts';
import { precompress } from './build/precompress.ts';
import { linguiMacros, poCatalogue } from '../packages/i18n/build/vitePlugins.ts';

const mockMode = process.env.VITE_MOCK === '1';

/** Serves and emits MSW's worker in mock mode only, so a real build has no trace of it. */
function mockServiceWorker(): Plugin {
  const files = ['mockApiWorker.js', 'mockServiceWorker.js'];
  const read = (name: string) =>
    readFileSync(path.resolve(import.meta.dirname, 'mock-worker', name), 'utf8');
  return {
    name: 'mock-service-worker',
    apply: () => mockMode,
    configureServer(server) {
      for (const name of files) {
        server.middlewares.use(`/${name}`, (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(read(name));
        });
      }
    },
    generateBundle() {
      for (const name of files)
        this.emitFile({ type: 'asset', fileName: name, source: read(name) });
    },
  };
}

/**
 * Rolldown's PLUGIN_TIMINGS notice names the slow plugins of every build (the precompressed copies and Lingui's
 * macros, known and measured); printed by every build, it buried the warnings that matter.
 */
const quietTimings = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // DECISIONS D18: Lingui's macros (English kept in the code) and the lazily loaded catalogues.
    linguiMacros(),
    poCatalogue(),
    react(),
    vanillaExtractPlugin(),
    // The server-side build (scripts/prerender.mjs renders the public pages with it) is a build tool, never deployed.
    ...(isSsrBuild
      ? []
      : [
          mockServiceWorker(),
          buildMetadataOutside(),
          // Only deployed builds are served by nginx; the mock-mode build is served by vite preview.
          ...(mockMode ? [] : [precompress()]),
        ]),
  ],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 5390, strictPort: true },
  preview: { port: 5391, strictPort: true },
  // The manifest and the maps let scripts/check-bundle.mjs find what the first paint of / needs and
  // what each chunk holds; buildMetadataOutside moves both to dist-meta/, out of what is deployed.
  build: isSsrBuild
    ? { target: 'node20', ssrEmitAssets: false, rolldownOptions: { checks: quietTimings } }
    : {
        rolldownOptions: { checks: quietTimings },
        sourcemap: 'hidden' as const,
        target: 'es2022',
        manifest: true,
        // Every browser the es2022 target runs in preloads modules itself but Safari before 17, which then
        // loads the chunks on import instead of ahead: correct, a little later. The polyfill cost every visitor
        // about 0.3 KB gzip before the first paint (issue 23 kept / under its 140 KB that way).
        // Issue 43: the preload helper links no chunk of a dynamic import, only its stylesheets. Each link it adds
        // costs the main thread about 2.5 ms at 6× CPU slowdown (a bare page appending 40 takes 100 ms), and a
        // route's import needs 30 or more, all in one task: 145 ms of /faq's start at 6×. The
        // browser's module loader fetches the same chunks as it reads the imports, in tasks of their own.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        // What a page loads is held to scripts/check-bundle.mjs's budgets, which read the production build. The
        // mock-mode build adds one chunk no deployment has: the in-browser mock API (MSW, the whole backend and
        // its seed, about 1.25 MB minified), loaded once before the demo's first render and never split further.
        ...(mockMode ? { chunkSizeWarningLimit: 1_500 } : {}),
      },
  // Bundled whole, so the prerender runs on plain Node without resolving the workspace's TypeScript packages.
  ssr: { noExternal: true },
}));
