// Issue 26, item 3: a signed-in start of /dashboard asks for the page's data before the page's chunk has arrived,
// and the page, once it renders, finds that data and asks for none of it again.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ApiProvider, createApiClients, createMemoryStorage, storageKeys } from '@tp/api';
import { ThemeProvider } from '@tp/ui/shell';
import { routes } from './routes';
import { routeData, startRouteData } from './routeData';

const api = 'https://api.test';

/** The dashboard's own data calls (the chart's market prices and the hold notice's address book load later). */
const dashboardData = [
  '/api/balance/',
  '/api/account-summaries/',
  '/api/portfolio/history/?range=1Y',
  '/api/deposits/',
  '/api/withdrawals/',
];

const answers: Record<string, unknown> = {
  '/auth/profile/': {},
  '/api/balance/': [{ id: 1, balance: 1250, currency: 'USD', updated_at: '2026-01-01T00:00:00Z' }],
  '/api/account-summaries/': [],
  '/api/portfolio/history/?range=1Y': { range: '1Y', currency: 'USD', points: [] },
  '/api/deposits/': [],
  '/api/withdrawals/': [],
};

interface Events {
  log: string[];
  requests: string[];
}

/** A server that logs each request; `hold` keeps the data answers back until `release` is called. */
function fakeServer(events: Events, hold: boolean) {
  const held: (() => void)[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.origin === api ? `${url.pathname}${url.search}` : request.url;
    events.requests.push(path);
    events.log.push(`request ${path}`);
    if (hold && path !== '/auth/profile/') await new Promise<void>((go) => held.push(go));
    events.log.push(`answered ${path}`);
    return path in answers
      ? Response.json(answers[path])
      : Response.json({ detail: 'Not found.' }, { status: 404 });
  };
  return { fetch, release: () => held.splice(0).forEach((go) => go()) };
}

/** The app's route table with the Dashboard's chunk arriving only when the test says so. */
function withDashboardChunk(table: RouteObject[], chunk: Promise<unknown>): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.path === 'dashboard' ? { lazy: () => chunk as Promise<RouteObject> } : {}),
    ...(route.children ? { children: withDashboardChunk(route.children, chunk) } : {}),
  })) as RouteObject[];
}

/** Alex signed in, talking to a fake server that logs each request; the token confirmed `confirmedAgoMs` ago. */
function signedInClients(hold: boolean, confirmedAgoMs: number | null) {
  const events: Events = { log: [], requests: [] };
  const storage = createMemoryStorage({
    [storageKeys.authToken]: 'access',
    [storageKeys.refreshToken]: 'refresh',
    [storageKeys.username]: 'alex',
    [storageKeys.isAuthenticated]: 'true',
    // Stored at sign-in for the drawer's name (without it the frame would ask for the profile itself).
    [storageKeys.userProfile]: JSON.stringify({ firstName: 'Alex', lastName: 'Morgan' }),
  });
  const server = fakeServer(events, hold);
  const clients = createApiClients({
    baseUrl: api,
    marketBaseUrl: 'https://market.test',
    storage,
    fetch: server.fetch,
    locks: null,
  });
  if (confirmedAgoMs !== null) clients.session.confirmToken('access', Date.now() - confirmedAgoMs);
  return { events, storage, server, clients };
}

/** The app's providers around `router`, as main.tsx renders them. */
function renderApp(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient,
  clients: ReturnType<typeof createApiClients>,
  storage: ReturnType<typeof createMemoryStorage>,
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>
        <ThemeProvider storage={storage}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

/** main.tsx's start of a signed-in /dashboard: services first, the page's data, then the router and its chunk. */
function startSignedIn(hold: boolean, confirmedAgoMs: number | null) {
  const { events, storage, server, clients } = signedInClients(hold, confirmedAgoMs);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  startRouteData({ clients, queryClient }, '/dashboard');

  let arrive!: () => void;
  const chunk = new Promise<unknown>((resolve) => {
    arrive = () => {
      events.log.push('chunk resolved');
      resolve(
        import('@tp/ui/screens/Dashboard').then(({ DashboardScreen }) => ({
          Component: DashboardScreen,
        })),
      );
    };
  });
  const router = createMemoryRouter(withDashboardChunk(routes, chunk), {
    initialEntries: ['/dashboard'],
  });
  const view = renderApp(router, queryClient, clients, storage);
  return { events, arrive, release: server.release, view };
}

const count = (requests: string[], path: string) => requests.filter((r) => r === path).length;
/** A ceiling for the page's chunk to compile and render on a busy machine (its first use in the run), not a goal. */
const chunkLoad = { timeout: 15_000 };

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('a signed-in start of /dashboard (issue 26)', { timeout: 60_000 }, () => {
  it.each([
    ['still in flight when the page mounts', true],
    ['already answered when the page mounts', false],
  ])(
    "asks for the page's data before its chunk arrives, and the page asks for none of it again (%s)",
    async (_, hold) => {
      const { events, arrive, release, view } = startSignedIn(hold, 10_000);
      unmount = view.unmount;
      await waitFor(() => dashboardData.forEach((path) => expect(events.requests).toContain(path)));
      // The token was confirmed 10 s ago (another tab, or before the reload): no validity check first.
      expect(events.requests).not.toContain('/auth/profile/');
      expect(events.log).not.toContain('chunk resolved');
      // Answered: the server has sent every answer before the chunk arrives (however long that takes here).
      if (!hold)
        await waitFor(() =>
          dashboardData.forEach((path) => expect(events.log).toContain(`answered ${path}`)),
        );

      arrive();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, chunkLoad),
      ).toBeVisible();
      release();
      // Every answer is out (what the page mounted with asked for anything again by then) before the count.
      await waitFor(() =>
        dashboardData.forEach((path) => expect(events.log).toContain(`answered ${path}`)),
      );
      for (const path of dashboardData) expect(count(events.requests, path)).toBe(1);
      // Every data request went out before the chunk arrived.
      const chunkAt = events.log.indexOf('chunk resolved');
      for (const path of dashboardData)
        expect(events.log.indexOf(`request ${path}`)).toBeLessThan(chunkAt);
    },
  );

  it('runs the validity check first when the token was last confirmed 61 s ago, still before the chunk', async () => {
    const { events, arrive, view } = startSignedIn(false, 61_000);
    unmount = view.unmount;
    await waitFor(() => dashboardData.forEach((path) => expect(events.requests).toContain(path)));
    expect(events.requests[0]).toBe('/auth/profile/');
    expect(count(events.requests, '/auth/profile/')).toBe(1);
    arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, chunkLoad),
    ).toBeVisible();
  });
});

describe('a signed-in start of an account page adopted from its frame (issue 26)', () => {
  it('sends the requests at once, but lets no answer into the cache before the frame is adopted and the page shows it', async () => {
    const { events, clients } = signedInClients(false, 0);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let adopt!: () => void;
    const adopted = new Promise<void>((done) => (adopt = done));

    startRouteData({ clients, queryClient }, '/withdraw', '', adopted);
    await waitFor(() => expect(events.requests).toContain('/api/balance/'));
    await new Promise((done) => setTimeout(done, 20));
    const query = queryClient.getQueryCache().getAll()[0]!;
    // Answered, but the frame still shows it loading: React adopts the frame only if its first render agrees.
    expect(query.state.status).toBe('pending');
    expect(query.state.fetchStatus).toBe('fetching');

    adopt();
    await new Promise((done) => setTimeout(done, 20));
    // Adopted, but no component shows the balance yet.
    expect(query.state.status).toBe('pending');
    const page = new QueryObserver(queryClient, { queryKey: query.queryKey });
    const stopShowing = page.subscribe(() => {});
    await waitFor(() => expect(query.state.status).toBe('success'));
    stopShowing();
    expect(count(events.requests, '/api/balance/')).toBe(1);
  });
});

describe('answers released together (issue 43)', () => {
  it('enter the cache one task apart, so each section renders its first data in a task of its own', async () => {
    const { clients } = signedInClients(false, 10_000);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let adopt!: () => void;
    const adopted = new Promise<void>((done) => (adopt = done));
    startRouteData({ clients, queryClient }, '/dashboard', '', adopted);
    const queries = () => queryClient.getQueryCache().getAll();
    await waitFor(() => expect(queries().length).toBeGreaterThanOrEqual(4));
    const pageShows = queries().map((query) =>
      new QueryObserver(queryClient, { queryKey: query.queryKey }).subscribe(() => {}),
    );
    // Every answer is in and held for the adoption.
    await new Promise((done) => setTimeout(done, 30));
    const answered = () => queries().filter((query) => query.state.status !== 'pending').length;
    expect(answered()).toBe(0);

    adopt();
    const seen: number[] = [];
    for (let task = 0; task < queries().length + 2; task += 1) {
      await new Promise((done) => setTimeout(done, 0));
      seen.push(answered());
    }
    // None in the adoption's own task, then one more each task, never two at once, until all are in.
    const all = queries().length;
    expect(seen).toEqual([0, ...queries().map((_, index) => index + 1), all]);
    pageShows.forEach((stop) => stop());
  });
});

/**
 * What a page loads beside its own data, on purpose: the frame's (the idle watch's security settings, the price
 * ticker) and the later parts' (the BTC/USD chart, the hold notice's address book).
 */
const laterLoads = [
  /^\/auth\/security\/$/,
  /^https:\/\/market\.test\//,
  /^\/api\/market\//,
  /^\/api\/withdrawal-destinations\/$/,
];

describe('every page routeData starts (issue 26)', () => {
  it.each(Object.keys(routeData))(
    '%s finds its data started, asks for none of it again, and for nothing else of its own',
    async (path) => {
      // The answers arrive before the page's code: none may reach the cache before the page shows it, or a
      // query that is stale at once would be fetched a second time on mount.
      const { events, storage, clients } = signedInClients(false, 10_000);
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      });
      startRouteData({ clients, queryClient }, path);
      await new Promise((done) => setTimeout(done, 30));
      const started = [...events.requests];
      expect(started.length).toBeGreaterThan(0);

      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const view = renderApp(router, queryClient, clients, storage);
      unmount = view.unmount;
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeVisible();
      await new Promise((done) => setTimeout(done, 100));

      for (const request of started) expect(count(events.requests, request), request).toBe(1);
      // Every query it started, the page shows (an answer no component shows would wait in vain).
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.fetchStatus === 'fetching');
      expect(waiting.map((query) => query.queryKey)).toEqual([]);
      const own = events.requests
        .slice(started.length)
        .filter((request) => !laterLoads.some((later) => later.test(request)));
      expect(own).toEqual([]);
    },
  );
});
