import { expect, test, type Request } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';
import { apiPathPattern, watchPreflights, stack, watchPolicy } from './stack';

/**
 * Issue 26: nginx proxies the API and the market API on the app's own origin, so a signed-in page's calls
 * (which carry Authorization, and JSON bodies) need no CORS preflight: one request each instead of two.
 */
test('signing in and browsing the account makes no preflight: every API call goes to the app’s own origin', async ({
  page,
}) => {
  const policy = await watchPolicy(page.context());
  const requests: Request[] = [];
  page.context().on('request', (request) => requests.push(request));
  const preflights = await watchPreflights(page);

  await signIn(page, demoUsers.jamie);
  await expect(
    page.getByRole('region', { name: 'Account summary' }).locator('dd').first(),
  ).toBeVisible({ timeout: 15_000 });
  for (const [link, path] of [
    ['Trade History', '/trade-history'],
    ['Withdraw', '/withdraw'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
  }
  // The Market page's path is the app's, not the market API's (nginx proxies that at /market-api/).
  const market = await page.goto('/market');
  expect(market?.headers()['content-type']).toContain('text/html');
  await page.waitForLoadState('networkidle');

  const apiCalls = requests.filter((request) =>
    apiPathPattern.test(new URL(request.url()).pathname),
  );
  test.info().annotations.push({
    type: 'API calls',
    description: `${apiCalls.length} calls, ${preflights.length} preflights (OPTIONS)`,
  });
  // Signing in (POST), the account's reads (GET with Authorization) and the market API all went through.
  expect(apiCalls.some((request) => request.url().includes('/auth/login/'))).toBe(true);
  expect(apiCalls.some((request) => request.url().includes('/market-api/'))).toBe(true);
  expect(apiCalls.filter((request) => request.headers().authorization).length).toBeGreaterThan(2);
  expect(preflights).toEqual([]);
  expect(
    requests
      .map((request) => new URL(request.url()))
      .filter((url) => url.protocol.startsWith('http') && url.origin !== stack.appUrl)
      .map(String),
  ).toEqual([]);
  policy.assertClean();
});
