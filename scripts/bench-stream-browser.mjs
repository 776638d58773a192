#!/usr/bin/env node
// Issue 44 benchmark, not a test: the market stream's browser half. The production stack (nginx, the mock API with
// its WebSocket and test tools), Alex signed in on each of BENCH_PAGES (default /dashboard and the coin page /market/btc,
// one after the other) in headless Chromium at BENCH_THROTTLE× CPU (default 4,
// CDP), then the server told to send BENCH_RATE updates a second on every channel (default 50; the tickers channel
// carries the 43 symbols in each) for BENCH_SECONDS (default 60; the run is 600). Reports, for the burst:
// long tasks, the frame rate and dropped frames, how often the ticker's DOM changed (the client applies updates at
// most once a frame), the input delay of a click on the page every 2 s (from the event's time to its handler), and
// the JS heap before and after (each after a forced garbage collection).
//
//   pnpm bench:stream:browser                  (builds app/dist when it is missing)
//   BENCH_SECONDS=600 pnpm bench:stream:browser
//
// The coin page streams the tickers and Bitcoin's 1-minute candles (both at BENCH_RATE) and redraws its chart.
import { ensureProductionBuild, launchBrowser, signIn, startStack } from './bench-browser.mjs';
import { DEFAULT_API_PORT } from './production-stack.mjs';

const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const throttle = Number(process.env.BENCH_THROTTLE ?? 4);
const pages = (process.env.BENCH_PAGES ?? '/dashboard,/market/btc').split(',');
const clickEveryMs = 2_000;
const streamTools = `http://127.0.0.1:${DEFAULT_API_PORT}/__test__/stream`;

/** Installed before any page script: long tasks, frames, the ticker's DOM changes and each click's input delay. */
function recorder() {
  const record = { longTasks: [], frames: [], tickerChanges: [], clickDelays: [] };
  Object.assign(window, { __streamBench: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time) => {
    record.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The event's timeStamp is when the browser took the input; the handler runs once the main thread is free.
  addEventListener(
    'click',
    (event) => record.clickDelays.push(performance.now() - event.timeStamp),
    true,
  );
  const watchTicker = () => {
    const list = document.querySelector('[aria-label="Market prices"] ul');
    if (!list) return setTimeout(watchTicker, 250);
    new MutationObserver(() => record.tickerChanges.push(performance.now())).observe(list, {
      subtree: true,
      characterData: true,
      childList: true,
    });
  };
  addEventListener('DOMContentLoaded', watchTicker);
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

function summarize(record, from, to) {
  const inWindow = (time) => time >= from && time < to;
  const longTasks = record.longTasks.filter((task) => inWindow(task.start));
  const frames = record.frames.filter(inWindow);
  const deltas = frames.slice(1).map((time, index) => time - frames[index]);
  const interval = percentile(deltas, 0.5) || 1000 / 60;
  const dropped = deltas.reduce(
    (sum, delta) => sum + Math.max(0, Math.round(delta / interval) - 1),
    0,
  );
  const span = (to - from) / 1000;
  return {
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
    blockedMs: Math.round(longTasks.reduce((sum, task) => sum + task.duration - 50, 0)),
    fps: Number(((frames.length - 1) / span).toFixed(1)),
    droppedFrames: dropped,
    tickerDomChangesPerSecond: Number(
      (record.tickerChanges.filter(inWindow).length / span).toFixed(1),
    ),
  };
}

async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Number((usedSize / 1024 / 1024).toFixed(1));
}

async function setRate(perSecond) {
  const answer = await fetch(`${streamTools}/rate?perSecond=${perSecond}`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`the stream's rate tool answered ${answer.status}`);
}

/** The page is streaming: the ticker says Live, and a coin page's chart is drawn and marked live. */
function pageIsLive() {
  const ticker = document.querySelector('[aria-label="Market prices"] [role="status"]');
  if (ticker?.textContent !== 'Live') return false;
  if (!location.pathname.startsWith('/market/')) return true;
  return (
    document.querySelector('[data-chart-ready]') !== null &&
    document.querySelector('main [data-freshness="live"]') !== null
  );
}

async function measure(browser, appUrl, path) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1280, height: 800 });
    await page.evaluateOnNewDocument(recorder);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${appUrl}${path}`);
    await page.waitForFunction(pageIsLive, { timeout: 90_000 });
    const heapBefore = await heapMb(cdp);

    await setRate(rate);
    const from = await page.evaluate(() => performance.now());
    const clicks = Math.floor((seconds * 1000) / clickEveryMs);
    for (let click = 0; click < clicks; click += 1) {
      await new Promise((resolve) => setTimeout(resolve, clickEveryMs));
      await page.click('h1');
    }
    const to = await page.evaluate(() => performance.now());
    await setRate(1);
    const heapAfter = await heapMb(cdp);
    const record = await page.evaluate(() => window.__streamBench);
    const delays = record.clickDelays;
    return {
      page: path,
      seconds: Math.round((to - from) / 1000),
      burst: summarize(record, from, to),
      clickInputDelayMs: {
        clicks: delays.length,
        p50: Math.round(percentile(delays, 0.5)),
        p95: Math.round(percentile(delays, 0.95)),
        max: Math.round(Math.max(0, ...delays)),
      },
      heapMb: {
        before: heapBefore,
        after: heapAfter,
        growth: Number((heapAfter - heapBefore).toFixed(1)),
      },
    };
  } finally {
    await page.close();
  }
}

async function main() {
  ensureProductionBuild();
  const { stack, ready } = startStack();
  let chrome;
  let browser;
  try {
    const { appUrl } = await ready;
    ({ chrome, browser } = await launchBrowser(null));
    await signIn(browser, appUrl);
    const results = [];
    for (const path of pages) results.push(await measure(browser, appUrl, path));
    console.log(
      JSON.stringify(
        {
          served: `production build behind nginx at ${appUrl}`,
          chromium: await browser.version(),
          cpuThrottling: throttle,
          updatesPerSecondPerChannel: rate,
          pages: results,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    stack.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`bench-stream-browser: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
