// The whole server state as plain JSON: what toJSON() snapshots and fromJSON() restores.
import type { Cents } from './money';
import type { PasswordHash } from './passwordHashing';

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
  push: boolean;
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  country: string | null;
  address: string | null;
  dateOfBirth: string | null;
  language: string;
  notifications: NotificationPreferences;
  password: PasswordHash;
  emailVerified: boolean;
  dateJoined: string;
  lastLogin: string | null;
  updatedAt: string | null;
  /** Where this user's requests appear to come from in the activity log (203.0.113.0/24 is for documentation). */
  ipAddress: string;
  location: string;
}

export interface AccountRecord {
  id: number;
  userId: number;
  /** Settled funds. */
  balanceCents: Cents;
  /** Funds reserved by pending withdrawals and transfers; the available balance is balance − held. */
  heldCents: Cents;
  updatedAt: string;
}

export interface AccountSummaryRecord {
  userId: number;
  profitLossCents: Cents;
  marginCents: Cents;
  openedPosition: number;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected';
export type DepositMethod = 'Cryptocurrency' | 'Bank Transfer' | 'Credit Card';
export type WalletId = 'bitcoin' | 'ethereum' | 'usdt_trc20';
export type CryptoType = 'BTC' | 'ETH' | 'USDT (TRC20)';

export interface DepositRecord {
  id: number;
  userId: number;
  amountCents: Cents;
  paymentMethod: DepositMethod;
  walletId: WalletId | null;
  walletAddress: string | null;
  cryptoType: CryptoType | null;
  status: DepositStatus;
  createdAt: string;
  decidedAt: string | null;
  proofType: 'png' | 'jpeg' | null;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'expired';
export type WithdrawalMethod = 'Bank Transfer' | 'Cryptocurrency' | 'Transfer';
export type Chain = 'btc' | 'eth' | 'bnb' | 'trx' | 'sol';

export interface WithdrawalRecord {
  id: number;
  userId: number;
  amountCents: Cents;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  createdAt: string;
  /** The request lapses (and its hold is released) if not verified by then. */
  expiresAt: string;
  decidedAt: string | null;
  walletAddress: string | null;
  chain: Chain | null;
  /** Kept whole for the payout; every answer masks it. */
  bankAccount: string | null;
  recipientEmail: string | null;
  recipientId: number | null;
  /**
   * A transfer's sender address when it was requested: the recipient's ledger shows this one, never a later
   * address (D11). Absent on records saved before issue 24, which show the sender's current address.
   */
  senderEmail?: string;
  /** D16: the saved destination a bank or crypto withdrawal goes to. */
  destinationId?: number;
}

export interface SubscriptionRecord {
  id: number;
  userId: number;
  packageId: string;
  amountCents: Cents;
  createdAt: string;
  status: 'active';
}

export interface CopyTraderRecord {
  userId: number;
  /** The directory's code (D13). */
  code: string;
  status: 'active' | 'paused';
  joinedAt: string;
}

/** D10: what a user's portfolio holds, as a share of the balance (basis points) and the change since bought. */
export interface HoldingRecord {
  userId: number;
  name: string;
  shareBasisPoints: number;
  changePercent: number;
}

export interface ActivityRecord {
  id: number;
  userId: number;
  timestamp: string;
  action: string;
  ipAddress: string;
  location: string;
  /** Repeated failures (a wrong password again and again) collapse into one entry; absent means once. */
  count?: number;
}

export type CodePurpose =
  | 'signup'
  | 'forgot_password'
  | 'withdrawal'
  | 'profile_change'
  | 'password_change'
  | 'destination';

export interface CodeRecord {
  purpose: CodePurpose;
  subject: string;
  /** Fingerprint of exactly what the code confirms (amount + destination, the change payload…). */
  binding: string;
  salt: string;
  /** SHA-256 of salt, purpose, subject, binding and the code: the code itself is never stored. */
  hash: string;
  issuedAt: number;
  expiresAt: number;
  attempts: number;
  burnt: boolean;
  /** Forgot password: verified once, then usable for the reset only. */
  verified: boolean;
  /** What a confirmed change applies (profile fields, the new password's hash). */
  payload: unknown;
  /** Where the code was e-mailed: wrong tries are capped per address across codes (D15). */
  address: string;
}

/**
 * Issue 24: kept under the SHA-256 of the token's id (`state.tokens`); neither the token, its id nor its
 * signature (an HMAC under the server's secret, which the state never holds) is stored.
 */
export interface TokenRecord {
  type: 'access' | 'refresh';
  userId: number;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
  /** Refresh tokens of one login share a family; reusing a rotated one revokes the family. */
  family: string;
  /** A rotated refresh token: when. Its successors' ids derive from its own under the secret (grace window). */
  rotated?: { at: number };
}

/** A create's successful answer, replayed for a retry of the same request (its digest) with the same key. */
export interface IdempotentReply {
  request: string;
  body: unknown;
  createdAt: number;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** Null for a notice (an e-mail change or a password change), which carries no code. */
  code: string | null;
  purpose: CodePurpose | 'notice';
  /** A notice's one-time "This wasn't me" link (an app path), if it has one. */
  link?: string;
  sentAt: string;
}

/** D12: one sign-in, i.e. one refresh-token family. */
export interface SessionRecord {
  /** The token family. */
  id: string;
  userId: number;
  device: string;
  ipAddress: string;
  location: string;
  startedAt: string;
  lastActiveAt: string;
  /** Set by sign-out, revocation, a password change or reset, or a reused refresh token. */
  endedAt: string | null;
  /** Issue 40: the key of the device it signed in from (deviceIds.ts); absent in states saved before. */
  deviceKey?: string;
}

/** D15: a user's second factors, idle limit, devices and holds; created with defaults on first use. */
export interface SecurityRecord {
  userId: number;
  idleTimeoutMinutes: number;
  /** The authenticator app once a current code has confirmed it; `lastStep` refuses a code used twice. */
  totp: { secret: string; enabledAt: string; lastStep: number } | null;
  /** A secret shown for enrolment, not yet confirmed by a code. */
  pendingTotpSecret: string | null;
  /** SHA-256 of each unused backup code (salted with the user id); a used one is removed. */
  backupCodeHashes: string[];
  /** Set by "This wasn't me"; a password reset lifts it. */
  withdrawalsBlocked: boolean;
  /**
   * Issue 40: the devices this account has signed in from, as `deviceKeyOf` their issued identifier (deviceIds.ts);
   * a new one is e-mailed, and a stranger's failures do not pause them. States saved before hold `Chrome on Linux |
   * place` entries, which match no device.
   */
  knownDevices: string[];
  passkeys: PasskeyRecord[];
  /** D16: the owner's phrase that heads every e-mail the server sends them; null when not set. */
  antiPhishingPhrase: string | null;
  /** D16: set for 24 hours after a password reset or change, an e-mail change or a factor removed. */
  withdrawalHold: WithdrawalHoldRecord | null;
  /**
   * D22: the addresses this account had before a confirmed e-mail change, oldest first, each able to take the
   * account back until `until`. Absent in states saved before issue 40.
   */
  emailUndo?: EmailUndoRecord[];
}

export interface EmailUndoRecord {
  address: string;
  until: number;
}

export type WithdrawalHoldReason =
  'password_reset' | 'password_change' | 'email_change' | 'second_factor_removed';

export interface WithdrawalHoldRecord {
  until: number;
  reason: WithdrawalHoldReason;
}

/** D16: a saved withdrawal destination. Usable from `usableAt` (24 hours after its code confirmed it). */
export interface DestinationRecord {
  id: number;
  userId: number;
  label: string;
  kind: 'crypto' | 'bank' | 'recipient';
  chain: Chain | null;
  address: string | null;
  bankAccount: string | null;
  /** D22: a transfer recipient is an account (its id) and the address it had when saved; absent before issue 40. */
  recipientId?: number | null;
  recipientEmail?: string | null;
  addedAt: number;
  /** Null until the e-mailed code confirms it (a destination saved from the withdraw form needs none). */
  confirmedAt: number | null;
  usableAt: number | null;
}

/** D16: a user's address book and allow-list. */
export interface AddressBookRecord {
  userId: number;
  allowList: boolean;
  /** When a requested turn-off takes effect (48 hours after the request). */
  allowListOffAt: number | null;
  destinations: DestinationRecord[];
}

/** A WebAuthn credential: its id and public key (base64url), signature counter and name. */
export interface PasskeyRecord {
  id: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge handed out with options; used once, within 5 minutes. */
export interface WebAuthnChallengeRecord {
  purpose: 'register' | 'login' | 'step_up';
  challenge: string;
  userId: number | null;
  /** A step-up's session. */
  family?: string;
  expiresAt: number;
}

/** Proof of the password (and second factor) given within the last 5 minutes, for one session (D15). */
export interface StepUpRecord {
  userId: number;
  family: string;
  expiresAt: number;
}

/** A sign-in whose password was right and that waits for the second factor. */
export interface SignInChallengeRecord {
  userId: number;
  expiresAt: number;
  userAgent: string | null;
}

/** The one-time "This wasn't me" link of a notice e-mail. */
export interface DisownLinkRecord {
  userId: number;
  expiresAt: number;
  /** D22: the address the notice went to, which the link may give the account back to (absent before issue 40). */
  sentTo?: string;
}

export interface BackendState {
  version: 5;
  users: UserRecord[];
  accounts: AccountRecord[];
  summaries: AccountSummaryRecord[];
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  subscriptions: SubscriptionRecord[];
  copyTraders: CopyTraderRecord[];
  holdings: HoldingRecord[];
  activity: ActivityRecord[];
  codes: Record<string, CodeRecord>;
  /** Last send per purpose + subject, for the 60 s resend cooldown. */
  codeSentAt: Record<string, number>;
  tokens: Record<string, TokenRecord>;
  sessions: SessionRecord[];
  idempotency: Record<string, IdempotentReply>;
  outbox: OutboxMessage[];
  security: Record<string, SecurityRecord>;
  /** Sliding-window throttles (D15): key → the times (ms) of the events counted. */
  throttle: Record<string, number[]>;
  stepUps: Record<string, StepUpRecord>;
  signInChallenges: Record<string, SignInChallengeRecord>;
  disownLinks: Record<string, DisownLinkRecord>;
  webAuthnChallenges: Record<string, WebAuthnChallengeRecord>;
  /** Issue 40: usernameless sign-in challenges already used, by id → when they expire (absent in older states). */
  spentSignInChallenges?: Record<string, number>;
  /** D16, by user id. */
  addressBooks: Record<string, AddressBookRecord>;
  nextId: Record<
    | 'user'
    | 'account'
    | 'deposit'
    | 'withdrawal'
    | 'subscription'
    | 'activity'
    | 'message'
    | 'destination',
    number
  >;
}
