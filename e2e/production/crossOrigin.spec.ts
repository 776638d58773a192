import { expect, test, type Request } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';
import { apiPathPattern, watchPreflights, crossOriginStack, watchPolicy } from './stack';

/**
 * Issue 26: the deployment that keeps the API on another origin (deploy/nginx-config.mjs --api URL): the build
 * calls the API server itself, the policy allows that origin, and the API server's CORS answers the preflights
 * the signed-in calls need. Run by the `production-cross-origin` project against app/dist-cross-origin.
 */
test('with the API on another origin, signing in and the account work through CORS, preflights included', async ({
  page,
}) => {
  const apiOrigin = new URL(crossOriginStack.apiUrl).origin;
  const policy = await watchPolicy(page.context(), [crossOriginStack.appUrl, apiOrigin]);
  const requests: Request[] = [];
  page.context().on('request', (request) => requests.push(request));
  const preflights = await watchPreflights(page);

  const home = await page.goto('/');
  const connect = /connect-src ([^;]+);/.exec(home!.headers()['content-security-policy']!)?.[1];
  // D19: and the market socket on the API's origin, by its path only.
  expect(connect?.split(' ')).toEqual([
    apiOrigin,
    `${apiOrigin.replace(/^http/, 'ws')}/ws/market/`,
  ]);

  await signIn(page, demoUsers.jamie);
  // The socket opens across origins too: the API server admits the app's origin.
  await expect(page.getByRole('region', { name: 'Market prices' }).getByRole('status')).toHaveText(
    'Live',
    { timeout: 15_000 },
  );
  await expect(
    page.getByRole('region', { name: 'Account summary' }).locator('dd').first(),
  ).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await page.waitForLoadState('networkidle');

  const toApi = requests.filter((request) => new URL(request.url()).origin === apiOrigin);
  test.info().annotations.push({
    type: 'API calls',
    description: `${toApi.length} calls, ${preflights.length} preflights (OPTIONS)`,
  });
  // The signed-in calls (Authorization) and JSON bodies each needed a preflight, which the API server answered.
  expect(preflights.length).toBeGreaterThan(2);
  expect(preflights.every((url) => new URL(url).origin === apiOrigin)).toBe(true);
  expect(toApi.some((request) => request.url().includes('/auth/login/'))).toBe(true);
  expect(toApi.filter((request) => request.headers().authorization).length).toBeGreaterThan(2);
  // Nothing went to the app's origin's API paths: they are not proxied in this mode.
  expect(
    requests.filter(
      (request) =>
        new URL(request.url()).origin === crossOriginStack.appUrl &&
        apiPathPattern.test(new URL(request.url()).pathname),
    ),
  ).toEqual([]);
  policy.assertClean();
});
