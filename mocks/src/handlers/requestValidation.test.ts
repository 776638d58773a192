// The contract check in front of every handler (issue 11 §8): a request that does not match openapi/*.yaml gets 400
// with per-field Django REST framework texts, in the documented ValidationError shape, before the backend sees it.
import { transferValidation, withdrawalValidation } from '@tp/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../backend/serverTexts';
import { API_BASE_URL, MARKET_BASE_URL } from '../baseUrls';
import { createMockServer } from '../node';
import { alex, jamie, newSignup, PNG_BYTES } from '../test/backendFixtures';
import { contractViolation, loadApi, type LoadedApi } from '../test/openapiSchemas';
import { operations, type OperationId } from './operations';
import { requestValidators } from './requestValidators.gen';

const server = createMockServer();
let apis: LoadedApi[];
beforeAll(async () => {
  apis = await Promise.all([loadApi('openapi.yaml'), loadApi('market.yaml')]);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.backend.reset());
afterAll(() => server.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Sends a request and checks the answer against the operation's documented responses. */
async function send(
  operationId: OperationId,
  url: string,
  init: RequestInit = {},
): Promise<Answer> {
  const response = await fetch(url, init);
  const answer = { status: response.status, body: (await response.json()) as Answer['body'] };
  const operation = apis.map((api) => api.operations.get(operationId)).find(Boolean);
  if (!operation) throw new Error(`${operationId} is not in the contract`);
  expect(contractViolation(operation, answer.status, answer.body)).toBeNull();
  return answer;
}

function json(body: unknown, token?: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

async function login(user: { email: string; password: string }): Promise<string> {
  const answer = await send(
    'login',
    `${API_BASE_URL}/auth/login/`,
    json({ email: user.email, password: user.password }),
  );
  return String(answer.body.access_token);
}

const signup = newSignup;
const transfer = { amount: 300, withdrawal_method: 'Transfer', recipient_email: jamie.email };
const key = { 'Idempotency-Key': 'validation-test-0001' };

describe('the contract check', () => {
  it('has a generated check for every operation of both contracts', () => {
    expect(Object.keys(requestValidators).sort()).toEqual(
      operations.map((operation) => operation.operationId).sort(),
    );
  });

  it('refuses a string longer than its maxLength, naming the field', async () => {
    const answer = await send(
      'signup',
      `${API_BASE_URL}/auth/signup/`,
      json({ ...signup, first_name: 'x'.repeat(10_000) }),
    );
    expect(answer).toEqual({ status: 400, body: { first_name: [serverTexts.tooLong(150)] } });
  });

  // By its answer, not a stopwatch: the length's message, not the format's, says nothing parsed it.
  it('refuses a hostile e-mail by its length before anything reads it', async () => {
    const answer = await send(
      'signup',
      `${API_BASE_URL}/auth/signup/`,
      json({ ...signup, email: `a@${'.'.repeat(100_000)}@` }),
    );
    expect(answer).toEqual({ status: 400, body: { email: [serverTexts.tooLong(254)] } });
  });

  it("refuses amounts of the wrong type or out of the contract's bounds with the amount's texts", async () => {
    const token = await login(alex);
    const url = `${API_BASE_URL}/api/withdrawals/`;
    const amountOf = async (amount: unknown) =>
      (await send('createWithdrawal', url, json({ ...transfer, amount }, token, key))).body;
    expect(await amountOf('abc')).toEqual({ amount: [withdrawalValidation.invalidAmount] });
    expect(await amountOf('300')).toEqual({ amount: [withdrawalValidation.invalidAmount] });
    expect(await amountOf(null)).toEqual({ amount: [withdrawalValidation.invalidAmount] });
    expect(await amountOf(1e308)).toEqual({
      amount: [withdrawalValidation.aboveMaximum(250_000)],
    });
    expect(await amountOf(-5)).toEqual({ amount: [transferValidation.amountNotPositive] });
    expect(server.backend.toJSON().withdrawals.filter((w) => w.status === 'pending')).toEqual([]);
  });

  it('reads -0 from JSON text as a number that is not above 0', async () => {
    const token = await login(alex);
    const answer = await send('createWithdrawal', `${API_BASE_URL}/api/withdrawals/`, {
      ...json({}, token, key),
      body: `{"amount": -0, "withdrawal_method": "Transfer", "recipient_email": "${jamie.email}"}`,
    });
    expect(answer).toEqual({
      status: 400,
      body: { amount: [transferValidation.amountNotPositive] },
    });
  });

  it('refuses a value outside its enum even where the backend would ignore the field', async () => {
    const token = await login(alex);
    const answer = await send(
      'createWithdrawal',
      `${API_BASE_URL}/api/withdrawals/`,
      json(
        { amount: 50, withdrawal_method: 'Bank Transfer', bank_account: '12345678', chain: 'doge' },
        token,
        key,
      ),
    );
    expect(answer).toEqual({ status: 400, body: { chain: [serverTexts.invalidChoice('doge')] } });
  });

  it('refuses unknown fields where the schema allows no others, and lists every refused field', async () => {
    const answer = await send(
      'login',
      `${API_BASE_URL}/auth/login/`,
      json({ email: 7, is_staff: true }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        email: [serverTexts.notAString],
        password: [serverTexts.fieldRequired],
        is_staff: [serverTexts.unknownField],
      },
    });
  });

  it('refuses query and path parameters of the wrong type or out of bounds', async () => {
    const market = (query: string) =>
      send('listCoinMarkets', `${MARKET_BASE_URL}/coins/markets?vs_currency=usd&${query}`);
    expect((await market('per_page=abc')).body).toEqual({
      per_page: [serverTexts.invalidInteger],
    });
    expect((await market('per_page=-5&page=0')).body).toEqual({
      per_page: [serverTexts.atLeast(1)],
      page: [serverTexts.atLeast(1)],
    });
    const prices = await send(
      'getSimplePrice',
      `${MARKET_BASE_URL}/simple/price?ids=bitcoin&include_24hr_change=yes`,
    );
    expect(prices).toEqual({
      status: 400,
      body: {
        vs_currencies: [serverTexts.fieldRequired],
        include_24hr_change: [serverTexts.invalidBoolean],
      },
    });
    const token = await login(alex);
    const verify = await send(
      'verifyWithdrawal',
      `${API_BASE_URL}/api/withdrawals/abc/verify/`,
      json({ otp: '123456' }, token),
    );
    expect(verify).toEqual({ status: 400, body: { id: [serverTexts.invalidInteger] } });
  });

  it('refuses multipart fields like JSON ones', async () => {
    const token = await login(alex);
    const form = new FormData();
    form.set('amount', '500');
    form.set('payment_method', 'Cryptocurrency');
    form.set('wallet_id', 'bitcoin');
    form.set('wallet_address', 'b'.repeat(5000));
    form.set('cryptoType', 'BTC');
    form.set('proof', new Blob([PNG_BYTES.slice()], { type: 'image/png' }), 'proof.png');
    form.set('note', 'hello');
    const answer = await send('createDeposit', `${API_BASE_URL}/api/deposits/`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, ...key },
      body: form,
    });
    expect(answer).toEqual({
      status: 400,
      body: { wallet_address: [serverTexts.tooLong(128)], note: [serverTexts.unknownField] },
    });
  });

  it('answers a refused header in detail, with the backend’s texts', async () => {
    const token = await login(alex);
    const answer = await send('subscribePackage', `${API_BASE_URL}/api/packages/basic/subscribe/`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Idempotency-Key': 'k'.repeat(129) },
    });
    expect(answer).toEqual({ status: 400, body: { detail: serverTexts.idempotencyKeyInvalid } });
  });

  it('lets authentication answer first, as Django REST framework does', async () => {
    const answer = await send(
      'createWithdrawal',
      `${API_BASE_URL}/api/withdrawals/`,
      json({ amount: 'abc' }, 'not.a.token'),
    );
    expect(answer.status).toBe(401);
  });

  it('answers a body that is not an object as unreadable', async () => {
    const answer = await send('login', `${API_BASE_URL}/auth/login/`, json([1, 2]));
    expect(answer).toEqual({ status: 400, body: { detail: serverTexts.malformedBody } });
  });

  it('lets a matching request through to its handler', async () => {
    const token = await login(alex);
    const answer = await send(
      'createWithdrawal',
      `${API_BASE_URL}/api/withdrawals/`,
      json(transfer, token, key),
    );
    expect(answer.status).toBe(201);
  });
});
