import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { signIn } from './support/session';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

// The ticker's motion is the subject here: no reduced motion (the other files' default) unless a test asks.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const tickerOf = (page: Page) => page.getByRole('region', { name: 'Market prices' });
/** The element that moves: it holds both copies of the list. */
const trackOf = (ticker: Locator) => ticker.locator('ul').first().locator('..');

/** The play state of the track's CSS animation, or "none" when it has none. */
const motionOf = (track: Locator) =>
  track.evaluate((element) => element.getAnimations()[0]?.playState ?? 'none');

/** The track's current horizontal offset in px. */
const offsetOf = (track: Locator) =>
  track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);

async function openTicker(page: Page) {
  await signIn(page, demoUsers.alex);
  const ticker = tickerOf(page);
  await expect(ticker.getByRole('listitem')).toHaveCount(43, data);
  return ticker;
}

test('signed in, the ticker shows the 10 coins and 33 pairs, each with a price and a change', async ({
  page,
}) => {
  const ticker = await openTicker(page);
  const items = ticker.getByRole('listitem');
  await expect(items.first()).toHaveText(/^BTC\$[\d,]+\.\d{2}[+-]?\d+\.\d{2}%$/);
  await expect(items.nth(10)).toHaveText(/^EUR\/USD\d+\.\d{4}[+-]?\d+\.\d{2}%$/);
  // It sits under the navigation.
  const header = await page.getByRole('banner').boundingBox();
  const row = await ticker.boundingBox();
  expect(row!.y).toBeCloseTo(header!.y + header!.height, 0);
});

test('the Pause button stops the motion and Resume starts it again', async ({ page }) => {
  const ticker = await openTicker(page);
  const track = trackOf(ticker);
  await expect.poll(() => motionOf(track)).toBe('running');
  const before = await offsetOf(track);
  await expect.poll(() => offsetOf(track)).toBeLessThan(before);

  await ticker.getByRole('button', { name: 'Pause' }).click();
  const resume = ticker.getByRole('button', { name: 'Resume' });
  await expect(resume).toBeVisible();
  await expect.poll(() => motionOf(track)).toBe('paused');
  const stopped = await offsetOf(track);
  await page.waitForTimeout(500);
  expect(await offsetOf(track)).toBe(stopped);

  // Move the pointer off the ticker first: hovering the prices pauses too.
  await page.mouse.move(0, 600);
  await resume.click();
  await expect(ticker.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => motionOf(track)).toBe('running');
});

test('hovering or focusing the prices pauses them', async ({ page }) => {
  const ticker = await openTicker(page);
  const track = trackOf(ticker);
  const prices = ticker.getByRole('group', { name: 'Prices' });
  await prices.hover();
  await expect.poll(() => motionOf(track)).toBe('paused');
  await page.mouse.move(0, 600);
  await expect.poll(() => motionOf(track)).toBe('running');

  await ticker.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Tab');
  await expect(prices).toBeFocused();
  await expect.poll(() => motionOf(track)).toBe('paused');
});

test('scrolled out of sight, the ticker stops moving', async ({ page }) => {
  const ticker = await openTicker(page);
  const track = trackOf(ticker);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => motionOf(track)).toBe('paused');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => motionOf(track)).toBe('running');
});

test('under reduced motion the row stands still and scrolls with the keyboard', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const ticker = await openTicker(page);
  await expect(ticker).toHaveAttribute('data-motion', 'static');
  expect(await motionOf(trackOf(ticker))).toBe('none');
  const prices = ticker.getByRole('group', { name: 'Prices' });
  await prices.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => prices.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

/**
 * Before any page script: where <main> starts in every frame on /dashboard, and when the dashboard's
 * heading first showed.
 */
function recordFrames() {
  const tops = new Set<number>();
  let dashboardAt: number | undefined;
  Object.assign(window, { frames: { tops, dashboardAt: () => dashboardAt } });
  const sample = () => {
    const main = document.querySelector('main');
    if (main && location.pathname === '/dashboard') {
      tops.add(Math.round(main.getBoundingClientRect().top));
      if (dashboardAt === undefined && main.querySelector('h1')?.textContent === 'Dashboard')
        dashboardAt = performance.now();
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** What recordFrames saw, and when the ticker's chunk was requested. */
async function framesAndChunk(page: Page) {
  await expect(tickerOf(page).getByRole('listitem')).toHaveCount(43, data);
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const { frames } = window as unknown as {
      frames: { tops: Set<number>; dashboardAt: () => number | undefined };
    };
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/LiveTicker-[\w-]+\.js$/.test(entry.name));
    return {
      tops: [...frames.tops],
      dashboardAt: frames.dashboardAt(),
      tickerRequestedAt: chunk?.startTime,
    };
  });
}

test('the ticker loads after the dashboard has rendered, also right after signing in', async ({
  page,
}) => {
  await page.addInitScript(recordFrames);
  await signIn(page, demoUsers.alex);
  const { dashboardAt, tickerRequestedAt } = await framesAndChunk(page);
  expect(dashboardAt).toBeDefined();
  expect(tickerRequestedAt).toBeGreaterThan(dashboardAt!);
});

test('the ticker row is reserved before its code arrives: the page never moves', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex);
  await expect(tickerOf(page).getByRole('listitem')).toHaveCount(43, data);
  await page.addInitScript(recordFrames);
  await page.reload();
  const { tops, dashboardAt, tickerRequestedAt } = await framesAndChunk(page);
  expect(tops).toHaveLength(1);
  expect(tickerRequestedAt).toBeGreaterThan(dashboardAt!);
});

/**
 * Resolves after the moment the shell would have asked for the ticker: the window has loaded, an idle
 * callback queued after the shell's (same 3 s timeout) has run, and the network is quiet again.
 */
async function pastTickerRequest(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 3_000 })),
  );
  await page.waitForLoadState('networkidle');
}

const tickerChunkRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/LiveTicker-[\w-]+\.js$/.test(entry.name)),
  );

test('signed out there is no ticker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pastTickerRequest(page);
  expect(await tickerChunkRequested(page)).toBe(false);
  await expect(tickerOf(page)).toHaveCount(0);
});

test('in the demo the ticker streams over the tab’s own socket (MSW): Live, moving, with no poll', async ({
  page,
}) => {
  const ticker = await openTicker(page);
  await expect(ticker.getByRole('status')).toHaveText('Live', data);
  await expect(ticker).toHaveAttribute('data-source', 'stream');
  const polls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/market\/forex\/|\/simple\/price/.test(request.url())) polls.push(request.url());
  });
  const bitcoin = ticker.getByRole('listitem').first();
  const before = await bitcoin.innerText();
  await expect.poll(() => bitcoin.innerText(), data).not.toBe(before);
  expect(polls).toEqual([]);
});

test('with ?stream=off the demo has no socket: the ticker polls and its note says nothing of a stream', async ({
  page,
}) => {
  const ticker = await openTicker(page);
  await page.goto('/dashboard?stream=off');
  await expect(ticker.getByRole('listitem')).toHaveCount(43, data);
  await expect(ticker).toHaveAttribute('data-source', 'poll');
  await expect(ticker.getByRole('status')).toHaveCount(0);
});

test("a coin's symbol in the ticker opens its page; the loop's copy adds no stop to the tab order", async ({
  page,
}) => {
  const ticker = await openTicker(page);
  const prices = ticker.getByRole('group', { name: 'Prices' });
  // Ten coins, each once for assistive technology and the keyboard; the forex pairs have no page.
  await expect(prices.getByRole('link')).toHaveCount(10);
  await expect(ticker.locator('a[tabindex="-1"]')).toHaveCount(10);
  // Focus stops the motion (a moving link is hard to hit); Enter follows it.
  await prices.getByRole('link', { name: 'ETH' }).focus();
  await expect(ticker).toHaveAttribute('data-motion', 'paused');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/market\/eth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethereum (ETH)' })).toBeVisible();
});
