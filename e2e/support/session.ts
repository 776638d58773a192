import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SEED_NOW } from '@tp/mocks/backend/seed.ts';

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What signing in left in a fresh context: the app's tokens in localStorage and the in-page mock server,
 * with the new session, in IndexedDB; kept by this worker per app, user and clock. Signing in through
 * the form is what login.spec.ts and auth-journeys.spec.ts test; the other tests only need to be signed
 * in. Nothing is kept against a real server (the production project): a sign-out there ends the session
 * for every later test. Reused for 5 minutes, well inside the mock's 15-minute access token.
 */
const signedIn = new Map<string, { state: StorageState; savedAt: number }>();
/** Pages whose clock fixClockAtSeed (through prepareScreenshots) fixed at the seed time. */
const atSeedTime = new WeakSet<Page>();

/**
 * Signs `user` in and opens `landOn`: through /login the first time in this worker, then from what that
 * sign-in left. Only a page that has not navigated yet, alone in its context and without a `query`
 * (a `?scenario=` given on /login), takes the shortcut: a page whose clock is set otherwise than by
 * fixClockAtSeed must navigate before signing in.
 */
export async function signIn(
  page: Page,
  user: Credentials,
  { query = '', landOn = '/dashboard' } = {},
) {
  const fresh = query === '' && page.url() === 'about:blank' && page.context().pages().length === 1;
  const key = `${test.info().project.use.baseURL} ${user.email} ${atSeedTime.has(page)}`;
  const saved = fresh ? signedIn.get(key) : undefined;
  if (saved && (atSeedTime.has(page) || Date.now() - saved.savedAt < 5 * 60_000)) {
    await page.context().setStorageState(saved.state);
    await page.goto(landOn);
    return expect(page).not.toHaveURL(/\/login/);
  }
  await page.goto(`/login${query}`);
  // A prerendered /login (the production build) takes input once the app has adopted it.
  await expect(page.locator('form[inert]')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const state = fresh ? await settledStorage(page) : undefined;
  // `storageState({ indexedDB: true })` returns each origin's databases; its type leaves them out.
  const holdsMockServer = state?.origins.some(
    (origin) =>
      'indexedDB' in origin && Array.isArray(origin.indexedDB) && origin.indexedDB.length > 0,
  );
  if (state && holdsMockServer) signedIn.set(key, { state, savedAt: Date.now() });
  if (landOn !== '/dashboard') await page.goto(landOn);
}

/**
 * The preferences a test sets before signing in (an init script): never part of what a later test's sign-in reuses.
 * A cached `privacyMode` once left a later screenshot in privacy mode, depending on which tests a worker ran first.
 */
const testPreferenceKeys = new Set(['theme', 'privacyMode', 'language']);

/**
 * The context's storage once signing in has finished writing (the mock saves a moment after each
 * answer, the app stores the profile after it): two reads a little apart agree. The preferences are left out.
 */
async function settledStorage(page: Page): Promise<StorageState> {
  const read = async () => {
    const state = await page.context().storageState({ indexedDB: true });
    for (const origin of state.origins) {
      origin.localStorage = origin.localStorage.filter(({ name }) => !testPreferenceKeys.has(name));
    }
    return state;
  };
  let state = await read();
  await expect
    .poll(async () => {
      const previous = JSON.stringify(state);
      state = await read();
      const profile = state.origins.some(({ localStorage }) =>
        localStorage.some(({ name }) => name === 'userProfile'),
      );
      return profile && JSON.stringify(state) === previous;
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
 * its "unavailable" zeros), so a screenshot never catches the empty reserved row; where the tab has a market
 * socket (D19), until the stream's snapshot has replaced the first poll's prices. No-op signed out.
 */
export async function waitForTicker(page: Page) {
  await page.waitForFunction(
    () => {
      const slot = document.querySelector('[data-ticker-slot]');
      if (!slot) return true;
      const ticker = slot.querySelector('[data-ticker-ready]');
      return ticker !== null && ticker.getAttribute('data-source') !== 'pending';
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
