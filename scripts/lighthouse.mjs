#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse 12, mobile preset, on the production build served by nginx with the shipped
// config (scripts/production-stack.mjs), for /, /login, /faq and the twelve protected routes (issue 26), each
// protected one signed in through the HTTP API (POST /auth/login/, tokens put where the app keeps them), every run
// with a cold HTTP cache. A benchmark, not a test: this machine is shared, so it prints the median of several runs
// and each run's figures, as markdown tables, and writes them as JSON.
//
//   pnpm bench:lighthouse [--runs 3] [--pages /,/login,/dashboard,…] [--protocol http1|h2] [--cpu 4] [--dist DIR]
//     [--json test-results/lighthouse.json] [--reports DIR (each run's whole result)]   (builds app/dist first when it is missing)
//
// Issue 43: every round measures a bare React + React Router + TanStack Query page first (scripts/bench-baseline.mjs,
// served by the same nginx), and the report gives each page's TBT as a multiple of its TBT. --cpu sets Lighthouse's
// CPU slowdown (4 is the mobile preset's); the report gives the host's benchmark index, Lighthouse's measure of how
// fast this machine is (its 4× models a mid-range phone only on a host of about 1,000 or more).
//
// --protocol h2: the stack serves HTTPS with HTTP/2 and a self-signed certificate, which only this Chrome trusts
// (by its public key's hash, --ignore-certificate-errors-spki-list). PRODUCTION_STACK_PORT and
// PRODUCTION_STACK_API_PORT move the stack (another checkout's on the default ports).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import {
  ensureProductionBuild,
  forgetSession,
  launchBrowser,
  root,
  signIn,
  startStack,
} from './bench-browser.mjs';
import { BASELINE_PATH, siteWithBaseline } from './bench-baseline.mjs';
import {
  markdown,
  median,
  medianFigures,
  metrics,
  protectedPages,
  publicPages,
} from './lighthouse-report.mjs';

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
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The page the bench builds beside the app (scripts/bench-baseline.mjs), measured first in every round. */
const baselinePage = BASELINE_PATH;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: [...publicPages, ...protectedPages].join(',') },
      protocol: { type: 'string', default: 'h2' },
      cpu: { type: 'string', default: '4' },
      // Another build than app/dist (a copy of an earlier one, to compare in the same session).
      dist: { type: 'string' },
      json: { type: 'string', default: path.join('test-results', 'lighthouse.json') },
      reports: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  const pages = [baselinePage, ...values.pages.split(',').filter((page) => page !== baselinePage)];
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: a whole number, 1 or more`);
  if (!(cpu >= 1 && cpu <= 20)) throw new Error(`--cpu ${values.cpu}: a slowdown from 1 to 20`);
  if (!['http1', 'h2'].includes(values.protocol))
    throw new Error(`--protocol ${values.protocol}: http1 or h2`);
  if (!values.dist) ensureProductionBuild();
  const baseline = await siteWithBaseline(values.dist && path.resolve(values.dist));
  const https = values.protocol === 'h2';
  const { stack, ready } = startStack({ https, dist: baseline.site });
  let chrome;
  try {
    const { appUrl, spkiHash } = await ready;
    if (https && !spkiHash) throw new Error('the stack printed no certificate hash');
    const launched = await launchBrowser(spkiHash);
    chrome = launched.chrome;
    const { browser } = launched;
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
            // The mobile preset's throttling with this run's CPU slowdown (Lighthouse merges it into its own).
            throttling: { cpuSlowdownMultiplier: cpu },
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
        const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
        if (slowdown !== cpu) throw new Error(`${page} ran at ${slowdown}× CPU, not ${cpu}×`);
        results.get(page).push(lhr);
        if (values.reports) saveReport(values.reports, page, run, lhr);
        console.error(
          `${page}: run ${run + 1} of ${runs}: performance ${score(lhr, 'performance')}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
        );
        if (signedIn) await forgetSession(browser, appUrl);
      }
    }
    await browser.disconnect();
    const all = [...results.values()].flat();
    const report = {
      tool: `Lighthouse ${all[0].lighthouseVersion}, mobile preset, CPU slowdown ${cpu}×`,
      served: `nginx-served production build (${https ? 'HTTPS, HTTP/2' : 'plain HTTP/1.1'}) at ${appUrl}`,
      date: new Date().toISOString(),
      protocol: values.protocol,
      cpuSlowdown: cpu,
      // Lighthouse's measure of this host's speed (higher is faster), taken before each run.
      benchmarkIndex: median(all.map((lhr) => lhr.environment.benchmarkIndex)),
      benchmarkIndexRange: [
        Math.min(...all.map((lhr) => lhr.environment.benchmarkIndex)),
        Math.max(...all.map((lhr) => lhr.environment.benchmarkIndex)),
      ],
      baselinePage,
      runs,
      userAgent: all[0].environment.hostUserAgent,
      pages: [...results].map(([page, lhrs]) => ({
        page,
        baseline: page === baselinePage,
        signedIn: protectedPages.includes(page),
        median: medianFigures(lhrs.map(figures)),
        runs: lhrs.map(figures),
        longTasks: longTasksOfMedianRun(lhrs),
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
    baseline.remove();
  }
}

/**
 * The median run's (by TBT) main-thread tasks over 50 ms from Lighthouse's long-tasks audit: when each started,
 * how long it took and the script it is attributed to. `pnpm bench:profile` names what ran inside them.
 */
function longTasksOfMedianRun(lhrs) {
  const tbt = (lhr) => lhr.audits['total-blocking-time'].numericValue;
  const middle = [...lhrs].sort((a, b) => tbt(a) - tbt(b))[Math.floor(lhrs.length / 2)];
  return (middle.audits['long-tasks']?.details?.items ?? []).map((item) => ({
    url:
      typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : String(item.url),
    startTime: Math.round(item.startTime),
    duration: Math.round(item.duration),
  }));
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
