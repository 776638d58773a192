import { addressBookMessages } from '@tp/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_URL } from '../baseUrls';
import { createManualClock } from '../backend/clock';
import { SEED_NOW } from '../backend/seed';
import { createMockServer } from '../node';
import { alex } from '../test/backendFixtures';
import { AWAITING_ACCOUNT, HELD_WALLET } from './destinations';
import { scenario, type ScenarioName } from '.';

const server = createMockServer({ clock: createManualClock(Date.parse(SEED_NOW)).now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

async function login(): Promise<string> {
  const response = await fetch(`${API_BASE_URL}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: alex.email, password: alex.password }),
  });
  return String(((await response.json()) as { access_token: string }).access_token);
}

interface Book {
  destinations: { label: string; status: string; usable_at: string | null }[];
  allow_list: { enabled: boolean; turns_off_at: string | null };
  hold: { until: string; reason: string } | null;
}

async function bookWith(name: ScenarioName): Promise<{ token: string; book: Book }> {
  server.use(...scenario(name, { backend: server.backend }));
  const token = await login();
  const read = () =>
    fetch(`${API_BASE_URL}/api/withdrawal-destinations/`, {
      headers: { Authorization: `JWT ${token}` },
    }).then((response) => response.json() as Promise<Book>);
  // Two reads at once, as two tabs would: the state is made true once.
  const [book] = await Promise.all([read(), read()]);
  const { server_time: _readAt, ...again } = (await read()) as Book & { server_time: string };
  const { server_time: _firstAt, ...first } = book as Book & { server_time: string };
  expect(again).toEqual(first);
  return { token, book };
}

const withdraw = (token: string, body: object) =>
  fetch(`${API_BASE_URL}/api/withdrawals/`, {
    method: 'POST',
    headers: {
      Authorization: `JWT ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
const toSavedBank = {
  amount: 100,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
};

describe('the address book scenarios with a backend', () => {
  it('destinations.list.empty removes every saved destination', async () => {
    const { book } = await bookWith('destinations.list.empty');
    expect(book.destinations).toEqual([]);
  });

  it('destinations.list.onHold removes a second factor: withdrawals to a saved account are refused', async () => {
    const { token, book } = await bookWith('destinations.list.onHold');
    expect(book.hold).toMatchObject({ reason: 'second_factor_removed' });
    const refused = await withdraw(token, toSavedBank);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'withdrawals_on_hold' });
  });

  it('destinations.list.allowListOn refuses a withdrawal to a new address', async () => {
    const { token, book } = await bookWith('destinations.list.allowListOn');
    expect(book.allow_list).toEqual({ enabled: true, turns_off_at: null });
    const refused = await withdraw(token, {
      ...toSavedBank,
      bank_account: 'DE89370400440532013000',
    });
    expect(await refused.json()).toMatchObject({
      code: 'allow_list_on',
      detail: addressBookMessages.allowListOn,
    });
    expect((await withdraw(token, toSavedBank)).status).toBe(201);
  });

  it('destinations.list.allowListTurningOff waits 48 hours', async () => {
    const { book } = await bookWith('destinations.list.allowListTurningOff');
    expect(book.allow_list.enabled).toBe(true);
    expect(book.allow_list.turns_off_at).toBe('2026-06-17T12:00:00.000Z');
  });

  it('destinations.list.heldDestination saves a wallet usable in 5 h 12 min, which a withdrawal meets held', async () => {
    const { token, book } = await bookWith('destinations.list.heldDestination');
    expect(book.destinations[0]).toMatchObject({
      label: HELD_WALLET.label,
      status: 'held',
      usable_at: '2026-06-15T17:12:00.000Z',
    });
    const refused = await withdraw(token, {
      amount: 100,
      withdrawal_method: 'Cryptocurrency',
      wallet_address: HELD_WALLET.address,
      chain: HELD_WALLET.chain,
    });
    expect(await refused.json()).toMatchObject({
      code: 'destination_held',
      opens_at: '2026-06-15T17:12:00.000Z',
    });
  });

  it('destinations.list.awaitingCode saves a bank account and e-mails its code', async () => {
    const { book } = await bookWith('destinations.list.awaitingCode');
    expect(book.destinations[0]).toMatchObject({
      label: AWAITING_ACCOUNT.label,
      status: 'awaiting_code',
      usable_at: null,
    });
    expect(server.backend.latestCode(alex.email, 'destination')).toMatch(/^\d{6}$/);
  });
});
