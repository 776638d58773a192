import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { storageKeys } from '@tp/api';
import { appMessages } from '@tp/messages';
import { pageOf, routeManifest, type RouteEntry } from '@tp/ui/route-manifest';
import { renderRoutes } from './renderRoutes';
import { routes } from './routes';

const pathsOpenTo = (access: RouteEntry['access']) =>
  routeManifest.filter((route) => route.access === access).map((route) => pageOf(route).slice(1));
const protectedPaths = pathsOpenTo('protected');
const guestPaths = pathsOpenTo('guest');

const renderAt = (path: string, routeTable: RouteObject[] = routes) =>
  renderRoutes(routeTable, path, {
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
  });

function signIn() {
  localStorage.setItem(storageKeys.authToken, 'token');
  localStorage.setItem(storageKeys.refreshToken, 'refresh');
  localStorage.setItem(storageKeys.username, 'alexmorgan');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('route table', () => {
  it.each(protectedPaths)('/%s redirects to /login when signed out', async (path) => {
    const router = renderAt(`/${path}`);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(protectedPaths)('/%s opens when signed in', async (path) => {
    signIn();
    const router = renderAt(`/${path}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(appMessages.crashTitle);
    expect(router.state.location.pathname).toBe(`/${path}`);
  });

  it.each(guestPaths)('/%s redirects to /dashboard when signed in', async (path) => {
    signIn();
    const router = renderAt(`/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([...pathsOpenTo('public'), ...guestPaths.filter((path) => path !== 'login')])(
    '/%s is public',
    async (path) => {
      const router = renderAt(`/${path}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      // The crash and 404 pages have an h1 too: the page itself must have rendered.
      expect(heading).not.toHaveTextContent(appMessages.crashTitle);
      expect(heading).not.toHaveTextContent(appMessages.notFoundTitle);
      expect(router.state.location.pathname).toBe(`/${path}`);
    },
  );

  it('/dashboard is the dashboard screen, greeting the user by name', async () => {
    signIn();
    renderAt('/dashboard');
    expect(await screen.findByText('Welcome back, alexmorgan!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account summary' })).toBeInTheDocument();
  });

  it("a coin's page opens for the ticker's ten coins only: any other symbol is Page Not Found", async () => {
    signIn();
    renderAt('/market/sol');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Solana (SOL)');
    cleanup();
    renderAt('/market/shib');
    expect(
      await screen.findByRole('heading', { name: appMessages.notFoundTitle }),
    ).toBeInTheDocument();
  });

  it('an unknown path shows Page Not Found with Go back home', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: appMessages.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: appMessages.goBackHome })).toHaveAttribute('href', '/');
  });

  it('a page that throws shows Something went wrong with Reload Application, inside the frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = () => {
      throw new Error('boom');
    };
    const [root] = routes;
    const [pages] = root!.children!;
    const pagesWithThrower = {
      ...pages,
      children: [...pages!.children!, { path: 'boom', Component: Thrower }],
    } as RouteObject;
    const table: RouteObject[] = [{ ...root, children: [pagesWithThrower] } as RouteObject];
    renderAt('/boom', table);
    expect(
      await screen.findByRole('heading', { name: appMessages.crashTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: appMessages.reloadApplication })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
