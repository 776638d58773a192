// D11 over HTTP: `after` reads the ledger on from a row, so an export that follows `next` writes each row once and
// misses none, however many rows arrive while it reads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../backend/serverTexts';
import { API_BASE_URL } from '../baseUrls';
import { createMockServer } from '../node';
import { alex, freshKey, jamie } from '../test/backendFixtures';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

async function get(path: string, token: string) {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Page {
  next: string | null;
  results: { id: string }[];
}

describe('GET /api/transactions/?after= (D11)', () => {
  it('follows next from page 1 through rows that arrive meanwhile, each row once', async () => {
    const { access_token: token } = await server.backend.api.login(alex);
    const snapshot = (
      (await get('/api/transactions/?page_size=100', token)).body as unknown as Page
    ).results;
    let page = (await get('/api/transactions/?page_size=10', token)).body as unknown as Page;
    const exported = [...page.results];

    // Jamie sends Alex $15 while the export reads: the newest row of Alex's ledger.
    const jamieId = server.backend.userIdByEmail(jamie.email)!;
    const sent = await server.backend.api.createWithdrawal(
      jamieId,
      { amount: 15, withdrawal_method: 'Transfer', recipient_email: alex.email },
      freshKey(),
    );
    await server.backend.api.verifyWithdrawal(jamieId, sent.id, {
      otp: server.backend.latestCode(jamie.email, 'withdrawal'),
    });

    // Page 1's next is page 2 (numbered pages shift as rows arrive), so the export reads on after its last row,
    // then follows next, which reads on after the last row of each page.
    expect(page.next).toBe('/api/transactions/?type=all&page=2&page_size=10');
    let next: string | null = `/api/transactions/?page_size=10&after=${page.results.at(-1)!.id}`;
    while (next !== null) {
      const answer = await get(next, token);
      expect(answer.status).toBe(200);
      page = answer.body as unknown as Page;
      exported.push(...page.results);
      next = page.next;
      if (next !== null) expect(next).toMatch(/[?&]after=/);
    }
    expect(exported.map((row) => row.id)).toEqual(snapshot.map((row) => row.id));
  });

  it('refuses after with a page (400) and after a row of another user (404)', async () => {
    const { access_token: token } = await server.backend.api.login(jamie);
    const both = await get('/api/transactions/?page=1&after=deposit-2', token);
    expect(both).toEqual({ status: 400, body: { page: [serverTexts.invalidValue] } });
    // deposit-1 is Alex's: Jamie learns nothing of it.
    const foreign = await get('/api/transactions/?after=deposit-1', token);
    expect(foreign).toEqual({ status: 404, body: { detail: serverTexts.invalidPage } });
  });
});
