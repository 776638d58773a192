export { MockBackend, type MockBackendOptions, type PendingDepositReview } from './MockBackend';
export { ApiError, isApiError } from './apiError';
export {
  createManualClock,
  systemClock,
  type Clock,
  type ManualClock,
  MINUTE,
  HOUR,
  DAY,
} from './clock';
export { DEMO_USERS, SEED_NOW, createSeedState } from './seed';
export type { BackendState, CodePurpose, OutboxMessage } from './state';
export type { DepositForm } from './deposits';
export { MAX_PROOF_BYTES, sniffImageType } from './proofImage';
export { CODE_TTL_MS, RESEND_COOLDOWN_MS, MAX_CODE_ATTEMPTS } from './verificationCodes';
export { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './tokens';
export { WITHDRAWAL_TTL_MS } from './withdrawals';
export { DEMO_TOTP_SECRET } from './secondFactor';
