// The mock against the contract: every operation of openapi/openapi.yaml and openapi/market.yaml is answered by a
// handler, every answer (success, backend refusal, every scenario) matches the documented response for its status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from './backend/clock';
import { MockBackend } from './backend/MockBackend';
import { SEED_NOW } from './backend/seed';
import { createHandlers } from './handlers';
import { operations, type OperationId } from './handlers/operations';
import { createMockServer } from './node';
import { createSoftAuthenticator } from './test/softAuthenticator';
import { scenario, scenarioNames, scenarios } from './scenarios';
import { placeholderContext, validRequest, type CallContext } from './test/contractRequests';
import {
  describeErrors,
  loadApi,
  responseKeyFor,
  type DocumentedOperation,
  type LoadedApi,
} from './test/openapiSchemas';

const clock = createManualClock(SEED_NOW);
const webAuthnOrigin = 'https://app.tradingplatform.test';
const backend = new MockBackend({ clock: clock.now, webAuthnOrigins: [webAuthnOrigin] });
const authenticator = createSoftAuthenticator();
const server = createMockServer({ backend });
const defaultHandlers = createHandlers(backend);
let trading: LoadedApi;
let market: LoadedApi;
const answeredByDefaults = new Set<string>();

function documented(operationId: string): DocumentedOperation {
  const operation = trading.operations.get(operationId) ?? market.operations.get(operationId);
  if (!operation) throw new Error(`${operationId} is not in openapi/*.yaml`);
  return operation;
}

/** Maps a request back to its operation by method and path template. */
function operationOf(request: Request): string | undefined {
  const url = new URL(request.url);
  return operations.find((operation) => {
    if (operation.method.toUpperCase() !== request.method) return false;
    const base = new URL(
      operation.api === 'trading'
        ? 'https://api.tradingplatform.test'
        : 'https://market.tradingplatform.test/api/v3',
    );
    const template = new RegExp(
      `^${base.pathname.replace(/\/$/, '')}${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`,
    );
    return url.host === base.host && template.test(url.pathname);
  })?.operationId;
}

interface Answer {
  status: number;
  body: unknown;
}

async function send(operationId: OperationId, ctx: CallContext): Promise<Answer> {
  const { url, init } = validRequest(operationId, ctx);
  const response = await fetch(url, init);
  // 204 No Content (stopCopyTrader) has no body to type.
  if (response.status === 204) return { status: 204, body: await response.text() };
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  return { status: response.status, body: await response.json() };
}

/** Asserts the answer is documented for its status and matches that schema. */
function expectDocumented(operationId: string, answer: Answer): void {
  const operation = documented(operationId);
  const key = responseKeyFor(operation, answer.status);
  expect(
    key,
    `${operationId} answered ${answer.status}, which the contract does not document`,
  ).toBeDefined();
  if (answer.status === 204) {
    expect(answer.body, `${operationId} 204 must have no body`).toBe('');
    return;
  }
  const validate = operation.validators.get(key ?? '');
  expect(validate, `${operationId} ${key} has no JSON schema`).toBeDefined();
  if (validate && !validate(answer.body)) {
    throw new Error(
      `${operationId} ${answer.status} does not match the contract: ${describeErrors(validate)}\n${JSON.stringify(answer.body)}`,
    );
  }
}

beforeAll(async () => {
  [trading, market] = await Promise.all([loadApi('openapi.yaml'), loadApi('market.yaml')]);
  server.events.on('response:mocked', ({ request }) => {
    const operationId = operationOf(request);
    if (operationId) answeredByDefaults.add(operationId);
  });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('the operation table', () => {
  it('lists exactly the operations of the YAML, with their methods, paths and documented errors', () => {
    const yamlIds = [...trading.operations.keys(), ...market.operations.keys()].sort();
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(yamlIds);
    for (const operation of operations) {
      const yaml = documented(operation.operationId);
      expect([operation.method, operation.path], operation.operationId).toEqual([
        yaml.method,
        yaml.path,
      ]);
      const yamlErrors = yaml.responseKeys
        .filter((key) => !/^2/.test(key))
        .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      expect([...operation.errors].sort(), operation.operationId).toEqual(yamlErrors.sort());
    }
  });
});

describe('every operation, called with a valid request', () => {
  it('answers its documented success shape', async () => {
    const ctx: CallContext = { ...placeholderContext };
    const called = new Set<OperationId>();
    const step = async (operationId: OperationId, status: number, before?: () => void) => {
      before?.();
      const answer = await send(operationId, ctx);
      expect(answer.status, `${operationId}: ${JSON.stringify(answer.body)}`).toBe(status);
      expectDocumented(operationId, answer);
      called.add(operationId);
      return answer.body as Record<string, unknown>;
    };
    const codeFor = (email: string, purpose: Parameters<MockBackend['latestCode']>[1]) => () => {
      ctx.otp = backend.latestCode(email, purpose) ?? 'missing';
    };
    const afterCooldown = () => clock.advance(61_000);

    await step('listPackages', 200);
    const login = await step('login', 200);
    ctx.accessToken = String(login.access_token);
    ctx.refreshToken = String(login.refresh_token);
    await step('getProfile', 200);
    // D15: a step-up, then the authenticator app turned on with a current code.
    ctx.stepUpToken = String((await step('stepUp', 200)).step_up_token);
    await step('getSecuritySettings', 200);
    await step('beginTotpSetup', 200);
    const authenticatorCode = () => {
      ctx.authenticationCode = backend.authenticatorCode('alex.morgan@example.com') ?? 'missing';
    };
    await step('enableTotp', 200, authenticatorCode);
    await step('renewBackupCodes', 200);
    await step('setIdleTimeout', 200);
    await step('setAntiPhishingPhrase', 200);
    const challenge = await backend.api
      .login({ email: 'alex.morgan@example.com', password: 'DemoPass123!' })
      .catch((error: { body?: { challenge?: string } }) => error.body?.challenge);
    ctx.challenge = String(challenge);
    clock.advance(30_000);
    await step('loginSecondFactor', 200, authenticatorCode);
    // Before a factor is removed: that holds withdrawals for 24 hours (D16).
    await step('listWithdrawals', 200);
    const withdrawal = await step('createWithdrawal', 201);
    ctx.withdrawalId = Number(withdrawal.id);
    await step('resendWithdrawalOtp', 200, afterCooldown);
    await step('verifyWithdrawal', 200, codeFor('alex.morgan@example.com', 'withdrawal'));
    await step('listWithdrawalDestinations', 200);
    const destination = await step('addWithdrawalDestination', 201);
    ctx.destinationId = Number((destination.destination as { id: number }).id);
    await step('resendWithdrawalDestinationCode', 200, afterCooldown);
    await step(
      'verifyWithdrawalDestination',
      200,
      codeFor('alex.morgan@example.com', 'destination'),
    );
    await step('setWithdrawalAllowList', 200);
    await step('removeWithdrawalDestination', 204);
    await step('disableTotp', 200);
    // D15: a passkey added with the step-up, then a sign-in and a step-up with it, then removed.
    await step('listPasskeys', 200);
    const creation = await step('passkeyRegistrationOptions', 200);
    ctx.challengeId = String(creation.challenge_id);
    ctx.credential = await authenticator.create(
      creation.options as Record<string, unknown>,
      webAuthnOrigin,
    );
    const passkey = await step('addPasskey', 201);
    ctx.passkeyId = String(passkey.id);
    const request = await step('passkeyLoginOptions', 200);
    ctx.challengeId = String(request.challenge_id);
    ctx.credential = await authenticator.get(
      request.options as Record<string, unknown>,
      webAuthnOrigin,
    );
    await step('loginWithPasskey', 200);
    const stepUpRequest = await step('stepUpPasskeyOptions', 200);
    ctx.challengeId = String(stepUpRequest.challenge_id);
    ctx.credential = await authenticator.get(
      stepUpRequest.options as Record<string, unknown>,
      webAuthnOrigin,
    );
    ctx.stepUpToken = String((await step('stepUpWithPasskey', 200)).step_up_token);
    await step('removePasskey', 204);
    await step('listAccountActivity', 200);
    await step('recordManualRefresh', 201);
    const signInElsewhere = () =>
      backend.api.login(
        { email: 'alex.morgan@example.com', password: 'DemoPass123!' },
        { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
      );
    await signInElsewhere();
    const sessions = (await step('listSessions', 200)) as unknown as {
      id: string;
      current: boolean;
    }[];
    ctx.sessionId = sessions.find((session) => !session.current)?.id ?? 'missing';
    await step('revokeSession', 204);
    await signInElsewhere();
    await step('revokeOtherSessions', 200);
    await step('listTransactions', 200);
    await step('listBalances', 200);
    await step('listAccountSummaries', 200);
    await step('listDeposits', 200);
    await step('createDeposit', 201);
    await step('subscribePackage', 201);
    await step('listCopyTraders', 200);
    await step('joinCopyTrader', 201);
    await step('updateCopyTrader', 200);
    await step('stopCopyTrader', 204);
    await step('listTraders', 200);
    await step('listHoldings', 200);
    await step('getPortfolioHistory', 200);
    await step('getForexQuotes', 200);
    await step('updateNotificationPreferences', 200);
    await step('requestProfileChange', 200);
    await step('verifyProfileChange', 200, codeFor('alex.morgan@example.com', 'profile_change'));
    await step('requestPasswordChange', 200);
    await step('verifyPasswordChange', 200, codeFor('alex.morgan@example.com', 'password_change'));
    const refreshed = await step('refreshToken', 200);
    ctx.accessToken = String(refreshed.access_token);
    ctx.refreshToken = String(refreshed.refresh_token);
    await step('logout', 200);
    await step('signup', 201);
    await step('resendSignupOtp', 200, afterCooldown);
    await step('verifySignupOtp', 200, codeFor(ctx.signupEmail, 'signup'));
    await step('requestForgotPassword', 200);
    await step('resendForgotPasswordOtp', 200, afterCooldown);
    await step('verifyForgotPasswordOtp', 200, codeFor(ctx.resetEmail, 'forgot_password'));
    await step('resetPassword', 200);
    await step('getSimplePrice', 200);
    await step('listCoinMarkets', 200);
    await step('getCoinMarketChart', 200);
    // The iPhone sign-in above was a new device: its notice carries the one-time link.
    ctx.disownToken =
      backend
        .outbox('alex.morgan@example.com')
        .findLast((message) => message.link !== undefined)
        ?.link?.split('#')[1] ?? 'missing';
    await step('followDisownLink', 200);

    expect(called.size).toBe(operations.length);
  });

  it('has a default handler behind every operationId of the YAML', () => {
    const yamlIds = [...trading.operations.keys(), ...market.operations.keys()];
    expect(yamlIds.filter((operationId) => !answeredByDefaults.has(operationId))).toEqual([]);
  });
});

describe("the backend's own refusals", () => {
  it('match the documented error shapes', async () => {
    backend.reset();
    const session = await backend.api.login({
      email: 'alex.morgan@example.com',
      password: 'DemoPass123!',
    });
    const ctx: CallContext = {
      ...placeholderContext,
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
    };
    const refusals: Array<[OperationId, number, Partial<CallContext>]> = [
      ['getProfile', 401, { accessToken: 'expired.or.forged' }],
      ['refreshToken', 401, { refreshToken: 'not-a-refresh-token' }],
      ['verifyWithdrawal', 404, { withdrawalId: 999 }],
      ['resendWithdrawalOtp', 404, { withdrawalId: 999 }],
      ['verifySignupOtp', 400, { signupEmail: 'nobody@example.com' }],
      ['verifyForgotPasswordOtp', 400, {}],
    ];
    for (const [operationId, status, overrides] of refusals) {
      const answer = await send(operationId, { ...ctx, ...overrides });
      expect(answer.status, operationId).toBe(status);
      expectDocumented(operationId, answer);
    }

    const loginWrong = await fetch('https://api.tradingplatform.test/auth/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'alex.morgan@example.com', password: 'wrong-password' }),
    });
    expectDocumented('login', { status: loginWrong.status, body: await loginWrong.json() });

    const created = await send('createWithdrawal', ctx);
    const withdrawalId = Number((created.body as { id: number }).id);
    const cooldown = await send('resendWithdrawalOtp', { ...ctx, withdrawalId });
    expect(cooldown.status).toBe(429);
    expectDocumented('resendWithdrawalOtp', cooldown);
    clock.advance(11 * 60_000);
    const expired = await send('verifyWithdrawal', {
      ...ctx,
      withdrawalId,
      otp: backend.latestCode('alex.morgan@example.com', 'withdrawal') ?? '',
    });
    expect(expired.status).toBe(410);
    expectDocumented('verifyWithdrawal', expired);
    const fresh = await backend.api.login({
      email: 'alex.morgan@example.com',
      password: 'DemoPass123!',
    });
    const transfer = async (amount: number, key: string | null) => {
      const headers: Record<string, string> = {
        Authorization: `JWT ${fresh.access_token}`,
        'Content-Type': 'application/json',
      };
      if (key !== null) headers['Idempotency-Key'] = key;
      const answer = await fetch('https://api.tradingplatform.test/api/withdrawals/', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          amount,
          withdrawal_method: 'Transfer',
          recipient_email: 'jamie.lee@example.com',
        }),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    const tooMuch = await transfer(1_000_000, 'withdrawal-contract-0002');
    expect(tooMuch.status).toBe(400);
    expectDocumented('createWithdrawal', tooMuch);
    // The key of the withdrawal created above, with another amount.
    const keyReused = await transfer(301, 'withdrawal-contract-0001');
    expect(keyReused.status).toBe(422);
    expectDocumented('createWithdrawal', keyReused);
    const withoutKey = await transfer(300, null);
    expect(withoutKey.status).toBe(400);
    expectDocumented('createWithdrawal', withoutKey);
    // A complete form: one that misses fields is refused by the contract check (400) before the method is judged.
    const bankDeposit = validRequest('createDeposit', { ...ctx, accessToken: fresh.access_token });
    (bankDeposit.init.body as FormData).set('payment_method', 'Bank Transfer');
    const forbiddenMethod = await fetch(bankDeposit.url, bankDeposit.init);
    expect(forbiddenMethod.status).toBe(403);
    expectDocumented('createDeposit', { status: 403, body: await forbiddenMethod.json() });
  });
});

describe('every code-sent answer (D1)', () => {
  const TEN_MINUTES = 10 * 60_000;
  const A_MINUTE = 60_000;
  /** The answer's times, read back as ms since the epoch. */
  const timesOf = (answer: Answer) => {
    const body = answer.body as {
      server_time?: string;
      expires_at?: string;
      resend_available_at?: string;
    };
    return {
      serverTime: Date.parse(body.server_time ?? ''),
      expiresAt: Date.parse(body.expires_at ?? ''),
      resendAt: Date.parse(body.resend_available_at ?? ''),
    };
  };

  it('says when its code expires and when Resend is available, by the server clock; a resend moves both', async () => {
    backend.reset();
    const session = await backend.api.login({
      email: 'alex.morgan@example.com',
      password: 'DemoPass123!',
    });
    const ctx: CallContext = {
      ...placeholderContext,
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
    };
    const sendAndResend: Array<[OperationId, OperationId, Partial<CallContext>]> = [
      ['createWithdrawal', 'resendWithdrawalOtp', {}],
      ['signup', 'resendSignupOtp', {}],
      ['requestForgotPassword', 'resendForgotPasswordOtp', {}],
      // An unknown e-mail is answered alike (no account enumeration).
      ['requestForgotPassword', 'resendForgotPasswordOtp', { resetEmail: 'nobody@example.com' }],
      ['requestProfileChange', 'requestProfileChange', {}],
      ['requestPasswordChange', 'requestPasswordChange', {}],
    ];
    for (const [sendId, resendId, overrides] of sendAndResend) {
      const label = `${sendId} ${JSON.stringify(overrides)}`;
      const sentAt = clock.now();
      const sent = await send(sendId, { ...ctx, ...overrides });
      expectDocumented(sendId, sent);
      if (sendId === 'createWithdrawal')
        ctx.withdrawalId = Number((sent.body as { id: number }).id);
      const first = timesOf(sent);
      expect(first.serverTime, label).toBe(sentAt);
      expect(first.expiresAt - sentAt, label).toBe(TEN_MINUTES);
      expect(first.resendAt - sentAt, label).toBe(A_MINUTE);

      // Inside the minute: 429, and retry_after counts down to the same resend time.
      clock.advance(20_000);
      const early = await send(resendId, { ...ctx, ...overrides });
      expect(early.status, label).toBe(429);
      expectDocumented(resendId, early);
      expect((early.body as { retry_after: number }).retry_after * 1000, label).toBe(
        first.resendAt - clock.now(),
      );

      clock.advance(41_000);
      const resentAt = clock.now();
      const resent = await send(resendId, { ...ctx, ...overrides });
      expect(resent.status, label).toBe(200);
      expectDocumented(resendId, resent);
      const second = timesOf(resent);
      expect(second.expiresAt - resentAt, label).toBe(TEN_MINUTES);
      expect(second.resendAt - resentAt, label).toBe(A_MINUTE);
      expect(second.expiresAt, label).toBeGreaterThan(first.expiresAt);
      clock.advance(A_MINUTE);
    }
  });
});

describe('every scenario', () => {
  it.each(scenarioNames())('%s answers what the contract documents', async (name) => {
    const definition = scenarios[name];
    // Only the scenario's handlers: a scenario that misses its operation fails as an unhandled request.
    server.resetHandlers(...scenario(name));
    try {
      const { url, init } = validRequest(definition.operationId as OperationId, placeholderContext);
      if (definition.outcome === 'networkError') {
        await expect(fetch(url, init)).rejects.toThrow(TypeError);
        return;
      }
      if (definition.outcome === 'timeout') {
        // Never answered: only the caller's own timeout ends it.
        await expect(
          fetch(url, { ...init, signal: AbortSignal.timeout(50) }),
        ).rejects.toMatchObject({ name: 'TimeoutError' });
        return;
      }
      const response = await fetch(url, init);
      const answer = { status: response.status, body: await response.json() };
      expect(answer.status).toBe(definition.outcome);
      if (definition.offContract) {
        const operation = documented(definition.operationId);
        const validate = operation.validators.get(responseKeyFor(operation, answer.status) ?? '');
        expect(
          validate?.(answer.body),
          `${name} is marked off-contract but matches the contract`,
        ).toBe(false);
      } else {
        expectDocumented(definition.operationId, answer);
      }
    } finally {
      server.resetHandlers(...defaultHandlers);
    }
  });

  it('covers every operation with the generic failures', () => {
    for (const operation of operations) {
      for (const kind of [
        'serverError',
        'badGateway',
        'unavailable',
        'networkError',
        'timeout',
        'loading',
      ]) {
        expect(scenarioNames()).toContain(`${operation.scenarioPrefix}.${kind}`);
      }
    }
  });
});
