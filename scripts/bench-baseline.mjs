// Issue 43: `pnpm bench:lighthouse` measures a bare React + React Router + TanStack Query page beside the app, in
// the same run and behind the same nginx, so each page's blocking time reads as a multiple of what the framework
// alone costs on this machine. The page is app/bench/baseline/; this builds it like the app (es2022, minified,
// precompressed for nginx's brotli_static and gzip_static) and puts it beside a copy of app/dist, at
// /bench-baseline/ (nginx's `$uri/index.html`), its script under /assets/ like the app's.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { writeCompressedCopies } from '../app/build/compressedCopies.mjs';
import { root } from './bench-browser.mjs';

export const BASELINE_PATH = '/bench-baseline/';

/**
 * A temporary folder holding app/dist and the baseline page; `remove()` deletes it. Built afresh each run (a few
 * seconds), so it always measures the React, router and query versions the app ships.
 */
export async function siteWithBaseline(appDist = path.join(root, 'app', 'dist')) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const built = path.join(folder, 'built');
  await build({
    configFile: false,
    root: path.join(root, 'app', 'bench', 'baseline'),
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      outDir: built,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/bench-baseline-[hash].js',
          chunkFileNames: 'assets/bench-baseline-[hash].js',
        },
      },
    },
  });
  const site = path.join(folder, 'site');
  cpSync(appDist, site, { recursive: true });
  mkdirSync(path.join(site, 'bench-baseline'));
  cpSync(path.join(built, 'index.html'), path.join(site, 'bench-baseline', 'index.html'));
  cpSync(path.join(built, 'assets'), path.join(site, 'assets'), { recursive: true });
  const assets = path.join(site, 'assets');
  for (const name of readdirSync(assets))
    if (name.startsWith('bench-baseline-') && name.endsWith('.js'))
      writeCompressedCopies(path.join(assets, name));
  return { site, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
