// @vitest-environment jsdom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canHydrate, loadMatchedRoutes } from './hydration';
import { hydrationKeys } from './hydrationKeys';

const keys = hydrationKeys();

function storageWith(items: Record<string, string>) {
  return {
    getItem: (key: string) => items[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
  };
}

function rootFor(path?: string) {
  const root = document.createElement('div');
  if (path !== undefined) root.dataset.prerendered = path;
  return root;
}

function frameFor(path: string) {
  const root = rootFor(path);
  root.dataset.frame = '';
  return root;
}

describe('canHydrate', () => {
  it('adopts the page of a first-time visitor, or one who chose the light theme', () => {
    expect(canHydrate(rootFor('/'), '/', storageWith({}), keys)).toBe(true);
    expect(canHydrate(rootFor('/login'), '/login', storageWith({ theme: 'light' }), keys)).toBe(
      true,
    );
  });

  it('adopts the page while privacy mode is on, which changes nothing on a public page (D17)', () => {
    expect(canHydrate(rootFor('/'), '/', storageWith({ privacyMode: 'on' }), keys)).toBe(true);
  });

  it('renders afresh for anyone the prerender does not show: signed in, dark theme, a remembered e-mail', () => {
    expect(canHydrate(rootFor('/'), '/', storageWith({ authToken: 'a' }), keys)).toBe(false);
    expect(canHydrate(rootFor('/'), '/', storageWith({ isAuthenticated: 'true' }), keys)).toBe(
      false,
    );
    expect(canHydrate(rootFor('/'), '/', storageWith({ theme: 'dark' }), keys)).toBe(false);
    expect(
      canHydrate(rootFor('/login'), '/login', storageWith({ rememberedEmail: 'a@b.co' }), keys),
    ).toBe(false);
  });

  it('adopts a page only at its own path, and never an empty shell', () => {
    expect(canHydrate(rootFor('/'), '/index.html', storageWith({}), keys)).toBe(false);
    expect(canHydrate(rootFor(), '/withdraw', storageWith({}), keys)).toBe(false);
  });
});

describe('canHydrate, an account page’s frame (issue 26)', () => {
  const signedIn = { authToken: 'a', username: 'alex', isAuthenticated: 'true' };

  it('is adopted for whoever is signed in, whatever their name or remembered e-mail, in the light theme', () => {
    expect(canHydrate(frameFor('/dashboard'), '/dashboard', storageWith(signedIn), keys)).toBe(
      true,
    );
    const more = { ...signedIn, userProfile: '{}', rememberedEmail: 'a@b.co', theme: 'light' };
    expect(canHydrate(frameFor('/withdraw'), '/withdraw', storageWith(more), keys)).toBe(true);
  });

  it('renders afresh signed out, in the dark theme, or with amounts hidden (the header says so)', () => {
    const frame = frameFor('/dashboard');
    expect(canHydrate(frame, '/dashboard', storageWith({}), keys)).toBe(false);
    expect(canHydrate(frame, '/dashboard', storageWith({ ...signedIn, theme: 'dark' }), keys)).toBe(
      false,
    );
    const hidden = storageWith({ ...signedIn, privacyMode: 'on' });
    expect(canHydrate(frame, '/dashboard', hidden, keys)).toBe(false);
    expect(canHydrate(frame, '/withdraw', storageWith(signedIn), keys)).toBe(false);
  });
});

describe('loadMatchedRoutes', () => {
  it('folds the lazy modules of the matched routes into them, and loads no other', async () => {
    const loaded: string[] = [];
    const lazyPage = (name: string) => async () => {
      loaded.push(name);
      return { Component: () => null };
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, lazy: lazyPage('home') },
          { path: 'login', lazy: lazyPage('login') },
        ],
      },
    ];
    await loadMatchedRoutes(routes, '/login');
    expect(loaded).toEqual(['login']);
    const login = routes[0]!.children![1]!;
    expect(login.lazy).toBeUndefined();
    expect(login.Component).toBeTypeOf('function');
    expect(routes[0]!.children![0]!.lazy).toBeTypeOf('function');
  });
});
