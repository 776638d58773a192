import type { QueryClient } from '@tanstack/react-query';
import {
  accountScope,
  accountSummaryQuery,
  balanceQuery,
  holdingsQuery,
  packagesQuery,
  portfolioHistoryQuery,
  transactionsQuery,
  type ApiClients,
} from '@tp/api';

type Scope = ReturnType<typeof accountScope>;
type Prefetch = (queryClient: QueryClient, api: ApiClients['api'], scope: Scope) => unknown[];

/**
 * Issue 26: what each protected page reads on its first render, through the same query options its hooks use (so
 * the keys match and the page finds the answers in the cache, or in flight). Only queries the page would start
 * at once belong here, with the arguments of its first render (the Dashboard's 1Y range).
 */
const balanceOnly: Prefetch = (client, api, scope) => [
  client.prefetchQuery(balanceQuery(api, scope)),
];

export const routeData: Record<string, Prefetch> = {
  '/dashboard': (client, api, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(accountSummaryQuery(api, scope)),
    client.prefetchQuery(portfolioHistoryQuery(api, scope, '1Y')),
    client.prefetchQuery(transactionsQuery(api, scope)),
  ],
  '/portfolio': (client, api, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(accountSummaryQuery(api, scope)),
    client.prefetchQuery(holdingsQuery(api, scope)),
    client.prefetchQuery(transactionsQuery(api, scope)),
  ],
  '/deposit': balanceOnly,
  '/withdraw': balanceOnly,
  '/transfer-asset': balanceOnly,
  '/packages': (client, api, scope) => [
    client.prefetchQuery(balanceQuery(api, scope)),
    client.prefetchQuery(packagesQuery(api)),
  ],
};

/**
 * Starts the data of the protected page at `pathname` for the signed-in user, beside the loading of the page's
 * chunk (main.tsx loads this module only when someone is signed in). Failures stay in the cache for the page.
 */
export function startRouteData(
  { clients, queryClient }: { clients: ApiClients; queryClient: QueryClient },
  pathname: string,
  adopted = document.getElementById('root')?.dataset.frame === undefined ? undefined : appReady(),
): void {
  const { isAuthenticated, username } = clients.session.getSnapshot();
  const prefetch = routeData[pathname.replace(/(.)\/$/, '$1')];
  if (!isAuthenticated || !prefetch) return;
  prefetch(
    adopted ? heldUntil(queryClient, adopted) : queryClient,
    clients.api,
    accountScope(username),
  );
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

/**
 * The query cache for a prefetch whose answers must wait for `adopted`: a prerendered frame shows its sections
 * loading, and React adopts it only if its first render does too. The requests still go out at once; an answer
 * enters the cache (and the page) once the frame is the app's.
 */
function heldUntil(queryClient: QueryClient, adopted: Promise<void>): QueryClient {
  return new Proxy(queryClient, {
    get(target, property, receiver) {
      if (property !== 'prefetchQuery') return Reflect.get(target, property, receiver);
      return (options: Parameters<QueryClient['prefetchQuery']>[0]) =>
        target.prefetchQuery({
          ...options,
          queryFn: async (context) => {
            const [answer] = await Promise.all([
              (options.queryFn as (c: typeof context) => Promise<unknown>)(context),
              adopted,
            ]);
            return answer;
          },
        });
    },
  });
}
