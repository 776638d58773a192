#!/usr/bin/env node
// Lighthouse 12 (mobile preset) for /, /faq and /login of an already built app. Not part of the tests.
//
//   node scripts/lighthouse.mjs [dist dir] [--port 5404]    (default app/dist-mock; build it first)
//
// Serves the directory with `vite preview`, runs Debian's chromium headless through chrome-launcher and
// prints the performance and accessibility scores per page.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = ['/', '/faq', '/login'];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function parseArgs(argv) {
  let dist = path.join(root, 'app', 'dist-mock');
  let port = 5404;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--port') port = Number(argv[++index]);
    else dist = path.resolve(argv[index]);
  }
  return { dist, port };
}

/** chrome-launcher is lighthouse's own dependency (pnpm does not hoist it): load it from there. */
async function loadChromeLauncher() {
  const lighthouseRequire = createRequire(
    realpathSync(path.join(root, 'node_modules', 'lighthouse', 'package.json')),
  );
  return import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
}

function startPreview(dist, port) {
  // Its own process group, so stopping it also stops the vite process pnpm starts.
  const server = spawn(
    'pnpm',
    [
      '--dir',
      'app',
      'exec',
      'vite',
      'preview',
      '--outDir',
      dist,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return server;
}

async function waitForServer(url, server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`vite preview exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  const { dist, port } = parseArgs(process.argv.slice(2));
  const origin = `http://127.0.0.1:${port}`;
  const server = startPreview(dist, port);
  let chrome;
  try {
    await waitForServer(`${origin}/`, server);
    const { launch } = await loadChromeLauncher();
    chrome = await launch({ chromePath, chromeFlags });
    console.log(`Lighthouse ${dist} (mobile preset)`);
    console.log('page        performance  accessibility      FCP      LCP      TBT      CLS');
    for (const page of pages) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { performance, accessibility } = result.lhr.categories;
      const score = (category) => String(Math.round((category.score ?? 0) * 100)).padStart(3);
      const metric = (id) => (result.lhr.audits[id]?.displayValue ?? '-').padStart(9);
      console.log(
        `${page.padEnd(12)}${score(performance).padStart(11)}  ${score(accessibility).padStart(13)}` +
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
          ]
            .map(metric)
            .join(''),
      );
    }
  } finally {
    await chrome?.kill();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
