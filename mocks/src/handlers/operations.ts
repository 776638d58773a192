// Every operation of the contract, with the statuses it documents. Scenarios are generated from this table and the
// contract test checks it against openapi/*.yaml, so the mock cannot drift from the contract unnoticed.

export type HttpMethod = 'get' | 'post' | 'patch';
export type ApiName = 'trading' | 'market';

export type ErrorStatus = 400 | 401 | 403 | 404 | 410 | 429 | '5XX';

export interface OperationInfo {
  operationId: string;
  api: ApiName;
  method: HttpMethod;
  /** OpenAPI path template, relative to the API's base URL. */
  path: string;
  /** Dotted prefix of this operation's scenario names, e.g. `auth.login` → `auth.login.serverError`. */
  scenarioPrefix: string;
  /** Documented error statuses (5XX stands for 500, 502 and 503). */
  errors: readonly ErrorStatus[];
}

// Literal types are kept so scenario names can be typed (ScenarioName).
function op<
  const Id extends string,
  const Prefix extends string,
  const Errors extends readonly ErrorStatus[],
>(
  operationId: Id,
  method: HttpMethod,
  path: string,
  scenarioPrefix: Prefix,
  errors: Errors,
  api: ApiName = 'trading',
) {
  return { operationId, api, method, path, scenarioPrefix, errors };
}

const publicBody = [400, 403, 429, '5XX'] as const;
const publicCode = [400, 403, 410, 429, '5XX'] as const;
const securedRead = [401, 403, 429, '5XX'] as const;
const securedReadQuery = [400, 401, 403, 429, '5XX'] as const;
const securedBody = [400, 401, 403, 429, '5XX'] as const;
const securedCode = [400, 401, 403, 410, 429, '5XX'] as const;

export const operations = [
  op('login', 'post', '/auth/login/', 'auth.login', [400, 401, 403, 429, '5XX']),
  op('logout', 'post', '/auth/logout/', 'auth.logout', securedBody),
  op('signup', 'post', '/auth/signup/', 'auth.signup', publicBody),
  op('verifySignupOtp', 'post', '/auth/signup/verify-otp/', 'auth.verify', publicCode),
  op('resendSignupOtp', 'post', '/auth/signup/resend-otp/', 'auth.resend', publicBody),
  op(
    'requestForgotPassword',
    'post',
    '/auth/forgot-password/request-forgot-password/',
    'auth.forgotPassword.request',
    publicBody,
  ),
  op(
    'verifyForgotPasswordOtp',
    'post',
    '/auth/forgot-password/verify-otp/',
    'auth.forgotPassword.verify',
    publicCode,
  ),
  op(
    'resendForgotPasswordOtp',
    'post',
    '/auth/forgot-password/resend-otp/',
    'auth.forgotPassword.resend',
    publicBody,
  ),
  op(
    'resetPassword',
    'post',
    '/auth/forgot-password/reset-password/',
    'auth.forgotPassword.reset',
    publicCode,
  ),
  op('refreshToken', 'post', '/auth/token/refresh/', 'auth.refresh', [400, 401, 403, 429, '5XX']),
  op('getProfile', 'get', '/auth/profile/', 'profile.get', securedRead),
  op(
    'requestProfileChange',
    'post',
    '/auth/profile/request-profile-change/',
    'profile.requestChange',
    securedBody,
  ),
  op(
    'verifyProfileChange',
    'post',
    '/auth/profile/verify-profile-change/',
    'profile.verifyChange',
    securedCode,
  ),
  op(
    'updateNotificationPreferences',
    'patch',
    '/auth/profile/notifications/',
    'profile.notifications',
    securedBody,
  ),
  op(
    'requestPasswordChange',
    'post',
    '/auth/password-change/request-password-change/',
    'profile.passwordChange.request',
    securedBody,
  ),
  op(
    'verifyPasswordChange',
    'post',
    '/auth/password-change/verify-password-change/',
    'profile.passwordChange.verify',
    securedCode,
  ),
  op('listAccountActivity', 'get', '/auth/activity/', 'profile.activity', securedReadQuery),
  op('listBalances', 'get', '/api/balance/', 'balance', securedRead),
  op('listAccountSummaries', 'get', '/api/account-summaries/', 'accountSummaries', securedRead),
  op('listDeposits', 'get', '/api/deposits/', 'deposits.list', securedReadQuery),
  op('createDeposit', 'post', '/api/deposits/', 'deposits.create', securedBody),
  op('listWithdrawals', 'get', '/api/withdrawals/', 'withdrawals.list', securedReadQuery),
  op('createWithdrawal', 'post', '/api/withdrawals/', 'withdrawals.create', securedBody),
  op('verifyWithdrawal', 'post', '/api/withdrawals/{id}/verify/', 'withdrawals.verify', [
    400,
    401,
    403,
    404,
    410,
    429,
    '5XX',
  ]),
  op('resendWithdrawalOtp', 'post', '/api/withdrawals/{id}/resend-otp/', 'withdrawals.resend', [
    401,
    403,
    404,
    429,
    '5XX',
  ]),
  op('listPackages', 'get', '/api/packages/', 'packages.list', [403, 429, '5XX']),
  op('subscribePackage', 'post', '/api/packages/{id}/subscribe/', 'packages.subscribe', [
    400,
    401,
    403,
    404,
    429,
    '5XX',
  ]),
  op('listCopyTraders', 'get', '/api/copy-traders/', 'copyTraders.list', securedRead),
  op('joinCopyTrader', 'post', '/api/copy-traders/', 'copyTraders.join', securedBody),
  op(
    'getPortfolioHistory',
    'get',
    '/api/portfolio/history/',
    'portfolio.history',
    securedReadQuery,
  ),
  op('getForexQuotes', 'get', '/api/market/forex/', 'forex.quotes', securedReadQuery),
  op('getSimplePrice', 'get', '/simple/price', 'market.simplePrice', [429, '5XX'], 'market'),
  op('listCoinMarkets', 'get', '/coins/markets', 'market.coinMarkets', [429, '5XX'], 'market'),
  op(
    'getCoinMarketChart',
    'get',
    '/coins/{id}/market_chart',
    'market.marketChart',
    [429, '5XX'],
    'market',
  ),
] as const satisfies readonly OperationInfo[];

export type Operation = (typeof operations)[number];
export type OperationId = Operation['operationId'];

export function operationById(operationId: string): OperationInfo {
  const found = (operations as readonly OperationInfo[]).find(
    (operation) => operation.operationId === operationId,
  );
  if (!found) throw new Error(`Unknown operation ${operationId}`);
  return found;
}

/** The MSW path for an operation: its base URL plus the template with `{id}` as `:id`. */
export function mswPath(
  operation: OperationInfo,
  baseUrls: { apiBaseUrl: string; marketBaseUrl: string },
): string {
  const base = operation.api === 'trading' ? baseUrls.apiBaseUrl : baseUrls.marketBaseUrl;
  return base + operation.path.replace(/\{(\w+)\}/g, ':$1');
}
