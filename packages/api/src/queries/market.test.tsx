import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { coinPricesFrom, priceRefreshMs, useSimplePrices } from './market';

const ids = ['bitcoin', 'ethereum'] as const;

/** Each market call takes the next queued answer. */
function marketServer(answers: Array<() => Response>) {
  const requests: URL[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(new URL(request.url));
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  return { fetch, requests };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

function renderPrices(fetch: (request: Request) => Promise<Response>) {
  return renderHookWithApi(() => useSimplePrices(ids), testApiClients(fetch));
}

/** Lets fetches, query notifications (setTimeout 0) and React updates run. */
const settle = (ms = 10) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSimplePrices', () => {
  it('asks the simple-price endpoint for the coins in USD with the 24 h change', async () => {
    const { fetch, requests } = marketServer([json({ bitcoin: { usd: 1, usd_24h_change: 2 } })]);
    renderPrices(fetch);
    await settle();
    expect(requests).toHaveLength(1);
    const url = requests[0]!;
    expect(url.pathname).toBe('/simple/price');
    expect(url.searchParams.get('ids')).toBe('bitcoin,ethereum');
    expect(url.searchParams.get('vs_currencies')).toBe('usd');
    expect(url.searchParams.get('include_24hr_change')).toBe('true');
  });

  it('fetches again after 60 seconds and shows the new prices', async () => {
    const { fetch } = marketServer([
      json({ bitcoin: { usd: 100, usd_24h_change: 1 } }),
      json({ bitcoin: { usd: 200, usd_24h_change: -1 } }),
    ]);
    const { result } = renderPrices(fetch);
    await settle();
    expect(result.current.data?.bitcoin?.usd).toBe(100);

    await settle(priceRefreshMs - 100);
    expect(fetch).toHaveBeenCalledTimes(1);
    await settle(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.data?.bitcoin?.usd).toBe(200);
  });

  it('keeps the last prices when a refresh fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = marketServer([
      json({ bitcoin: { usd: 100, usd_24h_change: 1 } }),
      json({ status: { error_code: 500, error_message: 'down' } }, 500),
      json({ bitcoin: { usd: 300, usd_24h_change: 3 } }),
    ]);
    const { result } = renderPrices(fetch);
    await settle();
    await settle(priceRefreshMs);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.data?.bitcoin?.usd).toBe(100);
    expect(warn).toHaveBeenCalledTimes(1);

    // Polling goes on after a failure.
    await settle(priceRefreshMs);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.current.data?.bitcoin?.usd).toBe(300);
    warn.mockRestore();
  });
});

describe('coinPricesFrom', () => {
  it('starts every coin at 0 and 0 before the first answer', () => {
    expect(coinPricesFrom(undefined, ids)).toEqual({
      bitcoin: { price: 0, change24h: 0 },
      ethereum: { price: 0, change24h: 0 },
    });
  });

  it('reads a missing 24 h change as 0', () => {
    expect(coinPricesFrom({ bitcoin: { usd: 5 } }, ['bitcoin'])).toEqual({
      bitcoin: { price: 5, change24h: 0 },
    });
  });
});
