import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiProvider,
  createApiClients,
  createMemoryStorage,
  forexSymbols,
  tickerCoinIds,
  tickerRefreshMs,
} from '@tp/api';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@tp/i18n';
import { tickerTexts } from '../../widgets/Ticker';
import { LiveTicker } from './LiveTicker';

function renderLiveTicker() {
  const requests: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    requests.push(pathname);
    if (pathname === '/simple/price')
      return Response.json(
        Object.fromEntries(tickerCoinIds.map((id) => [id, { usd: 2, usd_24h_change: 1 }])),
      );
    return Response.json(forexSymbols.map((symbol) => ({ symbol, price: 1.1, change: 0.1 })));
  });
  const clients = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage(),
    fetch,
    locks: null,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider clients={clients}>
        {/* A coin's symbol links to its page (issue 44). */}
        <MemoryRouter>
          <LiveTicker />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { forexRequests: () => requests.filter((path) => path === '/api/market/forex/').length };
}

const settle = (ms = 10) => act(() => vi.advanceTimersByTimeAsync(ms));
const region = () => screen.getByRole('region', { name: i18n._(tickerTexts.label) });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveTicker', () => {
  it('shows the 43 prices and refreshes them every 15 s', async () => {
    const server = renderLiveTicker();
    await settle();
    // Items mount a chunk per frame.
    for (let frame = 0; frame < 8; frame += 1) await settle(20);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(43);
    await settle(tickerRefreshMs);
    expect(server.forexRequests()).toBe(2);
  });

  it('stops the motion and the polling while paused, and starts both again on Resume', async () => {
    const server = renderLiveTicker();
    await settle();
    fireEvent.click(within(region()).getByRole('button', { name: i18n._(tickerTexts.pause) }));
    expect(region()).toHaveAttribute('data-motion', 'paused');
    await settle(4 * tickerRefreshMs);
    expect(server.forexRequests()).toBe(1);

    fireEvent.click(within(region()).getByRole('button', { name: i18n._(tickerTexts.resume) }));
    expect(region()).toHaveAttribute('data-motion', 'running');
    await settle(tickerRefreshMs + 10);
    expect(server.forexRequests()).toBe(2);
  });

  it('stands still under prefers-reduced-motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderLiveTicker();
    await settle();
    expect(region()).toHaveAttribute('data-motion', 'static');
    expect(region().querySelectorAll('ul')).toHaveLength(1);
  });
});
