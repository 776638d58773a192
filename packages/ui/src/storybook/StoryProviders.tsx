import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, createApiClients, createMemoryStorage } from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';

/** API clients over the mock API, with their own in-memory storage so stories never share a session. */
export function StoryApi({
  storage = {},
  children,
}: {
  storage?: Record<string, string>;
  children: ReactNode;
}) {
  const [clients] = useState(() =>
    createApiClients({
      baseUrl: API_BASE_URL,
      marketBaseUrl: MARKET_BASE_URL,
      storage: createMemoryStorage(storage),
    }),
  );
  return <ApiProvider clients={clients}>{children}</ApiProvider>;
}

function Destination() {
  const { pathname } = useLocation();
  return <p role="status">Navigated to {pathname}</p>;
}

/** A router starting at `path`; other paths render a marker so a play function can see where it went. */
export function StoryRouter({
  path,
  state,
  children,
}: {
  path: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </MemoryRouter>
  );
}
