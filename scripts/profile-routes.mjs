#!/usr/bin/env node
// `pnpm bench:profile` (issue 43): each route's long tasks and what they ran, by original source file. For each CPU
// slowdown and page: a fresh tab with a cold HTTP cache and the CPU throttled (no network throttling) loads the
// production build served by nginx (scripts/production-stack.mjs, plain HTTP), traced with the CPU profiler on,
// until the app sets `data-app-ready` and 3 s more; scripts/trace-long-tasks.mjs then names each long task's
// sources through the chunks' hidden source maps (app/dist-meta). A benchmark, not a test: it prints markdown and
// writes the figures as JSON.
//
//   pnpm bench:profile [--cpu 4,6] [--pages /,/dashboard,…] [--runs 1] [--json test-results/profile.json] [--top 8]
//     [--traces DIR (each load's whole trace, for DevTools' Performance panel)]   (builds app/dist first when it is missing)
//
// PRODUCTION_STACK_PORT and PRODUCTION_STACK_API_PORT move the stack (another checkout's on the default ports).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap } from '@jridgewell/trace-mapping';
import {
  ensureProductionBuild,
  forgetSession,
  launchBrowser,
  root,
  signIn,
  startStack,
} from './bench-browser.mjs';
import { protectedPages, publicPages } from './lighthouse-report.mjs';
import { analyseTrace, markdown, ORIGIN_MARK } from './trace-long-tasks.mjs';

const READY_TIMEOUT_MS = 30_000;
const QUIET_MS = 3_000;
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  // firstContentfulPaint
  'loading',
];
const distDir = path.join(root, 'app', 'dist');
const metaDir = path.join(root, 'app', 'dist-meta');

/**
 * The source map of a chunk the site serves, from app/dist-meta (where buildMetadataOutside moved it), read once.
 * It is given the URL it was built beside (in app/dist), against which its sources are relative.
 */
function chunkMaps() {
  const maps = new Map();
  return (url) => {
    let pathname;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
    if (!maps.has(pathname)) {
      const relative = `${pathname.slice(1)}.map`;
      const file = path.join(metaDir, relative);
      maps.set(
        pathname,
        existsSync(file)
          ? new TraceMap(readFileSync(file, 'utf8'), path.join(distDir, relative))
          : null,
      );
    }
    return maps.get(pathname);
  };
}

/** Records when the app sets `data-app-ready` (ms since the navigation started), before any of its scripts run. */
function watchReadiness() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-app-ready')) return;
    window.__profileReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

/** One traced load of `url` in a fresh tab: the trace, whether and when the app was ready, and where it ended. */
async function traceLoad(browser, url, cpu) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // Named, so the profile tells its few samples from the app's.
    await page.evaluateOnNewDocument(
      `(${watchReadiness})();\n//# sourceURL=pnpm-bench-profile/watch-readiness.js`,
    );
    await page.tracing.start({ categories });
    const started = Date.now();
    let ready = true;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), {
        polling: 'mutation',
        timeout: Math.max(1, READY_TIMEOUT_MS - (Date.now() - started)),
      });
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      ready = false;
    }
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    await page.evaluate((name) => performance.mark(name, { startTime: 0 }), ORIGIN_MARK);
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const readyAt = await page.evaluate(() => window.__profileReadyAt ?? null);
    return { trace, ready: ready && readyAt !== null, readyAt, finalUrl: page.url() };
  } finally {
    await page.close();
  }
}

/** --traces DIR: a load's trace as Chrome wrote it. */
function saveTrace(directory, cpu, page, run, trace) {
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  mkdirSync(path.resolve(root, directory), { recursive: true });
  writeFileSync(
    path.resolve(root, directory, `${name}-cpu${cpu}-${run + 1}.json`),
    JSON.stringify(trace),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function parseOptions() {
  const { values } = parseArgs({
    options: {
      cpu: { type: 'string', default: '4' },
      pages: { type: 'string', default: [...publicPages, ...protectedPages].join(',') },
      runs: { type: 'string', default: '1' },
      json: { type: 'string', default: path.join('test-results', 'profile.json') },
      top: { type: 'string', default: '8' },
      traces: { type: 'string' },
    },
  });
  const slowdowns = values.cpu.split(',').map(Number);
  const runs = Number(values.runs);
  const top = Number(values.top);
  if (slowdowns.some((rate) => !(rate >= 1)))
    throw new Error(`--cpu ${values.cpu}: slowdowns of 1 or more, separated by commas`);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: a whole number, 1 or more`);
  if (!Number.isInteger(top) || top < 1)
    throw new Error(`--top ${values.top}: a whole number, 1 or more`);
  return {
    slowdowns,
    pages: values.pages.split(','),
    runs,
    top,
    json: values.json,
    traces: values.traces,
  };
}

async function main() {
  const options = parseOptions();
  ensureProductionBuild();
  if (!existsSync(metaDir))
    console.error('app/dist-meta is missing: sources are named by chunk, not by original file');
  const mapFor = chunkMaps();
  const { stack, ready } = startStack({});
  let chrome;
  let browser;
  try {
    const { appUrl } = await ready;
    ({ chrome, browser } = await launchBrowser(null));
    const slowdowns = [];
    for (const cpu of options.slowdowns) {
      const pages = [];
      for (const page of options.pages) {
        const signedIn = protectedPages.includes(page);
        const url = `${appUrl}${page}`;
        const runs = [];
        for (let run = 0; run < options.runs; run += 1) {
          if (signedIn) await signIn(browser, appUrl);
          else await forgetSession(browser, appUrl);
          const load = await traceLoad(browser, url, cpu);
          if (options.traces) saveTrace(options.traces, cpu, page, run, load.trace);
          const analysis = analyseTrace(load.trace, { url, mapFor, root });
          runs.push({
            url,
            ready: load.ready,
            readyAt: load.readyAt,
            finalUrl: load.finalUrl,
            ...analysis,
          });
          console.error(
            `${cpu}× ${page}: run ${run + 1} of ${options.runs}: ${analysis.longTasks.length} long tasks, TBT ${Math.round(analysis.totalBlockingTime)} ms${load.ready ? '' : ' (not ready within 30 s)'}`,
          );
        }
        const middle = median(runs.map((run) => run.totalBlockingTime));
        pages.push({
          page,
          signedIn,
          shownRun: runs.findIndex((run) => run.totalBlockingTime === middle),
          runs,
        });
      }
      slowdowns.push({ cpu, pages });
    }
    const report = {
      tool: 'pnpm bench:profile (Chrome trace with the V8 CPU profiler; sources through app/dist-meta source maps)',
      served: `nginx-served production build (plain HTTP/1.1) at ${appUrl}`,
      date: new Date().toISOString(),
      userAgent: await browser.userAgent(),
      categories,
      slowdowns,
    };
    const jsonPath = path.resolve(root, options.json);
    mkdirSync(path.dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(markdown(report, { top: options.top }));
    console.error(`raw results: ${path.relative(root, jsonPath)}`);
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    stack.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`profile-routes: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
