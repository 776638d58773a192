import type { QueryClient } from '@tanstack/react-query';
import {
  accountScope,
  accountSummaryQuery,
  activityQuery,
  addressBookQuery,
  balanceQuery,
  copyTradersQuery,
  depositsQuery,
  holdingsQuery,
  packagesQuery,
  passkeysQuery,
  portfolioHistoryQuery,
  profileQuery,
  securityQuery,
  sessionsQuery,
  topCoinsQuery,
  tradeHistoryQuery,
  traderDirectoryQuery,
  transactionsQuery,
  transfersQuery,
  withdrawalsQuery,
  type ApiClients,
} from '@tp/api';

type Scope = ReturnType<typeof accountScope>;
type Prefetch = QueryClient['prefetchQuery'];
/** Starts a page's queries with `prefetch`; `search` is the URL's query string (`?type=transfer`), or ''. */
type PageData = (
  prefetch: Prefetch,
  clients: ApiClients,
  scope: Scope,
  search: string,
) => unknown[];

/**
 * Issue 26: what each protected page reads on its first render, through the same query options its hooks use (so
 * the keys match and the page joins the requests in flight). Only queries the page would start
 * at once belong here, with the arguments of its first render (the charts' 1Y range, the four latest sign-ins,
 * pending deposits and withdrawals); routeData.test.tsx fails when a page asks for any of them a second time.
 */
export const routeData: Record<string, PageData> = {
  '/dashboard': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(accountSummaryQuery(api, scope)),
    prefetch(portfolioHistoryQuery(api, scope, '1Y')),
    prefetch(transactionsQuery(api, scope)),
  ],
  '/portfolio': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(accountSummaryQuery(api, scope)),
    prefetch(holdingsQuery(api, scope)),
    prefetch(transactionsQuery(api, scope)),
  ],
  '/overview': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(accountSummaryQuery(api, scope)),
    prefetch(portfolioHistoryQuery(api, scope, '1Y')),
  ],
  '/deposit': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(depositsQuery(api, scope, { status: 'pending' })),
  ],
  '/withdraw': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(withdrawalsQuery(api, scope, { status: 'pending' })),
    prefetch(addressBookQuery(api, scope)),
  ],
  '/transfer-asset': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(transfersQuery(api, scope)),
  ],
  '/packages': (prefetch, { api }, scope) => [
    prefetch(balanceQuery(api, scope)),
    prefetch(packagesQuery(api)),
  ],
  '/market': (prefetch, { market }) => [prefetch(topCoinsQuery(market))],
  '/copy-trader': (prefetch, { api }, scope) => [
    prefetch(copyTradersQuery(api, scope)),
    prefetch(traderDirectoryQuery(api, scope)),
  ],
  // The plain address only: its first page of everything (a filter or page in the URL waits for the page's code).
  '/trade-history': (prefetch, { api }, scope, search) =>
    search === '' ? [prefetch(tradeHistoryQuery(api, scope, 'all', 1))] : [],
  '/account-information': (prefetch, { api }, scope) => [
    prefetch(profileQuery(api, scope)),
    prefetch(sessionsQuery(api, scope)),
    prefetch(activityQuery(api, scope, 4)),
  ],
  '/profile-settings': (prefetch, { api }, scope) => [
    prefetch(profileQuery(api, scope)),
    prefetch(securityQuery(api, scope)),
    prefetch(passkeysQuery(api, scope)),
  ],
};

/**
 * Starts the data of the protected page at `pathname` for the signed-in user, beside the loading of the page's
 * chunk (main.tsx loads this module only when someone is signed in). Failures stay in the cache for the page.
 */
export function startRouteData(
  { clients, queryClient }: { clients: ApiClients; queryClient: QueryClient },
  pathname: string,
  search = '',
  adopted = document.getElementById('root')?.dataset.frame === undefined ? undefined : appReady(),
): void {
  const { isAuthenticated, username } = clients.session.getSnapshot();
  const pageData = routeData[pathname.replace(/(.)\/$/, '$1')];
  if (!isAuthenticated || !pageData) return;
  pageData(heldForPage(queryClient, adopted), clients, accountScope(username), search);
}

/** Once the app's first render has committed, or adopted the prerendered frame (App sets `data-app-ready`). */
function appReady(): Promise<void> {
  const root = document.documentElement;
  return new Promise((done) => {
    const check = () => {
      if (!root.hasAttribute('data-app-ready')) return;
      watch.disconnect();
      done();
    };
    const watch = new MutationObserver(check);
    watch.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
    check();
  });
}

/** How long an answer waits for its page; then it enters the cache anyway (the user went elsewhere). */
const pageWaitMs = 10_000;

/**
 * The page's prefetches: the requests go out at once, but each answer enters the cache only
 * once the page shows its query (a component subscribed to it), and, on a prerendered frame, once the frame is
 * adopted (`adopted`: React adopts the frame only if its first render shows the same loading sections). A query
 * the page mounts while its request is in flight joins that request; one whose answer had already arrived would
 * be fetched again on mount when it is stale at once (most of the account's are), so none arrives first.
 */
function heldForPage(queryClient: QueryClient, adopted: Promise<void> | undefined): Prefetch {
  const prefetch = (options: Parameters<Prefetch>[0]) =>
    queryClient.prefetchQuery({
      ...options,
      queryFn: async (context) => {
        const answer = (options.queryFn as (c: typeof context) => Promise<unknown>)(context);
        // A failure waits too: in the cache first, it would be fetched again when the page mounts.
        await Promise.allSettled([answer, adopted, shownByPage(queryClient, context.queryKey)]);
        return answer;
      },
    });
  return prefetch as Prefetch;
}

/** Once a component subscribes to the query of `queryKey`, or after `pageWaitMs`. */
function shownByPage(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  return new Promise((done) => {
    const finish = () => {
      stopWatching();
      clearTimeout(giveUp);
      done();
    };
    const stopWatching = cache.subscribe((event) => {
      if (event.type === 'observerAdded' && event.query === query) finish();
    });
    const giveUp = setTimeout(finish, pageWaitMs);
    if (!query || query.getObserversCount() > 0) finish();
  });
}
