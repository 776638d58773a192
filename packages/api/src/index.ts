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
export {
  failingWith,
  failureOf,
  messageOf,
  type Failure,
  type FailureTable,
  type FailureText,
} from './http/failure';
export { retryAfterMsOf } from './http/retryAfter';
export { call, toApiError } from './http/call';
export type { LockManagerLike } from './http/authMiddleware';
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
export { login, useLoginMutation, type LoginInput } from './queries/auth';
export { logout, useLogoutMutation } from './queries/logout';
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
export {
  subscribePackage,
  useSubscribePackageMutation,
  type PackageSubscription,
  type SubscribePackageInput,
} from './queries/packageSubscription';
export {
  activeBalanceOf,
  balanceAmount,
  balanceQuery,
  balanceQueryKey,
  fetchActiveBalance,
  useBalance,
  type ActiveBalance,
} from './queries/balance';
export {
  newIdempotencyKey,
  useIdempotentSubmit,
  type IdempotentSubmit,
  type Keyed,
  type KeyedMutation,
} from './queries/idempotency';
export {
  createWithdrawal,
  listWithdrawals,
  resendWithdrawalCode,
  useCreateWithdrawalMutation,
  useResendWithdrawalCodeMutation,
  useVerifyWithdrawalMutation,
  useWithdrawals,
  verifyWithdrawal,
  withdrawalsQuery,
  type Chain,
  type CreateWithdrawalInput,
  type Withdrawal,
  type WithdrawalCreated,
  type WithdrawalFilter,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from './queries/withdrawals';
export { ledgerQueryKey, useRefreshMoney } from './queries/ledger';
export {
  createTransfer,
  listTransfers,
  transfersOf,
  transfersQuery,
  transfersQueryKey,
  useCreateTransferMutation,
  useTransfers,
  type CreateTransferInput,
  type Transfer,
} from './queries/transfers';
export {
  createDeposit,
  depositFormData,
  depositsQuery,
  listDeposits,
  useCreateDepositMutation,
  useDeposits,
  usePendingDeposits,
  type CreateDepositInput,
  type CryptoType,
  type CryptoWalletId,
  type Deposit,
  type DepositCreated,
  type DepositFilter,
  type DepositMethod,
  type DepositStatus,
} from './queries/deposits';
export {
  accountFiguresOf,
  accountSummaryQuery,
  accountSummaryQueryKey,
  fetchAccountFigures,
  useAccountSummary,
  zeroAccountFigures,
  type AccountFigures,
  type AccountSummary,
} from './queries/accountSummary';
export {
  listTransactions,
  mergeTransactions,
  transactionsQuery,
  useTransactions,
  type Transaction,
  type TransactionType,
} from './queries/transactions';
export {
  fetchPortfolioHistory,
  portfolioHistoryQuery,
  portfolioHistoryQueryKey,
  portfolioRanges,
  usePortfolioHistory,
  type PortfolioHistory,
  type PortfolioPoint,
  type PortfolioRange,
} from './queries/portfolioHistory';
export {
  copyTradersQuery,
  copyTradersQueryKey,
  joinCopyTrader,
  listCopyTraders,
  listTraders,
  stopCopyTrader,
  traderDirectoryQuery,
  updateCopyTrader,
  useCopyTraders,
  useJoinCopyTraderMutation,
  useStopCopyTraderMutation,
  useTraderDirectory,
  useUpdateCopyTraderMutation,
  type CopyTrader,
  type CopyTraderStatus,
  type JoinCopyTraderInput,
  type Trader,
  type UpdateCopyTraderInput,
} from './queries/copyTraders';
export {
  holdingsQuery,
  holdingsQueryKey,
  listHoldings,
  useHoldings,
  type Holding,
} from './queries/holdings';
export {
  fetchTopCoins,
  topCoinsCount,
  topCoinsQuery,
  topCoinsRefreshMs,
  useTopCoins,
  type CoinMarket,
} from './queries/topCoins';
export {
  loadStatusOf,
  useLoadProps,
  useLoadStatus,
  type LoadProps,
  type LoadQuery,
  type LoadStatus,
  type LoadStatusOptions,
} from './queries/loadStatus';
export {
  forexSymbols,
  tickerCoinIds,
  tickerCoins,
  type ForexSymbol,
  type TickerCoin,
} from './market/tickerSymbols';
export {
  fetchForexQuotes,
  fetchTicker,
  tickerQuery,
  tickerQueryKey,
  tickerRefreshMs,
  tickerStateOf,
  useTicker,
  type ForexQuote,
  type TickerData,
  type TickerHalf,
  type TickerOptions,
  type TickerQuote,
  type TickerState,
} from './queries/ticker';
export {
  activityQuery,
  activityQueryKey,
  profileQuery,
  profileQueryKey,
  requestPasswordChange,
  requestProfileChange,
  storeProfile,
  updateNotificationPreferences,
  useAccountActivity,
  useProfile,
  useRecordManualRefreshMutation,
  useRequestPasswordChangeMutation,
  useRequestProfileChangeMutation,
  useUpdateNotificationPreferencesMutation,
  useVerifyPasswordChangeMutation,
  useVerifyProfileChangeMutation,
  verifyPasswordChange,
  verifyProfileChange,
  type ActivityEntry,
  type CodeSent,
  type NotificationPreferences,
  type PasswordChangeInput,
  type Profile,
  type ProfileChange,
} from './queries/profile';
export {
  revokeOtherSessions,
  revokeSession,
  sessionsQuery,
  sessionsQueryKey,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessions,
  type AccountSession,
} from './queries/sessions';
export {
  TRADE_HISTORY_PAGE_SIZE,
  fetchAllLedgerEntries,
  fetchLedgerPage,
  fullLedgerQuery,
  tradeHistoryFilters,
  tradeHistoryQuery,
  useFullLedger,
  useTradeHistoryPage,
  type LedgerEntry,
  type LedgerPage,
  type TradeHistoryFilter,
} from './queries/tradeHistory';
