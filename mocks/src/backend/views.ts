// Records → the contract's answer shapes (snake_case, money as numbers).
import { centsToAmount } from './money';
import type {
  AccountRecord,
  AccountSummaryRecord,
  ActivityRecord,
  DepositRecord,
  SubscriptionRecord,
  UserRecord,
  WithdrawalRecord,
} from './state';
import type { PackageDefinition } from './packageCatalogue';

export function profileView(user: UserRecord) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    country: user.country,
    address: user.address,
    date_of_birth: user.dateOfBirth,
    language: user.language,
    notifications: { ...user.notifications },
    date_joined: user.dateJoined,
    last_login: user.lastLogin,
    updated_at: user.updatedAt,
    email_verified: user.emailVerified,
  };
}

/** Spec 2 §3: asterisks then only the last 4 characters. */
export function maskBankAccount(account: string): string {
  return `****${account.slice(-4)}`;
}

export function balanceView(account: AccountRecord) {
  return {
    id: account.id,
    balance: centsToAmount(account.balanceCents - account.heldCents),
    currency: 'USD' as const,
    updated_at: account.updatedAt,
  };
}

export function accountSummaryView(summary: AccountSummaryRecord) {
  return {
    profit_loss: centsToAmount(summary.profitLossCents),
    margin: centsToAmount(summary.marginCents),
    opened_position: summary.openedPosition,
  };
}

export function depositView(deposit: DepositRecord) {
  return {
    id: deposit.id,
    amount: centsToAmount(deposit.amountCents),
    payment_method: deposit.paymentMethod,
    wallet_id: deposit.walletId,
    wallet_address: deposit.walletAddress,
    cryptoType: deposit.cryptoType,
    status: deposit.status,
    created_at: deposit.createdAt,
    // The mock keeps no uploaded bytes (they would bloat the persisted snapshot), so there is nothing to link to.
    proof_url: null,
  };
}

export function withdrawalView(withdrawal: WithdrawalRecord) {
  return {
    id: withdrawal.id,
    amount: centsToAmount(withdrawal.amountCents),
    withdrawal_method: withdrawal.method,
    status: withdrawal.status,
    created_at: withdrawal.createdAt,
    wallet_address: withdrawal.walletAddress,
    chain: withdrawal.chain,
    bank_account: withdrawal.bankAccount === null ? null : maskBankAccount(withdrawal.bankAccount),
    recipient_email: withdrawal.recipientEmail,
  };
}

export function subscriptionView(subscription: SubscriptionRecord) {
  return {
    id: subscription.id,
    package_id: subscription.packageId,
    amount: centsToAmount(subscription.amountCents),
    created_at: subscription.createdAt,
    status: subscription.status,
  };
}

export function packageView(definition: PackageDefinition) {
  return {
    id: definition.id,
    name: definition.name,
    price: centsToAmount(definition.priceCents),
    description: definition.description,
    features: [...definition.features],
    roi: definition.roi,
    weekly_roi_percent: definition.weeklyRoiPercent,
    duration: definition.duration,
    duration_months: definition.durationMonths,
    color: definition.color,
    recommended: definition.recommended,
  };
}

export function activityView(entry: ActivityRecord) {
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    action: entry.action,
    ip_address: entry.ipAddress,
    location: entry.location,
    ...(entry.count !== undefined && entry.count > 1 ? { count: entry.count } : {}),
  };
}

export type Profile = ReturnType<typeof profileView>;
export type Balance = ReturnType<typeof balanceView>;
export type Deposit = ReturnType<typeof depositView>;
export type Withdrawal = ReturnType<typeof withdrawalView>;
export type Subscription = ReturnType<typeof subscriptionView>;
export type Package = ReturnType<typeof packageView>;
export type ActivityEntry = ReturnType<typeof activityView>;
