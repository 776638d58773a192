import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../session/sessionStore';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { useDisplayName } from './useDisplayName';

const signedIn = { authToken: 'token', refreshToken: 'refresh', username: 'alexmorgan' };

function renderName(stored: Record<string, string>, profileStatus = 200) {
  const fetch = vi.fn(async (request: Request) =>
    new URL(request.url).pathname === '/auth/profile/' && profileStatus === 200
      ? Response.json({ first_name: 'Alex', last_name: 'Morgan', email: 'alex@example.com' })
      : Response.json({ detail: 'Down.' }, { status: profileStatus }),
  );
  const clients = testApiClients(fetch, stored);
  const profileCalls = () =>
    fetch.mock.calls.filter(([request]) => new URL(request.url).pathname === '/auth/profile/')
      .length;
  return { ...renderHookWithApi(() => useDisplayName(), clients), profileCalls };
}

describe('useDisplayName', () => {
  it('fetches the profile once when sign-in did not store it, and shows the full name', async () => {
    const { result, profileCalls } = renderName(signedIn);
    expect(result.current).toBe('alexmorgan');
    await waitFor(() => expect(result.current).toBe('Alex Morgan'));
    expect(profileCalls()).toBeGreaterThan(0);
  });

  it('asks nothing when the profile is stored', async () => {
    const profile = JSON.stringify({ firstName: 'Sam', lastName: 'Lee' });
    const { result, profileCalls } = renderName({
      ...signedIn,
      [storageKeys.userProfile]: profile,
    });
    expect(result.current).toBe('Sam Lee');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(profileCalls()).toBe(0);
  });

  it('keeps the username when the profile cannot be read', async () => {
    const { result, profileCalls } = renderName(signedIn, 500);
    await waitFor(() => expect(profileCalls()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe('alexmorgan');
  });

  it('asks nothing when signed out', async () => {
    const { result, profileCalls } = renderName({});
    expect(result.current).toBe('User');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(profileCalls()).toBe(0);
  });
});
