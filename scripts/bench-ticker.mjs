#!/usr/bin/env node
// D9 benchmark, not a test: the signed-in dashboard with the price ticker, left open under CPU throttling.
// Reports long tasks (over 50 ms), layout shifts and the frame rate while the ticker moves and refreshes.
// Goal: no long task and no shift once the page is up; the ticker's arrival shifts nothing either.
//
//   pnpm bench:ticker                      (serves app/dist-mock: build it first, bash scripts/build-app.sh)
//   BENCH_SECONDS=10 pnpm bench:ticker     (a quick run; default 60 s)
//
// Other settings: BENCH_DIST (a built mock-mode app, default app/dist-mock), BENCH_PORT (default 5406),
// BENCH_THROTTLE (CPU slowdown, default 4), CHROMIUM_PATH (default /usr/bin/chromium), and
// BENCH_CONTROL=1: two more windows of the same length, to tell the ticker's cost from the
// instrument's and the machine's: the ticker moving with no requestAnimationFrame loop (a loop makes
// the browser produce a main-thread frame every 16.7 ms, and each one samples the moving ticker), and
// the ticker paused (no motion, no polling) with the loop. Long tasks also come from other busy processes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from './chromium.mjs';
import { isScreenChunkKey } from '../packages/ui/src/shell/routeManifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'app', 'dist-mock'));
const port = Number(process.env.BENCH_PORT ?? 5406);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const throttle = Number(process.env.BENCH_THROTTLE ?? 4);
const control = process.env.BENCH_CONTROL === '1';
const user = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const tickerChunk = '../packages/ui/src/shell/ticker/LiveTicker.tsx';

/** playwright-core is playwright's own dependency (pnpm does not hoist it): load it from there. */
async function loadPlaywrightCore() {
  const playwrightRequire = createRequire(
    realpathSync(path.join(root, 'node_modules', 'playwright', 'package.json')),
  );
  // A CommonJS module: its exports arrive as the default export.
  const module = await import(pathToFileURL(playwrightRequire.resolve('playwright-core')).href);
  return module.default ?? module;
}

function startPreview() {
  // Its own process group, so stopping it also stops the vite process pnpm starts.
  return spawn(
    'pnpm',
    [
      ...['--dir', 'app', 'exec', 'vite', 'preview', '--outDir', dist],
      ...['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    ],
    { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

async function waitForServer(url, server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`vite preview exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The ticker's chunk, its gzip size, and whether any route's first load (entry + route chunk, static imports) holds it. */
function tickerChunkReport() {
  const manifestFile = path.join(`${dist}-meta`, 'manifest.json');
  if (!existsSync(manifestFile)) return [`  (no ${manifestFile}: chunk report skipped)`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunk = manifest[tickerChunk];
  if (!chunk) return [`  FAIL: ${tickerChunk} is not its own chunk`];
  const gzip = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const staticClosure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routes = Object.keys(manifest).filter(isScreenChunkKey);
  const holding = routes.filter((route) => staticClosure([entry, route]).has(tickerChunk));
  const css = (chunk.css ?? []).map((file) => `${file} ${(gzip(file) / 1000).toFixed(1)} KB`);
  return [
    `  chunk: ${chunk.file} ${(gzip(chunk.file) / 1000).toFixed(1)} KB gzip${css.length ? `, css ${css.join(', ')}` : ''}`,
    holding.length === 0
      ? `  first load: in none of the ${routes.length} routes' first-load JavaScript (entry + route, static imports)`
      : `  FAIL: in the first load of ${holding.join(', ')}`,
  ];
}

/** Installed before any page script: records long tasks, layout shifts and frames for the whole visit. */
function recorder() {
  const record = { longTasks: [], shifts: [], frames: [], motion: [] };
  Object.assign(window, { __bench: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // What moved, for the report: the element's tag and its label, test id or heading text.
      const sources = (entry.sources ?? []).map(({ node }) => {
        if (!(node instanceof Element)) return node?.nodeName ?? '?';
        const name =
          node.getAttribute('aria-label') ??
          node.getAttribute('data-testid') ??
          node.querySelector('h1, h2, h3')?.textContent ??
          node.textContent?.slice(0, 30);
        return `${node.tagName.toLowerCase()}${name ? ` "${name.trim()}"` : ''}`;
      });
      record.shifts.push({ start: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Counting frames is all a frame does: anything more (reading the track's style) would load the
  // main thread it measures.
  let counting = true;
  const frame = (time) => {
    if (!counting) return;
    record.frames.push(time);
    if (record.dashboardAt === undefined && location.pathname === '/dashboard')
      record.dashboardAt = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  record.countFrames = (on) => {
    if (on && !counting) requestAnimationFrame(frame);
    counting = on;
  };
  // Twice a second: how far the ticker's animation has run, and whether it runs.
  setInterval(() => {
    const track = document.querySelector('[data-motion] ul')?.parentElement;
    const animation = track?.getAnimations()[0];
    if (animation)
      record.motion.push({
        at: performance.now(),
        time: Number(animation.currentTime),
        state: animation.playState,
      });
  }, 500);
}

function summarize(record, from, to) {
  const longTasks = record.longTasks.filter((task) => task.start >= from && task.start < to);
  const shifts = record.shifts.filter((shift) => shift.start >= from && shift.start < to);
  const times = record.frames.filter((time) => time >= from && time < to);
  const deltas = times.slice(1).map((time, index) => time - times[index]);
  const sorted = [...deltas].sort((a, b) => a - b);
  const interval = sorted[Math.floor(sorted.length / 2)] ?? 1000 / 60;
  // A gap of n frame intervals between two frames is n - 1 frames not drawn.
  const dropped = deltas.reduce(
    (sum, delta) => sum + Math.max(0, Math.round(delta / interval) - 1),
    0,
  );
  const span = (times.at(-1) - times[0]) / 1000 || 1;
  // The animation's own clock against the page's: 1.00 when the ticker moved all along.
  const samples = record.motion.filter((sample) => sample.at >= from && sample.at < to);
  const running = samples.filter((sample) => sample.state === 'running').length;
  const pace =
    samples.length > 1
      ? (samples.at(-1).time - samples[0].time) / (samples.at(-1).at - samples[0].at)
      : 0;
  return {
    frames: times.length,
    longTaskCount: longTasks.length,
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
    shiftCount: shifts.length,
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifted: [...new Set(shifts.flatMap((shift) => shift.sources))],
    fps: (times.length - 1) / span,
    frameInterval: interval,
    dropped,
    motion: `${running}/${samples.length} samples running, pace ${pace.toFixed(2)}`,
  };
}

function print(label, result) {
  console.log(
    [
      `${label}`,
      `  long tasks > 50 ms: ${result.longTaskCount} (longest ${result.longestTask.toFixed(0)} ms)`,
      `  layout shifts: ${result.shiftCount}, cumulative score ${result.cls.toFixed(4)}` +
        (result.shifted.length ? ` (moved: ${result.shifted.slice(0, 6).join('; ')})` : ''),
      (result.frames < 2
        ? '  frames: not counted'
        : `  frames: ${result.fps.toFixed(1)} fps (rAF, interval ${result.frameInterval.toFixed(1)} ms), ` +
          `${result.dropped} dropped`) + `; ticker animation ${result.motion}`,
    ].join('\n'),
  );
}

async function main() {
  if (!existsSync(path.join(dist, 'mockApiWorker.js')))
    throw new Error(`${dist} is not a mock-mode build: run bash scripts/build-app.sh first`);
  const origin = `http://127.0.0.1:${port}`;
  const server = startPreview();
  let browser;
  try {
    await waitForServer(`${origin}/`, server);
    const { chromium } = await loadPlaywrightCore();
    browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.addInitScript(recorder);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page
      .getByRole('region', { name: 'Market prices' })
      .getByRole('listitem')
      .nth(42)
      .waitFor({ timeout: 60_000 });
    const tickerReady = await page.evaluate(() => performance.now());
    const chunkRequested = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/LiveTicker-[\w-]+\.js$/.test(entry.name))?.startTime,
    );
    // The steady state: the dashboard up, the ticker moving and refreshing every 15 s.
    const start = tickerReady + 1_000;
    await page.waitForTimeout(1_000 + seconds * 1_000);
    const end = await page.evaluate(() => performance.now());
    const windows = [];
    if (control) {
      await page.evaluate(() => window.__bench.countFrames(false));
      await page.waitForTimeout(1_000 + seconds * 1_000);
      windows.push({
        label: 'Control: the ticker moving, no requestAnimationFrame loop',
        from: end + 1_000,
        to: await page.evaluate(() => performance.now()),
      });
      await page.evaluate(() => window.__bench.countFrames(true));
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.mouse.move(0, 700);
      const pausedAt = await page.evaluate(() => performance.now());
      await page.waitForTimeout(1_000 + seconds * 1_000);
      windows.push({
        label: 'Control: the ticker paused (no motion, no polling), with the loop',
        from: pausedAt + 1_000,
        to: await page.evaluate(() => performance.now()),
      });
    }
    const record = await page.evaluate(() => {
      const { countFrames: _, ...data } = window.__bench;
      return data;
    });
    const arrived = record.dashboardAt;
    const refreshes = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/market/forex/'))
          .filter((entry) => entry.startTime >= from && entry.startTime < to).length,
      [start, end],
    );

    console.log(
      `Ticker benchmark: ${dist}, /dashboard at 1280×800, ${throttle}× CPU throttling (CDP), chromium ${browser.version()}`,
    );
    console.log(tickerChunkReport().join('\n'));
    const at = (time) => `+${((time - arrived) / 1000).toFixed(2)} s`;
    print(
      `Arrival (dashboard reached → ticker rendered, ${((tickerReady - arrived) / 1000).toFixed(1)} s)`,
      summarize(record, arrived, tickerReady + 1_000),
    );
    const arrivalTasks = record.longTasks.filter(
      (task) => task.start >= arrived && task.start < tickerReady + 1_000,
    );
    const arrivalShifts = record.shifts.filter(
      (shift) => shift.start >= arrived && shift.start < tickerReady + 1_000,
    );
    console.log(
      `  timeline: ticker chunk requested ${chunkRequested === undefined ? 'earlier' : at(chunkRequested)}, ` +
        `rendered by ${at(tickerReady)}; long tasks at ` +
        (arrivalTasks
          .map((task) => `${at(task.start)} (${task.duration.toFixed(0)} ms)`)
          .join(', ') || 'none') +
        '; shifts at ' +
        (arrivalShifts
          .map((shift) => `${at(shift.start)} (${shift.sources.join(', ')})`)
          .join('; ') || 'none'),
    );
    print(
      `Steady state (${((end - start) / 1000).toFixed(1)} s after the ticker rendered, ${refreshes} forex refreshes)`,
      summarize(record, start, end),
    );
    for (const extra of windows)
      print(
        `${extra.label} (${((extra.to - extra.from) / 1000).toFixed(1)} s)`,
        summarize(record, extra.from, extra.to),
      );
    const [load1] = (await import('node:os')).loadavg();
    console.log(`Machine load average (1 min) at the end: ${load1.toFixed(2)}`);
  } finally {
    await browser?.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

main().catch((error) => {
  console.error(`bench-ticker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
