import { expect, test, type Request } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';

/** The dashboard's own data calls (spec 2 §7), as the page asks for them on its first render. */
const dashboardData =
  /\/api\/(balance|account-summaries|portfolio\/history|deposits|withdrawals)\//;
const dashboardChunk = /\/assets\/Dashboard-[\w-]+\.js$/;

/**
 * Issue 26, item 3: on a reload of /dashboard signed in, the page's data is asked for while its chunk is still
 * loading (main.tsx starts it from routing/routeData.ts), and the page asks for none of it a second time.
 * The chunk's answer is held until the first data request has gone out (or 10 s): with the data waiting for the
 * chunk, as before issue 26, the order below fails.
 */
test('a reload of /dashboard signed in asks for its data before the page chunk has loaded', async ({
  page,
}) => {
  await signIn(page, demoUsers.alex);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const events: string[] = [];
  let dataSeen!: () => void;
  const firstData = new Promise<void>((resolve) => (dataSeen = resolve));
  const label = (request: Request) => {
    const url = new URL(request.url());
    return dashboardChunk.test(url.pathname) ? 'chunk' : `${url.pathname}${url.search}`;
  };
  page.on('request', (request) => {
    events.push(`start ${label(request)}`);
    if (dashboardData.test(request.url())) dataSeen();
  });
  page.on('requestfinished', (request) => events.push(`end ${label(request)}`));
  await page.route(dashboardChunk, async (route) => {
    await Promise.race([firstData, new Promise((go) => setTimeout(go, 10_000))]);
    await route.continue();
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account summary' }).locator('dd').first(),
  ).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  test.info().annotations.push({ type: 'events', description: events.join('\n') });

  const chunkEnd = events.indexOf('end chunk');
  const firstDataStart = events.findIndex(
    (event) => event.startsWith('start ') && dashboardData.test(event),
  );
  expect(chunkEnd).toBeGreaterThan(-1);
  expect(firstDataStart).toBeGreaterThan(-1);
  expect(firstDataStart).toBeLessThan(chunkEnd);
  // Each data call once: the page found the answers (or the calls in flight) in the cache.
  const starts = events.filter((event) => event.startsWith('start /api/'));
  for (const path of [
    '/api/balance/',
    '/api/account-summaries/',
    '/api/deposits/',
    '/api/withdrawals/',
  ])
    expect(starts.filter((event) => event === `start ${path}`)).toHaveLength(1);
});
