import { createContext, useContext, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, createApiClients, createMemoryStorage } from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';

/**
 * How long the call of a story that shows a timeout (a scenario that never answers) waits: the app's 10 s
 * (spec 1 §7) would make each such story wait 10 s. Every other story keeps the app's own 10 s, so that a
 * loaded machine (a docs page's frames, a busy CI) never turns a late answer into a timeout (issue 41). A
 * story sets `parameters.apiTimeoutMs` to choose (`inFlight`); the global `withApiTimeout` passes it here.
 */
export const storyTimeoutMs = 1_500;

/** Parameters of a story whose call never answers (a `*.loading` scenario): it stays in flight, not timed out. */
export const inFlight = { apiTimeoutMs: 24 * 60 * 60_000 };

/** The story's API timeout; `undefined` is the app's own. */
export const StoryApiTimeout = createContext<number | undefined>(undefined);

/** API clients over the mock API, with their own in-memory storage so stories never share a session. */
export function StoryApi({
  storage = {},
  children,
}: {
  storage?: Record<string, string>;
  children: ReactNode;
}) {
  const timeoutMs = useContext(StoryApiTimeout);
  const [clients] = useState(() =>
    createApiClients({
      baseUrl: API_BASE_URL,
      marketBaseUrl: MARKET_BASE_URL,
      storage: createMemoryStorage(storage),
      timeoutMs,
    }),
  );
  return <ApiProvider clients={clients}>{children}</ApiProvider>;
}

function Destination() {
  const { pathname, state } = useLocation();
  const message = (state as { message?: unknown } | null)?.message;
  return (
    <div>
      <p role="status">Navigated to {pathname}</p>
      {typeof message === 'string' && <p>Message: {message}</p>}
    </div>
  );
}

/**
 * A router starting at `path` (with the query `search`); other paths render a marker, with the message
 * handed over in router state, so a play function can see where it went.
 */
export function StoryRouter({
  path,
  pattern = path,
  search,
  hash,
  state,
  children,
}: {
  path: string;
  /** The route's pattern when it has a parameter (`/market/:symbol` for `/market/btc`). */
  pattern?: string;
  search?: string;
  hash?: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[{ pathname: path, search, hash, state }]}>
      <Routes>
        <Route path={pattern} element={children} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </MemoryRouter>
  );
}
