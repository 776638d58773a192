// One valid request per contract operation, so the contract test can call every operation.
import { API_BASE_URL, MARKET_BASE_URL } from '../baseUrls';
import type { OperationId } from '../handlers/operations';
import { PNG_BYTES } from './backendFixtures';

export interface CallContext {
  accessToken: string;
  refreshToken: string;
  /** The code the next code-checking call sends. */
  otp: string;
  withdrawalId: number;
  /** D16: a saved withdrawal destination. */
  destinationId: number;
  /** Another session of the signed-in user, for revokeSession. */
  sessionId: string;
  signupEmail: string;
  resetEmail: string;
  /** D15: the step-up proof sensitive changes send, the sign-in challenge, an authenticator code, a notice link. */
  stepUpToken: string;
  challenge: string;
  authenticationCode: string;
  disownToken: string;
  /** D15 passkeys: the WebAuthn challenge handed out, the authenticator's answer, a passkey's id. */
  challengeId: string;
  credential: Record<string, unknown>;
  passkeyId: string;
}

export const placeholderContext: CallContext = {
  accessToken: 'scenario.placeholder.token',
  refreshToken: 'scenario.placeholder.refresh',
  otp: '123456',
  withdrawalId: 1,
  destinationId: 1,
  sessionId: '0123456789abcdef',
  signupEmail: 'sam.taylor@example.com',
  resetEmail: 'jamie.lee@example.com',
  stepUpToken: 'placeholder-step-up-token',
  challenge: 'placeholder-challenge',
  authenticationCode: '123456',
  disownToken: 'placeholder-disown-token',
  challengeId: 'placeholder-challenge-id',
  credential: {
    id: 'cGxhY2Vob2xkZXI',
    rawId: 'cGxhY2Vob2xkZXI',
    type: 'public-key',
    response: {},
    clientExtensionResults: {},
  },
  passkeyId: 'cGxhY2Vob2xkZXI',
};

export interface ContractRequest {
  url: string;
  init: RequestInit;
}

function json(
  method: string,
  body: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  };
}

function authed(
  token: string,
  method = 'GET',
  extraHeaders: Record<string, string> = {},
): RequestInit {
  return { method, headers: { Authorization: `JWT ${token}`, ...extraHeaders } };
}

function depositForm(): FormData {
  const form = new FormData();
  form.set('amount', '1500.00');
  form.set('payment_method', 'Cryptocurrency');
  form.set('wallet_id', 'bitcoin');
  form.set('wallet_address', 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv');
  form.set('cryptoType', 'BTC');
  form.set('proof', new Blob([PNG_BYTES.slice()], { type: 'image/png' }), 'proof.png');
  return form;
}

export function validRequest(operationId: OperationId, ctx: CallContext): ContractRequest {
  const api = (path: string, init: RequestInit) => ({ url: `${API_BASE_URL}${path}`, init });
  const market = (path: string) => ({ url: `${MARKET_BASE_URL}${path}`, init: { method: 'GET' } });
  const token = ctx.accessToken;
  const steppedUp = { 'X-Step-Up-Token': ctx.stepUpToken };
  switch (operationId) {
    case 'loginSecondFactor':
      return api(
        '/auth/login/second-factor/',
        json('POST', { challenge: ctx.challenge, authentication_code: ctx.authenticationCode }),
      );
    case 'stepUp':
      return api(
        '/auth/step-up/',
        json(
          'POST',
          { password: 'DemoPass123!', authentication_code: ctx.authenticationCode },
          token,
        ),
      );
    case 'passkeyLoginOptions':
      return api('/auth/login/passkey-options/', { method: 'POST' });
    case 'loginWithPasskey':
      return api(
        '/auth/login/passkey/',
        json('POST', { challenge_id: ctx.challengeId, credential: ctx.credential }),
      );
    case 'stepUpPasskeyOptions':
      return api('/auth/step-up/passkey-options/', authed(token, 'POST'));
    case 'stepUpWithPasskey':
      return api(
        '/auth/step-up/passkey/',
        json('POST', { challenge_id: ctx.challengeId, credential: ctx.credential }, token),
      );
    case 'listPasskeys':
      return api('/auth/passkeys/', authed(token));
    case 'passkeyRegistrationOptions':
      return api('/auth/passkeys/registration-options/', authed(token, 'POST', steppedUp));
    case 'addPasskey':
      return api(
        '/auth/passkeys/',
        json(
          'POST',
          { challenge_id: ctx.challengeId, name: 'Laptop', credential: ctx.credential },
          token,
          steppedUp,
        ),
      );
    case 'removePasskey':
      return api(`/auth/passkeys/${ctx.passkeyId}/`, authed(token, 'DELETE', steppedUp));
    case 'followDisownLink':
      return api('/auth/this-wasnt-me/', json('POST', { token: ctx.disownToken }));
    case 'getSecuritySettings':
      return api('/auth/security/', authed(token));
    case 'beginTotpSetup':
      return api('/auth/security/totp/setup/', authed(token, 'POST', steppedUp));
    case 'enableTotp':
      return api(
        '/auth/security/totp/enable/',
        json('POST', { authentication_code: ctx.authenticationCode }, token, steppedUp),
      );
    case 'disableTotp':
      return api('/auth/security/totp/disable/', authed(token, 'POST', steppedUp));
    case 'renewBackupCodes':
      return api('/auth/security/backup-codes/', authed(token, 'POST', steppedUp));
    case 'setAntiPhishingPhrase':
      return api(
        '/auth/security/anti-phishing/',
        json('PATCH', { anti_phishing_phrase: 'Blue heron 42' }, token, steppedUp),
      );
    case 'setIdleTimeout':
      return api(
        '/auth/security/idle-timeout/',
        json('PATCH', { idle_timeout_minutes: 30 }, token, steppedUp),
      );
    case 'login':
      return api(
        '/auth/login/',
        json('POST', { email: 'alex.morgan@example.com', password: 'DemoPass123!' }),
      );
    case 'logout':
      return api('/auth/logout/', json('POST', { refresh_token: ctx.refreshToken }, token));
    case 'signup':
      return api(
        '/auth/signup/',
        json('POST', {
          first_name: 'Sam',
          last_name: 'Taylor',
          email: ctx.signupEmail,
          phone_number: '+14155550199',
          password: 'SamPass789!',
          verify_password: 'SamPass789!',
        }),
      );
    case 'verifySignupOtp':
      return api(
        '/auth/signup/verify-otp/',
        json('POST', { email: ctx.signupEmail, otp: ctx.otp }),
      );
    case 'resendSignupOtp':
      return api('/auth/signup/resend-otp/', json('POST', { email: ctx.signupEmail }));
    case 'requestForgotPassword':
      return api(
        '/auth/forgot-password/request-forgot-password/',
        json('POST', { email: ctx.resetEmail }),
      );
    case 'verifyForgotPasswordOtp':
      return api(
        '/auth/forgot-password/verify-otp/',
        json('POST', { email: ctx.resetEmail, otp: ctx.otp }),
      );
    case 'resendForgotPasswordOtp':
      return api('/auth/forgot-password/resend-otp/', json('POST', { email: ctx.resetEmail }));
    case 'resetPassword':
      return api(
        '/auth/forgot-password/reset-password/',
        json('POST', {
          email: ctx.resetEmail,
          otp: ctx.otp,
          new_password: 'JamieNew456!',
          confirm_password: 'JamieNew456!',
        }),
      );
    case 'refreshToken':
      return api('/auth/token/refresh/', json('POST', { refresh_token: ctx.refreshToken }));
    case 'getProfile':
      return api('/auth/profile/', authed(token));
    case 'requestProfileChange':
      return api(
        '/auth/profile/request-profile-change/',
        json(
          'POST',
          { new_first_name: 'Alexandra', country: 'Canada', language: 'French' },
          token,
          steppedUp,
        ),
      );
    case 'verifyProfileChange':
      return api('/auth/profile/verify-profile-change/', json('POST', { otp: ctx.otp }, token));
    case 'updateNotificationPreferences':
      return api(
        '/auth/profile/notifications/',
        json('PATCH', { email: true, sms: true, push: false }, token),
      );
    case 'requestPasswordChange':
      return api(
        '/auth/password-change/request-password-change/',
        json(
          'POST',
          {
            old_password: 'DemoPass123!',
            password: 'AlexNew123!',
            new_password: 'AlexNew123!',
            confirm_password: 'AlexNew123!',
          },
          token,
          steppedUp,
        ),
      );
    case 'verifyPasswordChange':
      return api(
        '/auth/password-change/verify-password-change/',
        json('POST', { otp: ctx.otp }, token),
      );
    case 'listAccountActivity':
      return api('/auth/activity/?limit=10', authed(token));
    case 'recordManualRefresh':
      return api('/auth/activity/manual-refresh/', authed(token, 'POST'));
    case 'listSessions':
      return api('/auth/sessions/', authed(token));
    case 'revokeSession':
      return api(`/auth/sessions/${ctx.sessionId}/`, authed(token, 'DELETE'));
    case 'revokeOtherSessions':
      return api('/auth/sessions/revoke-others/', authed(token, 'POST'));
    case 'listTransactions':
      return api('/api/transactions/?type=transfer&page=2&page_size=25', authed(token));
    case 'listBalances':
      return api('/api/balance/', authed(token));
    case 'listAccountSummaries':
      return api('/api/account-summaries/', authed(token));
    case 'listDeposits':
      return api('/api/deposits/?status=pending', authed(token));
    case 'createDeposit':
      return api('/api/deposits/', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Idempotency-Key': 'deposit-contract-0001' },
        body: depositForm(),
      });
    case 'listWithdrawals':
      return api('/api/withdrawals/?withdrawal_method=Transfer', authed(token));
    case 'createWithdrawal':
      return api(
        '/api/withdrawals/',
        json(
          'POST',
          { amount: 300, withdrawal_method: 'Transfer', recipient_email: 'jamie.lee@example.com' },
          token,
          { 'Idempotency-Key': 'withdrawal-contract-0001' },
        ),
      );
    case 'verifyWithdrawal':
      return api(
        `/api/withdrawals/${ctx.withdrawalId}/verify/`,
        json('POST', { otp: ctx.otp }, token),
      );
    case 'listWithdrawalDestinations':
      return api('/api/withdrawal-destinations/', authed(token));
    case 'addWithdrawalDestination':
      return api(
        '/api/withdrawal-destinations/',
        json(
          'POST',
          { label: 'Savings', kind: 'bank', bank_account: 'GB33BUKB20201555555555' },
          token,
          steppedUp,
        ),
      );
    case 'verifyWithdrawalDestination':
      return api(
        `/api/withdrawal-destinations/${ctx.destinationId}/verify/`,
        json('POST', { otp: ctx.otp }, token),
      );
    case 'resendWithdrawalDestinationCode':
      return api(
        `/api/withdrawal-destinations/${ctx.destinationId}/resend-otp/`,
        authed(token, 'POST'),
      );
    case 'removeWithdrawalDestination':
      return api(`/api/withdrawal-destinations/${ctx.destinationId}/`, authed(token, 'DELETE'));
    case 'setWithdrawalAllowList':
      return api('/api/withdrawal-allow-list/', json('PATCH', { enabled: true }, token, steppedUp));
    case 'resendWithdrawalOtp':
      return api(`/api/withdrawals/${ctx.withdrawalId}/resend-otp/`, authed(token, 'POST'));
    case 'listPackages':
      return api('/api/packages/', { method: 'GET' });
    case 'subscribePackage':
      return api(
        '/api/packages/standard/subscribe/',
        authed(token, 'POST', { 'Idempotency-Key': 'subscribe-contract-0001' }),
      );
    case 'listCopyTraders':
      return api('/api/copy-traders/', authed(token));
    case 'joinCopyTrader':
      return api(
        '/api/copy-traders/',
        json('POST', { trader_code: '  bluechip ' }, token, {
          'Idempotency-Key': 'join-contract-0001',
        }),
      );
    case 'updateCopyTrader':
      return api('/api/copy-traders/ALPHA7/', json('PATCH', { status: 'paused' }, token));
    case 'stopCopyTrader':
      return api('/api/copy-traders/QUANT-42/', authed(token, 'DELETE'));
    case 'listTraders':
      return api('/api/traders/', authed(token));
    case 'listHoldings':
      return api('/api/portfolio/holdings/', authed(token));
    case 'getPortfolioHistory':
      return api('/api/portfolio/history/?range=1Y', authed(token));
    case 'getForexQuotes':
      return api('/api/market/forex/?symbols=EURUSD,GBPUSD,USDJPY', authed(token));
    case 'getSimplePrice':
      return market(
        '/simple/price?ids=bitcoin,ethereum,binancecoin,ripple&vs_currencies=usd&include_24hr_change=true',
      );
    case 'listCoinMarkets':
      return market(
        '/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=50&page=1&price_change_percentage=1h,24h,7d',
      );
    case 'getCoinMarketChart':
      return market('/coins/bitcoin/market_chart?vs_currency=usd&days=365&interval=daily');
  }
}
