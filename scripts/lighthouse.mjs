#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse 12, mobile preset, on the production build served by nginx with the shipped
// config (scripts/production-stack.mjs), for /, /login, /faq and the twelve protected routes (issue 26), each
// protected one signed in through the HTTP API (POST /auth/login/, tokens put where the app keeps them), every run
// with a cold HTTP cache. A benchmark, not a test: this machine is shared, so it prints the median of several runs
// and each run's figures, as markdown tables, and writes them as JSON.
//
//   pnpm bench:lighthouse [--runs 3] [--pages /,/login,/dashboard,…] [--protocol http1|h2]
//     [--json test-results/lighthouse.json] [--reports DIR (each run's whole result)]   (builds app/dist first when it is missing)
//
// --protocol h2: the stack serves HTTPS with HTTP/2 and a self-signed certificate, which only this Chrome trusts
// (by its public key's hash, --ignore-certificate-errors-spki-list). PRODUCTION_STACK_PORT and
// PRODUCTION_STACK_API_PORT move the stack (another checkout's on the default ports).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import {
  markdown,
  medianFigures,
  metrics,
  protectedPages,
  publicPages,
} from './lighthouse-report.mjs';

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
/** Where the app keeps a session (packages/api/src/session/sessionStore.ts storageKeys, D4). */
const sessionKeys = {
  authToken: 'access_token',
  refreshToken: 'refresh_token',
  username: 'username',
};
const demoUser = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
/** chrome-launcher and puppeteer-core are lighthouse's own dependencies (pnpm does not hoist them). */
async function fromLighthouse(name) {
  const lighthouseRequire = createRequire(
    realpathSync(path.join(root, 'node_modules', 'lighthouse', 'package.json')),
  );
  return import(pathToFileURL(lighthouseRequire.resolve(name)).href);
}

/**
 * Starts the production stack and resolves with its app URL (and, over HTTPS, its certificate's SPKI hash) once it
 * says it serves: the last line it prints.
 */
function startStack(https) {
  const stack = spawn(
    process.execPath,
    ['scripts/production-stack.mjs', ...(https ? ['--https'] : [])],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise((resolve, reject) => {
    let output = '';
    let spkiHash = null;
    stack.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      spkiHash ??= /certificate SPKI sha256: (\S+)/.exec(output)?.[1] ?? null;
      const served = /served by nginx at (\S+?)\/?\n/.exec(output);
      if (served) resolve({ appUrl: served[1], spkiHash });
    });
    stack.once('exit', (code) => reject(new Error(`the production stack exited (${code})`)));
    setTimeout(
      () => reject(new Error('the production stack did not start within 90 s')),
      90_000,
    ).unref();
  });
  return { stack, ready };
}

/** A page of the app's origin that loads no script: a missing asset (nginx's own 404 page). */
const blankPage = (appUrl) => `${appUrl}/assets/lighthouse-bench-blank`;

/**
 * Signs in through the HTTP API, as the sign-in form would (POST /auth/login/ on the app's origin), and stores the
 * tokens where the app keeps them. Then empties the HTTP cache, so the measured load is cold like the others.
 */
async function signIn(browser, appUrl) {
  const page = await browser.newPage();
  await page.goto(blankPage(appUrl));
  const stored = await page.evaluate(
    async (user, keys) => {
      localStorage.clear();
      const response = await fetch('/auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(user),
      });
      if (!response.ok) return `POST /auth/login/ answered ${response.status}`;
      const tokens = await response.json();
      for (const [key, field] of Object.entries(keys)) localStorage.setItem(key, tokens[field]);
      localStorage.setItem('isAuthenticated', 'true');
      return null;
    },
    demoUser,
    sessionKeys,
  );
  if (stored) throw new Error(`signing in through the API failed: ${stored}`);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
}

/** The next signed-out page must not start signed in. */
async function forgetSession(browser, appUrl) {
  const page = await browser.newPage();
  await page.goto(blankPage(appUrl));
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);

/** One run's figures: the three scores, the five metrics (ms; CLS unitless) and the document's protocol. */
function figures(lhr) {
  const document = lhr.audits['network-requests']?.details?.items?.find(
    (item) => item.resourceType === 'Document',
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    ...Object.fromEntries(metrics.map(([name, id]) => [name, lhr.audits[id].numericValue])),
    protocol: document?.protocol ?? null,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: [...publicPages, ...protectedPages].join(',') },
      protocol: { type: 'string', default: 'h2' },
      json: { type: 'string', default: path.join('test-results', 'lighthouse.json') },
      reports: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const pages = values.pages.split(',');
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: a whole number, 1 or more`);
  if (!['http1', 'h2'].includes(values.protocol))
    throw new Error(`--protocol ${values.protocol}: http1 or h2`);
  if (!existsSync(path.join(root, 'app', 'dist', 'index.html'))) {
    spawnSync('bash', ['scripts/build-app.sh', 'production'], { cwd: root, stdio: 'inherit' });
  }
  const https = values.protocol === 'h2';
  const { stack, ready } = startStack(https);
  const { launch } = await fromLighthouse('chrome-launcher');
  const puppeteer = (await fromLighthouse('puppeteer-core')).default;
  let chrome;
  try {
    const { appUrl, spkiHash } = await ready;
    if (https && !spkiHash) throw new Error('the stack printed no certificate hash');
    chrome = await launch({
      chromePath,
      chromeFlags: [
        ...chromeFlags,
        // Only this Chrome, only this certificate: the stack's self-signed one, by its public key.
        ...(https ? [`--ignore-certificate-errors-spki-list=${spkiHash}`] : []),
      ],
    });
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
            // Keep the sign-in above (its cache is emptied there); the other pages start from empty storage and
            // an empty cache.
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
        if (values.reports) saveReport(values.reports, page, run, lhr);
        console.error(
          `${page}: run ${run + 1} of ${runs}: performance ${score(lhr, 'performance')}`,
        );
        if (signedIn) await forgetSession(browser, appUrl);
      }
    }
    await browser.disconnect();
    const report = {
      tool: `Lighthouse ${[...results.values()][0][0].lighthouseVersion}, mobile preset (default throttling)`,
      served: `nginx-served production build (${https ? 'HTTPS, HTTP/2' : 'plain HTTP/1.1'}) at ${appUrl}`,
      date: new Date().toISOString(),
      protocol: values.protocol,
      runs,
      userAgent: [...results.values()][0][0].environment.hostUserAgent,
      pages: [...results].map(([page, lhrs]) => ({
        page,
        signedIn: protectedPages.includes(page),
        median: medianFigures(lhrs.map(figures)),
        runs: lhrs.map(figures),
        failingAudits: failingAudits(lhrs),
        layoutShifts: layoutShifts(lhrs),
      })),
    };
    const jsonPath = path.resolve(root, values.json);
    mkdirSync(path.dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(markdown(report));
    console.error(`raw results: ${path.relative(root, jsonPath)}`);
  } finally {
    await chrome?.kill();
    stack.kill('SIGTERM');
  }
}

/** --reports DIR: each run's whole Lighthouse result, for a look at its trace-derived audits. */
function saveReport(directory, page, run, lhr) {
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  mkdirSync(path.resolve(root, directory), { recursive: true });
  writeFileSync(path.resolve(root, directory, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

/** Accessibility and best-practices audits that failed in any run. */
function failingAudits(lhrs) {
  return lhrs
    .flatMap((lhr) =>
      ['accessibility', 'best-practices'].flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => ref.id),
      ),
    )
    .filter((id, index, all) => all.indexOf(id) === index);
}

/** Issue 22: over CLS 0.01, what moved in the worst run (Lighthouse's layout-shifts audit). */
function layoutShifts(lhrs) {
  const worst = lhrs.reduce((a, b) =>
    b.audits['cumulative-layout-shift'].numericValue >
    a.audits['cumulative-layout-shift'].numericValue
      ? b
      : a,
  );
  if (worst.audits['cumulative-layout-shift'].numericValue <= 0.01) return [];
  return (worst.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: Number(item.score),
    selector: item.node?.selector ?? '',
    snippet: item.node?.snippet ?? '',
  }));
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
