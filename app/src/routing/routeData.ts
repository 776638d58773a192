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
): void {
  const { isAuthenticated, username } = clients.session.getSnapshot();
  const prefetch = routeData[pathname.replace(/(.)\/$/, '$1')];
  if (isAuthenticated && prefetch) prefetch(queryClient, clients.api, accountScope(username));
}
