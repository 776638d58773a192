// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../client';
import { createMemoryStorage } from '../session/sessionStore';
import { fetchAllLedgerEntries, type LedgerEntry } from './tradeHistory';

function row(index: number): LedgerEntry {
  return {
    id: `deposit-${index}`,
    type: 'Deposit',
    amount: index,
    status: 'approved',
    method: 'Cryptocurrency',
    created_at: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
    crypto_type: 'BTC',
    recipient_email: null,
    sender_email: null,
  };
}

/**
 * A ledger server as the contract describes it (D11): newest first, numbered pages, or the rows after a given row.
 * `onRead` runs after each answer, so a test can add rows between two pages of an export.
 */
function ledgerServer(rows: LedgerEntry[], onRead: (reads: number) => void) {
  let reads = 0;
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/auth/profile/') return Response.json({});
    const size = Number(url.searchParams.get('page_size') ?? 25);
    const after = url.searchParams.get('after');
    const start =
      after === null
        ? (Number(url.searchParams.get('page') ?? 1) - 1) * size
        : rows.findIndex((candidate) => candidate.id === after) + 1;
    const results = rows.slice(start, start + size);
    const answer = {
      count: rows.length,
      next: start + size < rows.length ? 'more' : null,
      previous: null,
      results,
    };
    reads += 1;
    onRead(reads);
    return Response.json(answer);
  });
  const { api } = createApiClients({
    baseUrl: 'https://api.test',
    marketBaseUrl: 'https://market.test',
    storage: createMemoryStorage({ authToken: 'token', refreshToken: 'r', username: 'alex' }),
    fetch,
  });
  const ledgerCalls = () =>
    fetch.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/api/transactions/');
  return { api, ledgerCalls };
}

describe('fetchAllLedgerEntries (D11 export)', () => {
  it('writes every row that was there when the export began, once, though rows arrive between pages', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => row(250 - index));
    const snapshot = rows.map((entry) => entry.id);
    // After page 1, three new rows arrive; they are the newest, so they come first.
    const { api, ledgerCalls } = ledgerServer(rows, (reads) => {
      if (reads === 1) rows.unshift(row(253), row(252), row(251));
    });

    const exported = await fetchAllLedgerEntries(api, 'transfer');

    expect(exported.map((entry) => entry.id)).toEqual(snapshot);
    const calls = ledgerCalls();
    expect(calls.map((url) => url.searchParams.get('type'))).toEqual([
      'transfer',
      'transfer',
      'transfer',
    ]);
    expect(calls[0]!.searchParams.get('page')).toBe('1');
    expect(calls[0]!.searchParams.get('page_size')).toBe('100');
    // Each next page reads on after the last row received, not by page number.
    expect(
      calls.slice(1).map((url) => [url.searchParams.get('after'), url.searchParams.get('page')]),
    ).toEqual([
      ['deposit-151', null],
      ['deposit-51', null],
    ]);
  });

  it('reads one page when the ledger fits on it', async () => {
    const { api, ledgerCalls } = ledgerServer([row(2), row(1)], () => undefined);
    expect((await fetchAllLedgerEntries(api, 'all')).map((entry) => entry.id)).toEqual([
      'deposit-2',
      'deposit-1',
    ]);
    expect(ledgerCalls()).toHaveLength(1);
  });
});
