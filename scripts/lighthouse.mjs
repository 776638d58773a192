#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse 12, mobile preset, on the production build served by nginx with the shipped
// config (scripts/production-stack.mjs), for / and /login, and every protected route signed in through the HTTP
// API. A benchmark, not a test: this machine is shared, so it prints the median of several runs and each run's
// score.
//
//   pnpm bench:lighthouse [--runs 3] [--pages /,/login,/dashboard,…]  (builds app/dist first when it is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { stackUrls } from './production-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** app/src/routing/routes.tsx's RequireAuth routes: measured signed in. */
const protectedPages = [
  '/dashboard',
  '/deposit',
  '/withdraw',
  '/transfer-asset',
  '/packages',
  '/portfolio',
  '/overview',
  '/market',
  '/copy-trader',
  '/trade-history',
  '/account-information',
  '/profile-settings',
];
const demoUser = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/** chrome-launcher and puppeteer-core are lighthouse's own dependencies (pnpm does not hoist them). */
async function fromLighthouse(name) {
  const lighthouseRequire = createRequire(
    realpathSync(path.join(root, 'node_modules', 'lighthouse', 'package.json')),
  );
  return import(pathToFileURL(lighthouseRequire.resolve(name)).href);
}

async function waitFor(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the production stack exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Signs in through the app's own form, so the tokens are where the app keeps them. */
async function signIn(browser, appUrl) {
  // Signed out first: a signed-in visit to /login (a repeated run) would land on /dashboard.
  await forgetSession(browser, appUrl);
  const page = await browser.newPage();
  await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', demoUser.email);
  await page.type('input[type="password"]', demoUser.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
  // Storage is kept for the measured load; the HTTP cache is not, so it loads cold like the others.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
}

/** The next signed-out page must not start signed in. */
async function forgetSession(browser, appUrl) {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/404`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: ['/', '/login', ...protectedPages].join(',') },
    },
  });
  const runs = Number(values.runs);
  const pages = values.pages.split(',');
  if (!existsSync(path.join(root, 'app', 'dist', 'index.html'))) {
    spawnSync('bash', ['scripts/build-app.sh', 'production'], { cwd: root, stdio: 'inherit' });
  }
  const { appUrl } = stackUrls();
  const stack = spawn(process.execPath, ['scripts/production-stack.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { launch } = await fromLighthouse('chrome-launcher');
  const puppeteer = (await fromLighthouse('puppeteer-core')).default;
  let chrome;
  try {
    await waitFor(`${appUrl}/`, stack);
    chrome = await launch({ chromePath, chromeFlags });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const results = new Map(pages.map((page) => [page, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const signedIn = protectedPages.includes(page);
        if (signedIn) await signIn(browser, appUrl);
        const measure = () =>
          lighthouse(`${appUrl}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // Keep the sign-in above; the other pages start from empty storage.
            disableStorageReset: signedIn,
          });
        let { lhr } = await measure();
        // A run Lighthouse itself could not finish (the shared machine stalled) is repeated once, and said so.
        if (lhr.runtimeError) {
          console.error(
            `${page}: run ${run + 1} failed (${lhr.runtimeError.code}); measuring again`,
          );
          if (signedIn) await signIn(browser, appUrl);
          ({ lhr } = await measure());
          if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        }
        if (lhr.finalDisplayedUrl !== `${appUrl}${page}`) {
          throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
        }
        results.get(page).push(lhr);
        if (signedIn) await forgetSession(browser, appUrl);
      }
    }
    await browser.disconnect();
    print(results, runs);
  } finally {
    await chrome?.kill();
    stack.kill('SIGTERM');
  }
}

function print(results, runs) {
  const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  console.log(`Lighthouse 12, mobile preset, nginx-served production build; median of ${runs}`);
  console.log(
    ['page', 'perf', 'runs', 'a11y', 'best pr.', ...metrics.map(([name]) => name)]
      .map((cell, index) => (index === 0 ? cell.padEnd(21) : cell.padStart(index === 2 ? 12 : 9)))
      .join(''),
  );
  for (const [page, lhrs] of results) {
    const perf = lhrs.map((lhr) => score(lhr, 'performance'));
    const cells = [
      median(perf),
      perf.join('/'),
      median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
      median(lhrs.map((lhr) => score(lhr, 'best-practices'))),
      ...metrics.map(([, id]) => {
        const value = median(lhrs.map((lhr) => lhr.audits[id].numericValue));
        return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
      }),
    ];
    console.log(
      page.padEnd(21) +
        cells.map((cell, index) => String(cell).padStart(index === 1 ? 12 : 9)).join(''),
    );
  }
  for (const [page, lhrs] of results) {
    const failing = lhrs
      .flatMap((lhr) =>
        ['accessibility', 'best-practices'].flatMap((id) =>
          lhr.categories[id].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
      )
      .filter((id, index, all) => all.indexOf(id) === index);
    if (failing.length) console.log(`${page}: failing audits: ${failing.join(', ')}`);
  }
  for (const [page, lhrs] of results) printShifts(page, lhrs);
}

/** Issue 22: a page over CLS 0.01 says what moved (Lighthouse's layout-shifts audit, its worst run). */
function printShifts(page, lhrs) {
  const worst = lhrs.reduce((a, b) =>
    b.audits['cumulative-layout-shift'].numericValue >
    a.audits['cumulative-layout-shift'].numericValue
      ? b
      : a,
  );
  if (worst.audits['cumulative-layout-shift'].numericValue <= 0.01) return;
  console.log(`${page}: what moved`);
  for (const item of worst.audits['layout-shifts']?.details?.items ?? []) {
    const node = item.node ?? {};
    console.log(
      `  ${Number(item.score).toFixed(3)}  ${node.selector ?? ''}  ${node.snippet ?? ''}`,
    );
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
