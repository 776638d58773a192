export { createApiClients, type ApiClients } from './client';
export { ApiError } from './http/apiError';
export { failingWith, failureOf, messageOf, type Failure, type FailureTable } from './http/failure';
export { retryAfterMsOf } from './http/retryAfter';
export { call } from './http/call';
export type { LockManagerLike } from './http/authMiddleware';
export { storageKeys } from './session/sessionStore';
export {
  browserStorage,
  createMemoryStorage,
  createStoredStore,
  storedChoice,
  storedFlag,
  storedJson,
  storedText,
  useStoredValue,
  type KeyValueStorage,
  type StorageEvents,
  type StoredStore,
} from './storage/storedStore';
export { parseStoredProfile, signedInProfile, type StoredProfile } from './session/storedProfile';
export { ApiProvider, useApiClients, useSession } from './react/ApiProvider';
export { useDisplayName, useProfileLanguage } from './react/useDisplayName';
export { login, useLoginMutation } from './queries/auth';
export { unverifiedEmailChallengeOf, type CodeChallenge } from './queries/codeChallenge';
export { useLogoutMutation } from './queries/logout';
export type { paths, components, operations } from './schema.gen';
export type {
  paths as marketPaths,
  components as marketComponents,
  operations as marketOperations,
} from './market.gen';
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
} from './queries/auth';
export {
  coinPricesFrom,
  marketChartFreshMs,
  useMarketChart,
  useSimplePrices,
  type CoinPrice,
  type PricePoint,
} from './queries/market';
export { usePackages, type InvestmentPackage } from './queries/packages';
export { useSubscribePackageMutation } from './queries/packageSubscription';
export { balanceAmount, useBalance, type ActiveBalance } from './queries/balance';
export { newIdempotencyKey, useIdempotentSubmit } from './queries/idempotency';
export {
  useAddressBook,
  useResendWithdrawalCodeMutation,
  useVerifyWithdrawalMutation,
  useWithdrawals,
  type AddressBook,
  type Chain,
  type CreateWithdrawalInput,
  type DestinationKind,
  type Withdrawal,
  type WithdrawalHoldReason,
  type WithdrawalRequested,
  type WithdrawalMethod,
} from './queries/withdrawals';
export { withdrawalRefusalOf } from './http/withdrawalRefusal';
export { useRefreshMoney } from './queries/ledger';
export {
  useAddDestinationMutation,
  useRemoveDestinationMutation,
  useResendDestinationCodeMutation,
  useSetAllowListMutation,
  useVerifyDestinationMutation,
  type AddDestinationInput,
} from './queries/destinations';
export { useCreateWithdrawalMutation } from './queries/withdrawalRequest';
export { checkChainAddress, isChain, chainNames } from './rules/chainAddress';
export { canonicalBankAccount } from './rules/bankAccount';
export {
  countryOptions,
  isCountry,
  isLanguage,
  languageOptions,
  type Country,
  type Language,
} from './rules/profileOptions';
export { useCreateTransferMutation, useTransfers, type Transfer } from './queries/transfers';
export {
  useCreateDepositMutation,
  usePendingDeposits,
  type CryptoType,
  type CryptoWalletId,
  type Deposit,
} from './queries/deposits';
export {
  useAccountSummary,
  zeroAccountFigures,
  type AccountFigures,
} from './queries/accountSummary';
export {
  mergeTransactions,
  useTransactions,
  type Transaction,
  type TransactionType,
} from './queries/transactions';
export {
  portfolioRanges,
  usePortfolioHistory,
  type PortfolioHistoryPoint,
  type PortfolioPoint,
  type PortfolioRange,
} from './queries/portfolioHistory';
export {
  useCopyTraders,
  useJoinCopyTraderMutation,
  useStopCopyTraderMutation,
  useTraderDirectory,
  useUpdateCopyTraderMutation,
  type CopyTrader,
  type Trader,
} from './queries/copyTraders';
export { holdingsFreshMs, useHoldings, type Holding } from './queries/holdings';
export { topCoinsRefreshMs, useTopCoins, type CoinMarket } from './queries/topCoins';
export { loadStatusOf, useLoadProps, type LoadStatus } from './queries/loadStatus';
export { forexSymbols, tickerCoinIds, tickerCoins } from './market/tickerSymbols';
export {
  fetchTicker,
  tickerRefreshMs,
  useMarketConnection,
  useTicker,
  type TickerHalf,
  type TickerState,
} from './queries/ticker';
export type { ConnectionState } from './stream/marketSocket';
export { candleUpdateIntervalMs, useCandles, type CandleFeed } from './queries/candles';
export { useCoinQuote, type CoinQuote } from './queries/coinQuote';
// The market stream's protocol (D19), shared with the mock server that speaks it.
export {
  candleChannel,
  isChannelMessage,
  parseCandleChannel,
  readServerMessage,
  streamCoinIds,
  streamContract,
  tickersChannel,
  type CandleInterval,
  type StreamCandle,
  type StreamChannelMessage,
  type StreamClientMessage,
  type StreamCoinId,
  type StreamQuote,
  type StreamServerMessage,
} from './stream/protocol';
export { delayedAfterMs, type Freshness } from './stream/freshness';
export { useFreshness } from './react/useFreshness';
export {
  useAccountActivity,
  useProfile,
  useRecordManualRefreshMutation,
  useRequestPasswordChangeMutation,
  useRequestProfileChangeMutation,
  useUpdateNotificationPreferencesMutation,
  useVerifyPasswordChangeMutation,
  useVerifyProfileChangeMutation,
  type ActivityEntry,
  type NotificationPreferences,
  type Profile,
  type ProfileChange,
} from './queries/profile';
export {
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessions,
  type AccountSession,
} from './queries/sessions';
export {
  TRADE_HISTORY_PAGE_SIZE,
  fetchAllLedgerEntries,
  fetchLedgerPage,
  tradeHistoryFilters,
  useTradeHistoryPage,
  type LedgerEntry,
  type LedgerPage,
  type TradeHistoryFilter,
} from './queries/tradeHistory';
export {
  completeSignIn,
  secondFactorChallengeOf,
  useVerifySecondFactorMutation,
  type SecondFactorMethod,
  type SignedInAnswer,
} from './queries/auth';
export {
  isPasskeyRequired,
  isStepUpRequired,
  useStepUpMutation,
  type StepUpInput,
} from './queries/stepUp';
export {
  useAddPasskeyMutation,
  usePasskeys,
  usePasskeyStepUpMutation,
  useRemovePasskeyMutation,
  type Passkey,
} from './queries/passkeys';
export { isPasskeyCancelled, usePasskeySignInMutation } from './queries/passkeySignIn';
export {
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  useBeginTotpSetupMutation,
  useDisableTotpMutation,
  useEnableTotpMutation,
  useFollowDisownLinkMutation,
  useRenewBackupCodesMutation,
  useSecuritySettings,
  useSetAntiPhishingPhraseMutation,
  useSetIdleTimeoutMutation,
  type BackupCodesIssued,
  type SecuritySettings,
  type TotpSetup,
} from './queries/security';
// Issue 26: the query options a protected page reads on its first render, started by the app before the page's chunk.
export { accountScope } from './queries/accountScope';
export { balanceQuery } from './queries/balance';
export { accountSummaryQuery } from './queries/accountSummary';
export { portfolioHistoryQuery } from './queries/portfolioHistory';
export { transactionsQuery } from './queries/transactions';
export { holdingsQuery } from './queries/holdings';
export { packagesQuery } from './queries/packages';
export { depositsQuery } from './queries/deposits';
export { withdrawalsQuery, addressBookQuery } from './queries/withdrawals';
export { transfersQuery } from './queries/transfers';
export { topCoinsQuery } from './queries/topCoins';
export { copyTradersQuery, traderDirectoryQuery } from './queries/copyTraders';
export { tradeHistoryQuery } from './queries/tradeHistory';
export { profileQuery, activityQuery } from './queries/profile';
export { sessionsQuery } from './queries/sessions';
export { securityQuery } from './queries/security';
export { passkeysQuery } from './queries/passkeys';
