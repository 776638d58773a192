import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SEED_NOW } from '@tp/mocks/backend/seed.ts';

export interface Credentials {
  email: string;
  password: string;
}

interface SignInOptions {
  /** A `?scenario=` for the mock server, given on /login. */
  query?: string;
  /** Where the test starts once signed in; /dashboard, where signing in lands, by default. */
  landOn?: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** `storageState({ indexedDB: true })` returns each origin's databases, which its type leaves out. */
type OriginStorage = StorageState['origins'][number] & { indexedDB?: unknown[] };

/**
 * What signing in left in a fresh context: the app's tokens in localStorage, and the in-page mock
 * server, with the new session, in IndexedDB. Kept by this worker per app (project base URL), user and
 * clock. Signing in through the form is what login.spec.ts and auth-journeys.spec.ts test; every other
 * test only needs to be signed in. Against a real server (the production project) nothing is kept: its
 * sessions live on the server, where a test's sign-out ends them for every later test.
 */
const signedIn = new Map<string, { state: StorageState; savedAt: number }>();
/** Well inside the mock's 15-minute access token, so a reused sign-in never needs a refresh. */
const reuseForMs = 5 * 60_000;
/** Pages whose clock prepareScreenshots (or fixClockAtSeed) fixed at the seed time. */
const atSeedTime = new WeakSet<Page>();

/**
 * Signs `user` in and opens `landOn`. The first time in this worker (for this user and clock) it signs
 * in through /login like a user; later, in a fresh page, it restores what that sign-in left. Only a
 * page that has not navigated yet, in a context of its own, without a scenario, takes the shortcut: a
 * page whose clock is set otherwise than by fixClockAtSeed must navigate before signing in.
 */
export async function signIn(page: Page, user: Credentials, options: SignInOptions = {}) {
  const { query = '', landOn = '/dashboard' } = options;
  const fresh = query === '' && page.url() === 'about:blank' && page.context().pages().length === 1;
  const clock = atSeedTime.has(page) ? 'seed' : 'now';
  const key = `${test.info().project.use.baseURL} ${user.email} ${clock}`;
  const saved = fresh ? signedIn.get(key) : undefined;
  if (saved && (atSeedTime.has(page) || Date.now() - saved.savedAt < reuseForMs)) {
    await page.context().setStorageState(saved.state);
    await page.goto(landOn);
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  await signInWithForm(page, user, query);
  if (fresh) {
    const state = await settledStorage(page);
    const holdsMockServer = state.origins.some(
      (origin: OriginStorage) => (origin.indexedDB ?? []).length > 0,
    );
    if (holdsMockServer) signedIn.set(key, { state, savedAt: Date.now() });
  }
  if (landOn !== '/dashboard') await page.goto(landOn);
}

/** Signs in through /login like a user and waits for the dashboard. */
async function signInWithForm(page: Page, user: Credentials, query: string) {
  await page.goto(`/login${query}`);
  // A prerendered /login (the production build) takes input once the app has adopted it.
  await expect(page.locator('form[inert]')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/**
 * The context's storage once signing in has finished writing: the mock saves its state a moment after
 * each answer and the app stores the profile after it, so two reads a little apart must agree. The
 * theme is left out: each test chooses its own.
 */
async function settledStorage(page: Page): Promise<StorageState> {
  const read = async () => {
    const state = await page.context().storageState({ indexedDB: true });
    for (const origin of state.origins) {
      origin.localStorage = origin.localStorage.filter(({ name }) => name !== 'theme');
    }
    return state;
  };
  let state = await read();
  await expect
    .poll(async () => {
      const previous = JSON.stringify(state);
      state = await read();
      const profileStored = state.origins.some((origin) =>
        origin.localStorage.some(({ name }) => name === 'userProfile'),
      );
      return profileStored && JSON.stringify(state) === previous;
    })
    .toBe(true);
  return state;
}

/** Fixes the page's clock at the mock's seed time, before the first navigation. */
export async function fixClockAtSeed(page: Page) {
  await page.clock.setFixedTime(new Date(SEED_NOW));
  atSeedTime.add(page);
}

/**
 * Makes a page pixel-stable before the first navigation: the chosen theme, no motion, and a clock
 * fixed at the mock's seed time (dates, "Last updated", the footer's year and market data follow it).
 */
export async function prepareScreenshots(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await fixClockAtSeed(page);
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Signed in, the price ticker's code loads after the page (D9): waits until its row holds prices (or
 * its "unavailable" zeros), so a screenshot never catches the empty reserved row. No-op signed out.
 */
export async function waitForTicker(page: Page) {
  await page.waitForFunction(
    () => {
      const slot = document.querySelector('[data-ticker-slot]');
      return !slot || slot.querySelector('[data-ticker-ready]') !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Resizes the page and waits two frames, so layout driven by the resize (carousels' slides per view)
 * is finished before a screenshot is compared; signed in, the ticker has loaded first. Form controls
 * are made to shape their text again: Chromium may keep a native select's text in the fallback face
 * it first painted with, even after the web font has loaded (seen once the page loaded a little later
 * than before).
 */
export async function resizeForScreenshot(page: Page, width: number, height: number) {
  await waitForTicker(page);
  await page.setViewportSize({ width, height });
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const control of document.querySelectorAll<HTMLElement>('select, input, textarea')) {
      const { fontFamily } = control.style;
      control.style.fontFamily = 'monospace';
      void control.offsetHeight;
      control.style.fontFamily = fontFamily;
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
