import { QueryClient } from '@tanstack/react-query';
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
  const queryClient = new QueryClient();
  const profileCalls = () =>
    fetch.mock.calls.filter(([request]) => new URL(request.url).pathname === '/auth/profile/')
      .length;
  /** The hook's refill query once it is mounted and nothing fetches: past the moment it would have asked. */
  const settledRefill = async () => {
    const refill = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.queryKey.includes('refill'));
    await waitFor(() => {
      expect(refill()).toBeDefined();
      expect(queryClient.isFetching()).toBe(0);
    });
    return refill()!;
  };
  return {
    ...renderHookWithApi(() => useDisplayName(), clients, queryClient),
    profileCalls,
    settledRefill,
  };
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
    const { result, profileCalls, settledRefill } = renderName({
      ...signedIn,
      [storageKeys.userProfile]: profile,
    });
    expect(result.current).toBe('Sam Lee');
    expect((await settledRefill()).state.fetchStatus).toBe('idle');
    expect(profileCalls()).toBe(0);
  });

  it('keeps the username when the profile cannot be read', async () => {
    const { result, profileCalls, settledRefill } = renderName(signedIn, 500);
    await settledRefill();
    expect(profileCalls()).toBeGreaterThan(0);
    expect(result.current).toBe('alexmorgan');
  });

  it('asks nothing when signed out', async () => {
    const { result, profileCalls, settledRefill } = renderName({});
    expect(result.current).toBe('User');
    expect((await settledRefill()).state.fetchStatus).toBe('idle');
    expect(profileCalls()).toBe(0);
  });
});
