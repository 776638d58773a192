import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { crossOriginStackUrls, stackUrls } from './scripts/production-stack.mjs';

// E2E_DIST / E2E_PORT let parallel runs use their own build and port; CI uses the defaults.
const port = Number(process.env.E2E_PORT ?? 5391);
const dist = process.env.E2E_DIST ?? 'dist-mock';
// The `production` project: app/dist (scripts/build-app.sh builds it for these URLs) behind nginx, the API over HTTP.
// Same origin (issue 26): nginx proxies the API; PRODUCTION_STACK_PORT / PRODUCTION_STACK_API_PORT move it.
const production = stackUrls();
// `production-cross-origin`: app/dist-cross-origin on the next two ports, calling the API server across origins.
const crossOrigin = crossOriginStackUrls();
// The `storybook` project: the built Storybook (storybook-static/), served as built (scripts/serve-static.mjs).
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 5395);
const storybookUrl = `http://127.0.0.1:${storybookPort}`;

/** End-to-end and visual tests run against the built mock-mode app (scripts/build-app.sh builds it). */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  snapshotPathTemplate: '{testDir}/baselines/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A ceiling, not a speed goal: on a shared 2-core machine a journey of a dozen page loads has taken
  // over 30 s while the same run took 15 s unloaded.
  timeout: 90_000,
  // Same Debian chromium and shipped fonts everywhere, so renders match exactly; a few pixels of slack
  // for anti-aliasing. VISUAL_EXACT=1 allows none (used to prove installed system fonts change nothing).
  expect: {
    // A full-page screenshot must match twice in a row; on a busy 2-core machine a 4,000 px page
    // can take longer than the default 5 s to settle after a resize.
    timeout: 15_000,
    toHaveScreenshot: {
      maxDiffPixels: process.env.VISUAL_EXACT === '1' ? 0 : 20,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Reduced motion, as some users ask for: the price ticker and the carousels stand still. Software
    // rendering (no GPU) repainted them every frame: half the CPU of the run. Motion is tested where it
    // is the subject (ticker.spec.ts).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['production/**', 'storybook/**'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'production',
      testDir: './e2e/production',
      testIgnore: ['crossOrigin.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: production.appUrl,
      },
    },
    {
      name: 'production-cross-origin',
      testDir: './e2e/production',
      testMatch: ['crossOrigin.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: crossOrigin.appUrl,
      },
    },
    {
      name: 'storybook',
      testDir: './e2e/storybook',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: storybookUrl,
      },
    },
  ],
  webServer: [
    {
      command: `pnpm --dir app exec vite preview --outDir ${dist} --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // As a static host serves it (hashed assets kept for good): every docs-page frame is a fresh preview.
      command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
      url: `${storybookUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // nginx with the generated config in front of app/dist, and the mock API over HTTP with its test outbox.
      command: 'node scripts/production-stack.mjs',
      url: `${production.appUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // The same stack in cross-origin mode (issue 26): nothing proxied, the API server answers CORS.
      command: 'node scripts/production-stack.mjs --cross-origin',
      url: `${crossOrigin.appUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
