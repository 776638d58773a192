import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../backend/serverTexts';
import { API_BASE_URL, MARKET_BASE_URL } from '../baseUrls';
import { createMockServer } from '../node';
import { scenario } from '../scenarios';
import { JPEG_BYTES, PNG_BYTES, TEXT_BYTES, alex, freshKey, jamie } from '../test/backendFixtures';
import { depositValidation } from '@tp/messages';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

async function call(
  path: string,
  init: RequestInit & { json?: unknown; token?: string; key?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `JWT ${init.token}`);
  if (init.key) headers.set('Idempotency-Key', init.key);
  const response = await fetch(`${API_BASE_URL}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

async function login(user: { email: string; password: string }) {
  const { body } = await call('/auth/login/', {
    method: 'POST',
    json: { email: user.email, password: user.password },
  });
  return String(body.access_token);
}

function proofForm(bytes: Uint8Array, name = 'proof.png', type = 'image/png') {
  const form = new FormData();
  form.set('amount', '250.00');
  form.set('payment_method', 'Cryptocurrency');
  form.set('wallet_id', 'usdt_trc20');
  form.set('wallet_address', 'TKJndSeffPQonzHUVBxjKd4JLsV6Aqsdgy');
  form.set('cryptoType', 'USDT (TRC20)');
  form.set('proof', new Blob([bytes.slice()], { type }), name);
  return form;
}

describe('HTTP mapping', () => {
  it('signs in and reads the profile with `Authorization: JWT <token>`', async () => {
    const token = await login(alex);
    const profile = await call('/auth/profile/', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: alex.email, username: 'alexmorgan' });
  });

  it('answers 401 token_not_valid without a valid token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer abc' },
      { Authorization: 'JWT not.a.token' },
    ];
    for (const headers of attempts) {
      const answer = await call('/api/balance/', { headers });
      expect([answer.status, answer.body]).toEqual([
        401,
        { detail: serverTexts.tokenNotValid, code: 'token_not_valid' },
      ]);
    }
  });

  it('reads multipart deposits and checks the proof by its bytes, not its name or type', async () => {
    const token = await login(alex);
    const png = await call('/api/deposits/', {
      method: 'POST',
      body: proofForm(PNG_BYTES),
      token,
      key: freshKey(),
    });
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ amount: 250, status: 'pending', notification_sent: true });
    const jpegNamedPng = await call('/api/deposits/', {
      method: 'POST',
      body: proofForm(JPEG_BYTES, 'photo.png', 'image/png'),
      token,
      key: freshKey(),
    });
    expect(jpegNamedPng.status).toBe(201);
    const renamedText = await call('/api/deposits/', {
      method: 'POST',
      body: proofForm(TEXT_BYTES, 'proof.png', 'image/png'),
      token,
      key: freshKey(),
    });
    expect([renamedText.status, renamedText.body]).toEqual([
      400,
      { proof: [depositValidation.proofInvalidType] },
    ]);
  });

  it('replays an Idempotency-Key over HTTP, to its own request only', async () => {
    const token = await login(alex);
    const init = { method: 'POST', token, key: 'checkout-42-abc' };
    const first = await call('/api/packages/basic/subscribe/', init);
    const second = await call('/api/packages/basic/subscribe/', init);
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: first.body });
    const deposit = { method: 'POST', token, key: 'deposit-42-abc' };
    expect((await call('/api/deposits/', { ...deposit, body: proofForm(PNG_BYTES) })).status).toBe(
      201,
    );
    const deposits = server.backend.toJSON().deposits.length;
    expect(await call('/api/deposits/', { ...deposit, body: proofForm(JPEG_BYTES) })).toMatchObject(
      { status: 422, body: { detail: serverTexts.idempotencyKeyReused } },
    );
    expect(server.backend.toJSON().deposits).toHaveLength(deposits);
    expect(await call('/api/packages/basic/subscribe/', { method: 'POST', token })).toMatchObject({
      status: 400,
      body: { detail: serverTexts.idempotencyKeyRequired },
    });
    expect(server.backend.fundsOf(alex.email).balance).toBe(12000);
  });

  it('runs a transfer end to end with the e-mailed code', async () => {
    const token = await login(alex);
    const created = await call('/api/withdrawals/', {
      method: 'POST',
      token,
      json: { amount: 300, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      key: freshKey(),
    });
    expect(created.status).toBe(201);
    const otp = server.backend.latestCode(alex.email, 'withdrawal');
    const wrong = await call(`/api/withdrawals/${created.body.id}/verify/`, {
      method: 'POST',
      token,
      json: { otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const verified = await call(`/api/withdrawals/${created.body.id}/verify/`, {
      method: 'POST',
      token,
      json: { otp },
    });
    expect(verified.body).toMatchObject({
      withdrawal: { status: 'approved', recipient_email: jamie.email },
    });
    const resend = await call(`/api/withdrawals/${created.body.id}/resend-otp/`, {
      method: 'POST',
      token,
    });
    expect(resend.status).toBe(404);
    const cooldown = await call('/auth/forgot-password/request-forgot-password/', {
      method: 'POST',
      json: { email: jamie.email },
    });
    expect(cooldown.status).toBe(200);
    const again = await call('/auth/forgot-password/resend-otp/', {
      method: 'POST',
      json: { email: jamie.email },
    });
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('60');
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await call('/auth/login/', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([answer.status, answer.body]).toEqual([400, { detail: serverTexts.malformedBody }]);
  });

  it('serves the market API from one seeded walk: the price, the list and the chart agree, and repeat', async () => {
    const prices = await (
      await fetch(
        `${MARKET_BASE_URL}/simple/price?ids=bitcoin,ethereum,binancecoin,ripple,nope&vs_currencies=usd&include_24hr_change=true`,
      )
    ).json();
    expect(Object.keys(prices)).toEqual(['bitcoin', 'ethereum', 'binancecoin', 'ripple']);
    expect(prices.bitcoin).toEqual({ usd: expect.any(Number), usd_24h_change: expect.any(Number) });
    const again = await (
      await fetch(
        `${MARKET_BASE_URL}/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true`,
      )
    ).json();
    expect(again.bitcoin).toEqual(prices.bitcoin);
    const markets = await (
      await fetch(
        `${MARKET_BASE_URL}/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=50&page=1&price_change_percentage=1h,7d`,
      )
    ).json();
    expect(markets).toHaveLength(50);
    expect(markets[0]).toMatchObject({
      id: 'bitcoin',
      current_price: prices.bitcoin.usd,
      price_change_percentage_24h: prices.bitcoin.usd_24h_change,
      price_change_percentage_1h_in_currency: expect.any(Number),
      price_change_percentage_7d_in_currency: expect.any(Number),
      last_updated: expect.any(String),
    });
    expect(markets[0]).not.toHaveProperty('price_change_percentage_24h_in_currency');
    const chart = await (
      await fetch(
        `${MARKET_BASE_URL}/coins/bitcoin/market_chart?vs_currency=usd&days=30&interval=daily`,
      )
    ).json();
    expect(chart.prices).toHaveLength(31);
    expect(chart.prices.at(-1)[1]).toBe(prices.bitcoin.usd);
  });
});

describe('scenarios in unit tests', () => {
  it('go in front of the defaults and go away with resetHandlers()', async () => {
    const token = await login(alex);
    server.use(...scenario('balance.serverError'));
    expect((await call('/api/balance/', { token })).status).toBe(500);
    server.resetHandlers();
    expect((await call('/api/balance/', { token })).status).toBe(200);
  });

  it('fail the network for networkError', async () => {
    server.useScenario('auth.login.networkError');
    await expect(
      fetch(`${API_BASE_URL}/auth/login/`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow(TypeError);
  });

  it('tweak the real answer when they get the backend (notification_sent: false)', async () => {
    const token = await login(alex);
    server.useScenario('withdrawals.create.notificationFailed');
    const created = await call('/api/withdrawals/', {
      method: 'POST',
      token,
      json: { amount: 20, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      key: freshKey(),
    });
    expect(created.body).toMatchObject({ status: 'pending', notification_sent: false });
    expect(server.backend.fundsOf(alex.email).held).toBe(20);
  });

  it('answer the spec texts byte for byte', async () => {
    server.use(...scenario('packages.subscribe.insufficient'));
    const answer = await call('/api/packages/vip/subscribe/', { method: 'POST' });
    expect(answer.body).toEqual({
      detail: 'Insufficient balance. Please deposit at least $1,234.50 more',
    });
  });
});
