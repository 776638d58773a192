// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { httpErrors, loginErrors, loginServerDetails, sessionMessages } from '@tp/messages';
import { createApiClients, type ApiClients } from '../client';
import { call } from './call';
import { createMemoryStorage, storageKeys, type KeyValueStorage } from '../session/sessionStore';

const base = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let storage: KeyValueStorage;
let clock: number;
let ended: string[];
let clients: ApiClients;

function signedIn(access = 'old-access', refresh = 'refresh-1') {
  storage = createMemoryStorage({
    [storageKeys.authToken]: access,
    [storageKeys.refreshToken]: refresh,
    [storageKeys.username]: 'alex',
    [storageKeys.isAuthenticated]: 'true',
  });
  openTab();
}

/** A tab on the current storage: a new one (or a reload) has nothing in memory, only what the store kept. */
function openTab() {
  clients = createApiClients({
    baseUrl: base,
    marketBaseUrl: 'https://market.test',
    storage,
    now: () => clock,
    onSessionEnded: (message) => ended.push(message),
  });
}

const balance = [{ id: 1, balance: 100, currency: 'USD', updated_at: '2026-01-01T00:00:00Z' }];
const profileOk = http.get(`${base}/auth/profile/`, () => HttpResponse.json({}));
/** The server accepts only `JWT <valid>`; anything else is a 401. */
function balanceAccepting(valid: string) {
  return http.get(`${base}/api/balance/`, ({ request }) =>
    request.headers.get('Authorization') === `JWT ${valid}`
      ? HttpResponse.json(balance)
      : HttpResponse.json(
          { detail: 'Given token not valid', code: 'token_not_valid' },
          { status: 401 },
        ),
  );
}

beforeEach(() => {
  clock = 1_000_000;
  ended = [];
  signedIn();
});

describe('auth header', () => {
  it('sends "Authorization: JWT {token}" on account calls', async () => {
    let header: string | null = null;
    server.use(
      profileOk,
      http.get(`${base}/api/balance/`, ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json(balance);
      }),
    );
    await call(clients.api.GET('/api/balance/'));
    expect(header).toBe('JWT old-access');
  });

  it('sends no token on the login call and never refreshes on its 401', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ access_token: 'x' }));
    let header: string | null = 'unset';
    server.use(
      http.post(`${base}/auth/token/refresh/`, refresh),
      http.post(`${base}/auth/login/`, ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json({ detail: loginServerDetails.invalidPassword }, { status: 401 });
      }),
    );
    await expect(
      call(
        clients.api.POST('/auth/login/', { body: { email: 'a@b.c', password: 'wrongpass' } }),
        'login',
      ),
    ).rejects.toThrow(loginErrors.invalidPassword);
    expect(header).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('token refresh on 401', () => {
  it('ten concurrent 401s share exactly one refresh and all ten then succeed', async () => {
    const refresh = vi.fn(async ({ request }: { request: Request }) => {
      expect(await request.json()).toEqual({ refresh_token: 'refresh-1' });
      return HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2' });
    });
    server.use(
      profileOk,
      balanceAccepting('new-access'),
      http.post(`${base}/auth/token/refresh/`, refresh),
    );

    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(clients.api.GET('/api/balance/'))),
    );

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results).toHaveLength(10);
    results.forEach((result) => expect(result).toEqual(balance));
    expect(storage.getItem(storageKeys.authToken)).toBe('new-access');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
  });

  it('retries a call with a JSON body after the refresh', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ access_token: 'new-access' }),
      ),
      http.post(`${base}/auth/logout/`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'JWT new-access'
          ? HttpResponse.json({ message: 'bye' })
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    await expect(
      call(clients.api.POST('/auth/logout/', { body: { refresh_token: 'refresh-1' } })),
    ).resolves.toEqual({
      message: 'bye',
    });
    expect(bodies).toEqual([{ refresh_token: 'refresh-1' }, { refresh_token: 'refresh-1' }]);
  });

  it('a failed refresh clears authToken, refreshToken and username and ends the session once', async () => {
    server.use(
      profileOk,
      balanceAccepting('never'),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ detail: 'bad' }, { status: 401 }),
      ),
    );
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => call(clients.api.GET('/api/balance/'))),
    );

    outcomes.forEach((outcome) => {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toBe(
        sessionMessages.invalidOrExpiredToken,
      );
    });
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(storage.getItem(storageKeys.username)).toBeNull();
    expect(clients.session.getSnapshot().isAuthenticated).toBe(false);
    expect(ended).toEqual([sessionMessages.invalidOrExpiredToken]);
  });

  it('without a refresh token it clears the session with the spec text', async () => {
    storage.removeItem(storageKeys.refreshToken);
    signedIn('old-access', '');
    storage.removeItem(storageKeys.refreshToken);
    server.use(profileOk, balanceAccepting('never'));
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(
      sessionMessages.noRefreshToken,
    );
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(ended).toEqual([sessionMessages.noRefreshToken]);
  });

  it('a call that fails after the session ended elsewhere keeps that ending and its message', async () => {
    server.use(
      http.get(`${base}/auth/activity/`, () => {
        // Another tab signs out while this call is on its way: the session here is gone.
        clients.session.clear(sessionMessages.sessionExpired);
        return HttpResponse.json({ detail: 'Token is blacklisted' }, { status: 401 });
      }),
    );
    await expect(call(clients.api.GET('/auth/activity/'))).rejects.toThrow(
      sessionMessages.noRefreshToken,
    );
    expect(clients.session.getSnapshot().endedMessage).toBe(sessionMessages.sessionExpired);
    expect(ended).toEqual([]);
  });
});

describe('token validity check (GET /auth/profile/)', () => {
  it('runs before a non-auth call and is skipped within 60 s of a success', async () => {
    const profile = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(`${base}/auth/profile/`, profile), balanceAccepting('old-access'));

    await call(clients.api.GET('/api/balance/'));
    await call(clients.api.GET('/api/balance/'));
    clock += 59_999;
    await call(clients.api.GET('/api/balance/'));
    expect(profile).toHaveBeenCalledTimes(1);

    clock += 2;
    await call(clients.api.GET('/api/balance/'));
    expect(profile).toHaveBeenCalledTimes(2);
  });

  it('is not run for auth calls', async () => {
    const profile = vi.fn(() => HttpResponse.json({ message: 'bye' }));
    server.use(
      http.get(`${base}/auth/profile/`, profile),
      http.post(`${base}/auth/logout/`, () => HttpResponse.json({ message: 'bye' })),
    );
    await call(clients.api.POST('/auth/logout/', { body: { refresh_token: 'refresh-1' } }));
    expect(profile).not.toHaveBeenCalled();
  });

  it('rejects with "Invalid token detected" when the token cannot be made valid', async () => {
    const balanceCall = vi.fn(() => HttpResponse.json(balance));
    server.use(
      http.get(`${base}/auth/profile/`, () =>
        HttpResponse.json({ detail: 'bad' }, { status: 401 }),
      ),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' }),
      ),
      http.get(`${base}/api/balance/`, balanceCall),
    );
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(
      sessionMessages.invalidToken,
    );
    expect(balanceCall).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(ended).toEqual([sessionMessages.invalidToken]);
  });

  it('a refused refresh during the check (a revoked session, D12) ends with "Invalid or expired token"', async () => {
    const balanceCall = vi.fn(() => HttpResponse.json(balance));
    server.use(
      http.get(`${base}/auth/profile/`, () =>
        HttpResponse.json({ detail: 'bad' }, { status: 401 }),
      ),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
      http.get(`${base}/api/balance/`, balanceCall),
    );
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(
      sessionMessages.invalidOrExpiredToken,
    );
    expect(balanceCall).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(ended).toEqual([sessionMessages.invalidOrExpiredToken]);
  });

  it('a server error during the check is reported as such and keeps the session', async () => {
    server.use(http.get(`${base}/auth/profile/`, () => HttpResponse.json({}, { status: 503 })));
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(httpErrors.serverError);
    expect(storage.getItem(storageKeys.authToken)).toBe('old-access');
  });
});

describe('a confirmation kept in the session store (issue 26: the data starts with the page)', () => {
  it('a reload 10 s after a passed check sends the data call at once, without the check', async () => {
    const profile = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(`${base}/auth/profile/`, profile), balanceAccepting('old-access'));
    await call(clients.api.GET('/api/balance/'));
    expect(profile).toHaveBeenCalledTimes(1);

    clock += 10_000;
    openTab();
    await call(clients.api.GET('/api/balance/'));
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('a reload 61 s after the check runs it again before the call', async () => {
    const order: string[] = [];
    server.use(
      http.get(`${base}/auth/profile/`, () => {
        order.push('check');
        return HttpResponse.json({});
      }),
      http.get(`${base}/api/balance/`, () => {
        order.push('balance');
        return HttpResponse.json(balance);
      }),
    );
    await call(clients.api.GET('/api/balance/'));
    clock += 61_000;
    openTab();
    await call(clients.api.GET('/api/balance/'));
    expect(order).toEqual(['check', 'balance', 'check', 'balance']);
  });

  it('a token just issued by a refresh counts as confirmed, in another tab too', async () => {
    const profile = vi.fn(() => HttpResponse.json({}));
    server.use(
      http.get(`${base}/auth/profile/`, profile),
      balanceAccepting('new-access'),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2' }),
      ),
    );
    storage.setItem(storageKeys.tokenConfirmedAt, '');
    clients.session.confirmToken('old-access', clock);
    await call(clients.api.GET('/api/balance/'));
    expect(profile).not.toHaveBeenCalled();

    clock += 5_000;
    openTab();
    await call(clients.api.GET('/api/balance/'));
    expect(profile).not.toHaveBeenCalled();
  });

  it('never counts for another token', async () => {
    const profile = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(`${base}/auth/profile/`, profile), balanceAccepting('other-access'));
    clients.session.confirmToken('old-access', clock);
    storage.setItem(storageKeys.authToken, 'other-access');
    openTab();
    await call(clients.api.GET('/api/balance/'));
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('a token revoked within the 60 s still ends the session: the call itself gets 401 and the refresh is refused', async () => {
    const profile = vi.fn(() => HttpResponse.json({}));
    server.use(
      http.get(`${base}/auth/profile/`, profile),
      // Revoked (D12): every call with the token is refused, and so is its refresh token.
      balanceAccepting('nothing-is-valid'),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    clients.session.confirmToken('old-access', clock - 10_000);
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(
      sessionMessages.invalidOrExpiredToken,
    );
    expect(profile).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(storage.getItem(storageKeys.tokenConfirmedAt)).toBeNull();
    expect(ended).toEqual([sessionMessages.invalidOrExpiredToken]);
  });

  it('an expired access token within the 60 s is refreshed on its 401 and the call succeeds', async () => {
    server.use(
      balanceAccepting('new-access'),
      http.post(`${base}/auth/token/refresh/`, () =>
        HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2' }),
      ),
    );
    clients.session.confirmToken('old-access', clock - 10_000);
    await expect(call(clients.api.GET('/api/balance/'))).resolves.toEqual(balance);
    expect(storage.getItem(storageKeys.authToken)).toBe('new-access');
    expect(ended).toEqual([]);
  });
});

describe('timeout and network failure', () => {
  it('gives up after 10 s with the timeout message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging = (request: Request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      const timed = createApiClients({
        baseUrl: base,
        marketBaseUrl: 'https://m.test',
        storage,
        fetch: hanging,
      });
      const pending = call(
        timed.api.POST('/auth/login/', { body: { email: 'a@b.c', password: 'password1' } }),
      );
      const settled = vi.fn();
      pending.then(settled, settled);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).rejects.toThrow(httpErrors.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a network failure into the network message', async () => {
    server.use(http.post(`${base}/auth/login/`, () => HttpResponse.error()));
    await expect(
      call(clients.api.POST('/auth/login/', { body: { email: 'a@b.c', password: 'password1' } })),
    ).rejects.toThrow(httpErrors.network);
  });
});

describe('a refresh that fails for another reason keeps the session (issue 11 §3)', () => {
  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 }), httpErrors.serverError],
    ['a 503', () => HttpResponse.json({}, { status: 503 }), httpErrors.serverError],
    ['a 429', () => HttpResponse.json({}, { status: 429 }), httpErrors.tooManyRequests],
    ['a network error', () => HttpResponse.error(), httpErrors.network],
  ])('%s: the call fails with its message, the tokens stay', async (_, answer, message) => {
    server.use(
      profileOk,
      balanceAccepting('new-access'),
      http.post(`${base}/auth/token/refresh/`, answer),
    );
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(message);
    expect(storage.getItem(storageKeys.authToken)).toBe('old-access');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(clients.session.getSnapshot().isAuthenticated).toBe(true);
    expect(ended).toEqual([]);
  });

  it.each([400, 401, 403])(
    'a %i says the refresh token is bad: the session ends',
    async (status) => {
      server.use(
        profileOk,
        balanceAccepting('new-access'),
        http.post(`${base}/auth/token/refresh/`, () => HttpResponse.json({}, { status })),
      );
      await expect(call(clients.api.GET('/api/balance/'))).rejects.toThrow(
        sessionMessages.invalidOrExpiredToken,
      );
      expect(ended).toEqual([sessionMessages.invalidOrExpiredToken]);
    },
  );
});

describe('calls made while a refresh is in flight (issue 11 §2)', () => {
  it('wait for it and go out with the new token', async () => {
    let releaseRefresh = () => {};
    const refreshStarted = new Promise<void>((started) => {
      server.use(
        http.post(`${base}/auth/token/refresh/`, async () => {
          started();
          await new Promise<void>((release) => (releaseRefresh = release));
          return HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2' });
        }),
      );
    });
    const tokensSeen: (string | null)[] = [];
    server.use(
      profileOk,
      http.get(`${base}/api/balance/`, ({ request }) => {
        const header = request.headers.get('Authorization');
        tokensSeen.push(header);
        return header === 'JWT new-access'
          ? HttpResponse.json(balance)
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const first = call(clients.api.GET('/api/balance/'));
    await refreshStarted;
    const second = call(clients.api.GET('/api/balance/'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseRefresh();
    await expect(Promise.all([first, second])).resolves.toEqual([balance, balance]);
    expect(tokensSeen).toEqual(['JWT old-access', 'JWT new-access', 'JWT new-access']);
  });
});

describe('another user in the session meanwhile (issue 11 §6)', () => {
  it("a 401 is not retried with the new user's token", async () => {
    const seen: (string | null)[] = [];
    const refresh = vi.fn(() => HttpResponse.json({ access_token: 'x', refresh_token: 'y' }));
    server.use(
      profileOk,
      http.post(`${base}/auth/token/refresh/`, refresh),
      http.get(`${base}/api/balance/`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        // Meanwhile another tab signs out and Jamie signs in there.
        storage.setItem(storageKeys.authToken, 'jamie-access');
        storage.setItem(storageKeys.refreshToken, 'jamie-refresh');
        storage.setItem(storageKeys.username, 'jamie');
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    await expect(call(clients.api.GET('/api/balance/'))).rejects.toBeInstanceOf(Error);
    expect(seen).toEqual(['JWT old-access']);
    expect(refresh).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.authToken)).toBe('jamie-access');
    expect(ended).toEqual([]);
  });
});

describe('time limits (issue 11 §4)', () => {
  /** A fetch that answers after `delayMs` (fake time), or with headers and a body that never ends. */
  function slowFetch(answers: Record<string, { delayMs: number; endless?: boolean }>) {
    return (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        const answer = answers[new URL(request.url).pathname] ?? { delayMs: 0 };
        const timer = setTimeout(() => {
          const body = answer.endless
            ? new ReadableStream({
                start: (controller) => controller.enqueue(new Uint8Array([91])),
              })
            : JSON.stringify(request.url.endsWith('/profile/') ? {} : balance);
          resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
        }, answer.delayMs);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
  }

  async function settlesAfter(pending: Promise<unknown>, ms: number) {
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  }

  function timedClients(fetch: (request: Request) => Promise<Response>) {
    return createApiClients({ baseUrl: base, marketBaseUrl: 'https://m.test', storage, fetch });
  }

  it('a body that never ends times out after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const timed = timedClients(slowFetch({ '/api/balance/': { delayMs: 0, endless: true } }));
      const pending = call(timed.api.GET('/api/balance/'));
      await settlesAfter(pending, 10_000);
      await expect(pending).rejects.toThrow(httpErrors.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the validity check and the call share one 10 s deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const timed = timedClients(
        slowFetch({ '/auth/profile/': { delayMs: 6_000 }, '/api/balance/': { delayMs: 6_000 } }),
      );
      const pending = call(timed.api.GET('/api/balance/'));
      await settlesAfter(pending, 10_000);
      await expect(pending).rejects.toThrow(httpErrors.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's abort (a cancelled query) aborts the call", async () => {
    const seen: AbortSignal[] = [];
    const timed = timedClients((request) => {
      seen.push(request.signal);
      return slowFetch({ '/api/balance/': { delayMs: 60_000 } })(request);
    });
    const controller = new AbortController();
    const pending = call(timed.api.GET('/api/balance/', { signal: controller.signal }));
    // The validity check, then the call itself.
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(seen[1]?.aborted).toBe(true);
  });
});
