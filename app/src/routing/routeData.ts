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
/** `search`: the URL's query string (`?type=transfer`), or ''. */
type QueryOptions = Parameters<QueryClient['prefetchQuery']>[0];
/** Starts a page's queries in `client` (each through its own typed `prefetchQuery`). */
type PageData = (
  client: QueryClient,
  clients: ApiClients,
  scope: Scope,
  search: string,
) => unknown[];

/**
 * Issue 26: what each protected page reads on its first render, through the same query options its hooks use (so
 * the keys match and the page finds the answers in the cache, or in flight). Only queries the page would start
 * at once belong here, with the arguments of its first render (the charts' 1Y range, the four latest sign-ins,
 * pending deposits and withdrawals); routeData.test.tsx fails when a page asks for any of them a second time.
 */
export const routeData: Record<string, PageData> = {
  '/dashboard': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(accountSummaryQuery(api, scope)),
    client.prefetchQuery(portfolioHistoryQuery(api, scope, '1Y')),
    client.prefetchQuery(transactionsQuery(api, scope)),
  ],
  '/portfolio': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(accountSummaryQuery(api, scope)),
    client.prefetchQuery(holdingsQuery(api, scope)),
    client.prefetchQuery(transactionsQuery(api, scope)),
  ],
  '/overview': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(accountSummaryQuery(api, scope)),
    client.prefetchQuery(portfolioHistoryQuery(api, scope, '1Y')),
  ],
  '/deposit': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(depositsQuery(api, scope, { status: 'pending' })),
  ],
  '/withdraw': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(withdrawalsQuery(api, scope, { status: 'pending' })),
    client.prefetchQuery(addressBookQuery(api, scope)),
  ],
  '/transfer-asset': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(transfersQuery(api, scope)),
  ],
  '/packages': (client, { api }, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(packagesQuery(api)),
  ],
  '/market': (client, { market }) => [client.prefetchQuery(topCoinsQuery(market))],
  '/copy-trader': (client, { api }, scope) => [
    client.prefetchQuery(copyTradersQuery(api, scope)),
    client.prefetchQuery(traderDirectoryQuery(api, scope)),
  ],
  // The plain address only: its first page of everything (a filter or page in the URL waits for the page's code).
  '/trade-history': (client, { api }, scope, search) =>
    search === '' ? [client.prefetchQuery(tradeHistoryQuery(api, scope, 'all', 1))] : [],
  '/account-information': (client, { api }, scope) => [
    client.prefetchQuery(profileQuery(api, scope)),
    client.prefetchQuery(sessionsQuery(api, scope)),
    client.prefetchQuery(activityQuery(api, scope, 4)),
  ],
  '/profile-settings': (client, { api }, scope) => [
    client.prefetchQuery(profileQuery(api, scope)),
    client.prefetchQuery(securityQuery(api, scope)),
    client.prefetchQuery(passkeysQuery(api, scope)),
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
 * The query cache for the page's prefetches: the requests go out at once, but each answer enters the cache only
 * once the page shows its query (a component subscribed to it), and, on a prerendered frame, once the frame is
 * adopted (`adopted`: React adopts the frame only if its first render shows the same loading sections). A query
 * the page mounts while its request is in flight joins that request; one whose answer had already arrived would
 * be fetched again on mount when it is stale at once (most of the account's are), so none arrives first.
 */
function heldForPage(queryClient: QueryClient, adopted: Promise<void> | undefined): QueryClient {
  return new Proxy(queryClient, {
    get(target, property, receiver) {
      if (property !== 'prefetchQuery') return Reflect.get(target, property, receiver);
      return (options: QueryOptions) =>
        target.prefetchQuery({
          ...options,
          queryFn: async (context) => {
            const answer = (options.queryFn as (c: typeof context) => Promise<unknown>)(context);
            // A failure waits too: in the cache first, it would be fetched again when the page mounts.
            await Promise.allSettled([answer, adopted, shownByPage(target, context.queryKey)]);
            return answer;
          },
        });
    },
  });
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
