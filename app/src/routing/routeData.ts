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
import { routeManifest } from '@tp/ui/route-manifest';

type Scope = ReturnType<typeof accountScope>;
type Prefetch = QueryClient['prefetchQuery'];
/** Starts a page's queries with `prefetch`; `search` is the URL's query string (`?type=transfer`), or ''. */
type PageData = (
  prefetch: Prefetch,
  clients: ApiClients,
  scope: Scope,
  search: string,
) => unknown[];
/** Starts one query, as the page's first render asks for it; `undefined` when that render would not ask. */
type StartQuery = (
  prefetch: Prefetch,
  clients: ApiClients,
  scope: Scope,
  search: string,
) => unknown;

/**
 * Issue 26: what the protected pages read on their first render, each through the same query options its hook uses
 * (so the keys match and the page joins the requests in flight), with the arguments of that render (the charts' 1Y
 * range, the four latest sign-ins, pending deposits and withdrawals). A route's `data` in the route manifest names
 * the ones its page starts; routeData.test.tsx fails when a page asks for any of them a second time.
 */
const startQueries = {
  balance: (prefetch, { api }, scope) => prefetch(balanceQuery(api, scope)),
  accountSummary: (prefetch, { api }, scope) => prefetch(accountSummaryQuery(api, scope)),
  portfolioHistory: (prefetch, { api }, scope) => prefetch(portfolioHistoryQuery(api, scope, '1Y')),
  transactions: (prefetch, { api }, scope) => prefetch(transactionsQuery(api, scope)),
  holdings: (prefetch, { api }, scope) => prefetch(holdingsQuery(api, scope)),
  pendingDeposits: (prefetch, { api }, scope) =>
    prefetch(depositsQuery(api, scope, { status: 'pending' })),
  pendingWithdrawals: (prefetch, { api }, scope) =>
    prefetch(withdrawalsQuery(api, scope, { status: 'pending' })),
  addressBook: (prefetch, { api }, scope) => prefetch(addressBookQuery(api, scope)),
  transfers: (prefetch, { api }, scope) => prefetch(transfersQuery(api, scope)),
  packages: (prefetch, { api }) => prefetch(packagesQuery(api)),
  topCoins: (prefetch, { market }) => prefetch(topCoinsQuery(market)),
  copyTraders: (prefetch, { api }, scope) => prefetch(copyTradersQuery(api, scope)),
  traderDirectory: (prefetch, { api }, scope) => prefetch(traderDirectoryQuery(api, scope)),
  // The plain address only: its first page of everything (a filter or page in the URL waits for the page's code).
  tradeHistoryFirstPage: (prefetch, { api }, scope, search) =>
    search === '' ? prefetch(tradeHistoryQuery(api, scope, 'all', 1)) : undefined,
  profile: (prefetch, { api }, scope) => prefetch(profileQuery(api, scope)),
  sessions: (prefetch, { api }, scope) => prefetch(sessionsQuery(api, scope)),
  latestActivity: (prefetch, { api }, scope) => prefetch(activityQuery(api, scope, 4)),
  security: (prefetch, { api }, scope) => prefetch(securityQuery(api, scope)),
  passkeys: (prefetch, { api }, scope) => prefetch(passkeysQuery(api, scope)),
} satisfies Record<string, StartQuery>;

function pageData(names: readonly string[]): PageData {
  const starts = names.map((name) => {
    if (!(name in startQueries)) throw new Error(`the route manifest names unknown data ${name}`);
    return startQueries[name as keyof typeof startQueries] as StartQuery;
  });
  return (prefetch, clients, scope, search) =>
    starts
      .map((start) => start(prefetch, clients, scope, search))
      .filter((started) => started !== undefined);
}

/** Each protected page's data starts, by path (the route manifest's `data`). */
export const routeData: Record<string, PageData> = Object.fromEntries(
  routeManifest.flatMap(({ path, data }) => (data ? [[path, pageData(data)]] : [])),
);

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
  pageData(
    heldForPage(queryClient, adopted, oneTaskApart()),
    clients,
    accountScope(username),
    search,
  );
}

/**
 * Issue 43: turns handed out one macrotask apart, first one after the call. Answers that arrive together (they are
 * all held for the adoption) would otherwise enter the cache in one go, and TanStack Query's one notification
 * would render every section's first data in one long task; a turn each makes each render a task of its own, with
 * input and paint between. A timeout, not `scheduler.yield()`: a yield's continuation runs ahead of queued tasks,
 * the notification's timeout among them, so two answers would still render together.
 */
function oneTaskApart(): () => Promise<void> {
  let last = Promise.resolve();
  return () => {
    const turn = last.then(() => new Promise<void>((done) => setTimeout(done, 0)));
    last = turn;
    return turn;
  };
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
 * be fetched again on mount when it is stale at once (most of the account's are), so none arrives first. Then
 * each answer waits for its `turn`, one task after the one before.
 */
function heldForPage(
  queryClient: QueryClient,
  adopted: Promise<void> | undefined,
  turn: () => Promise<void>,
): Prefetch {
  const prefetch = (options: Parameters<Prefetch>[0]) =>
    queryClient.prefetchQuery({
      ...options,
      queryFn: async (context) => {
        const answer = (options.queryFn as (c: typeof context) => Promise<unknown>)(context);
        // A failure waits too: in the cache first, it would be fetched again when the page mounts.
        await Promise.allSettled([answer, adopted, shownByPage(queryClient, context.queryKey)]);
        await turn();
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
