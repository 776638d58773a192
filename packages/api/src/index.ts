export {
  createApiClients,
  type ApiClients,
  type ApiClient,
  type MarketClient,
  type ApiClientOptions,
} from './client';
export {
  ApiError,
  messageFromErrorResponse,
  type ApiErrorKind,
  type ErrorContext,
} from './http/apiError';
export { call, toApiError } from './http/call';
export {
  SessionStore,
  createMemoryStorage,
  storageKeys,
  type KeyValueStorage,
  type SessionSnapshot,
} from './session/sessionStore';
export {
  displayName,
  parseStoredProfile,
  writeStoredProfile,
  type StoredProfile,
} from './session/storedProfile';
export { ApiProvider, useApiClients, useSession } from './react/ApiProvider';
export { useDisplayName } from './react/useDisplayName';
export {
  login,
  logout,
  useLoginMutation,
  useLogoutMutation,
  type LoginInput,
} from './queries/auth';
export type { paths, components } from './schema.gen';
export type { paths as marketPaths, components as marketComponents } from './market.gen';
export {
  signup,
  verifySignupCode,
  resendSignupCode,
  requestPasswordReset,
  verifyPasswordResetCode,
  resendPasswordResetCode,
  resetPassword,
  useSignupMutation,
  useVerifySignupCodeMutation,
  useResendSignupCodeMutation,
  useRequestPasswordResetMutation,
  useVerifyPasswordResetCodeMutation,
  useResendPasswordResetCodeMutation,
  useResetPasswordMutation,
  type SignupInput,
  type EmailInput,
  type EmailCodeInput,
  type ResetPasswordInput,
} from './queries/auth';
export {
  coinPricesFrom,
  fetchMarketChart,
  fetchSimplePrices,
  marketChartQuery,
  priceRefreshMs,
  simplePricesQuery,
  useMarketChart,
  useSimplePrices,
  type CoinPrice,
  type PricePoint,
  type SimplePrice,
} from './queries/market';
export {
  listPackages,
  packagesQuery,
  usePackages,
  type InvestmentPackage,
} from './queries/packages';
