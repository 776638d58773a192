// Issue 42 (WCAG 2.4.2): every page's document title is its own, in the page's language, and a client-side
// navigation says the new page's title in a polite live region.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { storageKeys } from '@tp/api';
import { i18n, loadLanguage } from '@tp/i18n';
import { appMessages } from '@tp/messages';
import { routeManifest } from '@tp/ui/route-manifest';
import { applyLocale } from '@tp/ui/shell';
import { renderRoutes } from './renderRoutes';
import { routes } from './routes';

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

beforeEach(() => {
  localStorage.clear();
  document.title = 'Trading Platform';
});
afterEach(async () => {
  vi.restoreAllMocks();
  await loadLanguage('en', applyLocale);
});

describe('document titles (issue 42)', () => {
  it('no two routes share a title', () => {
    const titles = routeManifest.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(
    routeManifest.filter((route) => !route.pages).map((route) => [route.path, route] as const),
  )('%s is titled by its manifest entry', async (path, route) => {
    if (route.access === 'protected') signIn();
    const router = renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${route.title} · Trading Platform`));
  });

  it("a coin's page is titled by its coin (its frame, before the coin is known, by the manifest's title)", async () => {
    const coinRoute = routeManifest.find((route) => route.path === '/market/:symbol')!;
    expect(coinRoute.title).toBe('Coin');
    signIn();
    renderAt('/market/eth');
    await screen.findByRole('heading', { level: 1, name: 'Ethereum (ETH)' });
    await waitFor(() => expect(document.title).toBe('Ethereum (ETH) · Trading Platform'));
  });

  it('a page is titled in the language it is written in', async () => {
    await loadLanguage('fr', applyLocale);
    const french = i18n._('Withdraw Funds');
    expect(french).not.toBe('Withdraw Funds');
    signIn();
    renderAt('/withdraw');
    await waitFor(() => expect(document.title).toBe(`${french} · Trading Platform`));
  });

  it('the 404 and the crash page have their own titles', async () => {
    renderAt('/no/such/page');
    await waitFor(() =>
      expect(document.title).toBe(`${appMessages.notFoundTitle} · Trading Platform`),
    );

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = () => {
      throw new Error('boom');
    };
    const [root] = routes;
    const [pages] = root!.children!;
    const table = [
      {
        ...root,
        children: [{ ...pages, children: [{ path: 'about', Component: Thrower }] }],
      },
    ] as RouteObject[];
    renderAt('/about', table);
    await waitFor(() =>
      expect(document.title).toBe(`${appMessages.crashTitle} · Trading Platform`),
    );
  });

  it('a client-side navigation announces the new page politely; the first page is not announced', async () => {
    const announced = (title: string) =>
      screen.queryByText(`${title} · Trading Platform`, { selector: '[aria-live="polite"]' });
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Home · Trading Platform'));
    expect(announced('Home')).toBeNull();
    const main = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(main).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(announced('About Us')).toBeInTheDocument());
    expect(document.title).toBe('About Us · Trading Platform');
  });
});
