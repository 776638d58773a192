// What the browser benchmarks share (`pnpm bench:lighthouse`, `pnpm bench:profile`): the production stack they
// measure, Debian's Chromium with the project's flags, and a signed-in start through the HTTP API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Chromium's flags for the benches: the project's own (scripts/chromium.mjs), headless. */
const chromeFlags = ['--headless=new', ...chromiumArgs];
/** Where the app keeps a session (packages/api/src/session/sessionStore.ts storageKeys, D4). */
const sessionKeys = {
  authToken: 'access_token',
  refreshToken: 'refresh_token',
  username: 'username',
};
const demoUser = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };

/** chrome-launcher and puppeteer-core are lighthouse's own dependencies (pnpm does not hoist them). */
export async function fromLighthouse(name) {
  const lighthouseRequire = createRequire(
    realpathSync(path.join(root, 'node_modules', 'lighthouse', 'package.json')),
  );
  return import(pathToFileURL(lighthouseRequire.resolve(name)).href);
}

/** Builds app/dist (the production build and its source maps in app/dist-meta) when it is missing. */
export function ensureProductionBuild() {
  if (!existsSync(path.join(root, 'app', 'dist', 'index.html'))) {
    spawnSync('bash', ['scripts/build-app.sh', 'production'], { cwd: root, stdio: 'inherit' });
  }
}

/**
 * Starts the production stack and resolves with its app URL (and, over HTTPS, its certificate's SPKI hash) once it
 * says it serves: the last line it prints. `dist` serves another folder than app/dist.
 */
export function startStack({ https = false, dist } = {}) {
  const stack = spawn(
    process.execPath,
    [
      'scripts/production-stack.mjs',
      ...(https ? ['--https'] : []),
      ...(dist ? ['--dist', dist] : []),
    ],
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

/** Launches Chromium (trusting only the stack's certificate, by its public key) and connects puppeteer to it. */
export async function launchBrowser(spkiHash) {
  const { launch } = await fromLighthouse('chrome-launcher');
  const puppeteer = (await fromLighthouse('puppeteer-core')).default;
  const chrome = await launch({
    chromePath: chromiumExecutable,
    chromeFlags: [
      ...chromeFlags,
      ...(spkiHash ? [`--ignore-certificate-errors-spki-list=${spkiHash}`] : []),
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return { chrome, browser };
}

/** A page of the app's origin that loads no script: a missing asset (nginx's own 404 page). */
const blankPage = (appUrl) => `${appUrl}/assets/lighthouse-bench-blank`;

/**
 * Signs in through the HTTP API, as the sign-in form would (POST /auth/login/ on the app's origin), and stores the
 * tokens where the app keeps them. Then empties the HTTP cache, so the measured load is cold like the others.
 */
export async function signIn(browser, appUrl) {
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
export async function forgetSession(browser, appUrl) {
  const page = await browser.newPage();
  await page.goto(blankPage(appUrl));
  await page.evaluate(() => localStorage.clear());
  await page.close();
}
