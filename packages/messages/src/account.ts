// Spec 2 §5, §8 and §2 (empty texts), byte for byte.

export const profileMessages = {
  saveFailed: 'Failed to save personal information.',
  passwordChangeStartFailed: 'Failed to initiate password change',
  invalidOtp: 'Invalid OTP. Please try again.',
  noSavedProfile: 'No saved profile data found.',
  accountRefreshed: 'Account information refreshed successfully!',
  activityRefreshed: 'Activity refreshed successfully!',
  personalInfoSaved: 'Personal information saved successfully!',
  personalInfoUpdated: 'Personal information updated successfully!',
  passwordChanged: 'Password changed successfully!',
  notificationsSaved: 'Notification preferences saved successfully!',
  notProvided: 'Not provided',
  never: 'Never',
} as const;

export const passwordChangeValidation = {
  oldRequired: 'Old password is required.',
  bothRequired: 'New password and confirm password are required.',
  tooShort: 'New password and confirm password must be at least 8 characters.',
  mismatch: 'New password and confirm password do not match!',
} as const;

export const emptyStates = {
  recentActivity: 'No recent activity available.',
  tradeHistory: 'No recent activity found.',
  portfolioTransactions: 'No transactions found. Make a deposit to start investing.',
  copyTraders: 'No copy traders joined. Enter a code to start.',
  recentTrades: 'No recent trades available.',
} as const;

/** DECISIONS D13: the server's answers to a trader code, shown by the Copy Trader form. */
export const copyTraderMessages = {
  notFound: 'No trader found with this code.',
  alreadyCopied: 'You already copy this trader.',
} as const;

/** DECISIONS D9: the price ticker's note when nothing has ever loaded (beside the spec's 0.00 and 0.00%). */
export const tickerMessages = {
  pricesUnavailable: 'Prices unavailable',
} as const;
