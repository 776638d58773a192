// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, storageKeys } from './sessionStore';
import { displayName } from './storedProfile';
import { sessionMessages } from '@tp/messages';

beforeEach(() => localStorage.clear());

describe('SessionStore', () => {
  it('is authenticated only with both a token and a username (spec 1 §4)', () => {
    const store = new SessionStore(localStorage);
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    store.signIn({ accessToken: 'a', refreshToken: 'r', username: 'alex' });
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, username: 'alex' });
    expect(localStorage.getItem(storageKeys.isAuthenticated)).toBe('true');
    localStorage.removeItem(storageKeys.username);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.username }));
    expect(store.getSnapshot().isAuthenticated).toBe(false);
  });

  it('notifies subscribers when another tab removes authToken', () => {
    const store = new SessionStore(localStorage);
    store.signIn({ accessToken: 'a', refreshToken: 'r', username: 'alex' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.removeItem(storageKeys.authToken);
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.authToken, oldValue: 'a', newValue: null }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().accessToken).toBeNull();
    expect(store.getSnapshot().endedMessage).toBe(sessionMessages.sessionExpired);
    unsubscribe();
  });

  it('clear() removes the session keys and the profile copy, and keeps the remembered e-mail and theme', () => {
    const store = new SessionStore(localStorage);
    store.signIn({ accessToken: 'a', refreshToken: 'r', username: 'alex' });
    store.setProfileJson(JSON.stringify({ firstName: 'Alex' }));
    localStorage.setItem(storageKeys.rememberedEmail, 'a@b.c');
    localStorage.setItem('theme', 'dark');
    store.clear();
    expect(store.getSnapshot().endedMessage).toBeNull();
    for (const key of [
      storageKeys.authToken,
      storageKeys.refreshToken,
      storageKeys.username,
      storageKeys.isAuthenticated,
      // Issue 40: however the session ends (a refused refresh, a revoked session), as at sign-out.
      storageKeys.userProfile,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(store.getSnapshot().profileJson).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberedEmail)).toBe('a@b.c');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('displayName (spec 1 §2)', () => {
  it('prefers first plus last name, then the username, then "User"', () => {
    expect(displayName({ firstName: 'Alex', lastName: 'Morgan' }, 'alexm')).toBe('Alex Morgan');
    expect(displayName({ firstName: 'Alex' }, 'alexm')).toBe('Alex');
    expect(displayName({ firstName: '  ', lastName: '' }, 'alexm')).toBe('alexm');
    expect(displayName(null, null)).toBe('User');
  });
});

describe('stored profile', () => {
  it('notifies subscribers when this tab or another tab changes userProfile', () => {
    const store = new SessionStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setProfileJson(JSON.stringify({ firstName: 'Alex' }));
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(storageKeys.userProfile, JSON.stringify({ firstName: 'Sam' }));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.userProfile }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().profileJson).toContain('Sam');
    unsubscribe();
  });
});
