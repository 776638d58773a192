// Spec 2 §5 (validation), §8 (errors and success texts) and DECISIONS D1/D2, byte for byte.

export const depositValidation = {
  invalidAmount: 'Please enter a valid amount.',
  belowMinimum: 'Minimum deposit amount is 200 USD.',
  aboveMaximum:
    'Maximum deposit amount is 200,000 USD. Higher amounts may be available depending on your plan.',
  methodRequired: 'Please select a deposit method.',
  coinRequired: 'Please select a cryptocurrency.',
  proofRequired: 'Please upload a screenshot of your deposit as proof of payment.',
  proofInvalidType: 'Please upload a valid image file (PNG, JPEG, JPG).',
  proofTooLarge: 'File size must be less than 5MB.',
} as const;

export const withdrawalValidation = {
  invalidAmount: depositValidation.invalidAmount,
  belowMinimum: (minimum: number) => `Minimum withdrawal amount is $${minimum}.`,
  aboveMaximum: (maximum: number) => `Maximum withdrawal amount is $${maximum}.`,
  insufficientBalance: 'Insufficient balance for withdrawal.',
  methodRequired: 'Please select a withdrawal method.',
  cryptoDetailsRequired: 'Please provide a wallet address and select a blockchain.',
  bankAccountRequired: 'Please provide a bank account number.',
} as const;

export const transferValidation = {
  emailAndAmountRequired: 'Please provide an email and amount.',
  amountNotPositive: 'Amount must be greater than 0.',
  insufficientBalance: 'Insufficient balance for transfer.',
} as const;

export const codeCheckMessages = {
  expired: 'Verification pin has expired. Please request a new one.',
  incorrect: 'Incorrect verification code. Please try again.',
  failed: 'Verification failed. Please try again later.',
} as const;

export const balanceMessages = {
  loadFailed: 'Failed to fetch balance data',
  dashboardCrash: 'Something went wrong. Please try again.',
} as const;

export const depositMessages = {
  createFailed: 'Could not create deposit. Please try again.',
  verifyFailed: 'Could not verify deposit. Please try again.',
  pendingLoadFailed: 'Failed to load pending deposits. Please try again.',
  processFailed: 'Failed to process deposit. Please try again.',
  notificationFailed: 'Deposit created, but failed to send notification. Please contact support.',
  success: (amount: string, referenceId: string | number) =>
    `Your deposit of ${amount} is being processed. Reference ID: ${referenceId}`,
  noPending: 'No pending deposits',
  verifiedOnly: '(Verified clients only)',
} as const;

export const withdrawalMessages = {
  pendingLoadFailed: 'Failed to load pending withdrawals. Please try again.',
  processFailed: 'Failed to process withdrawal. Please try again.',
  notificationFailed:
    'Withdrawal created, but failed to send OTP notification. Please contact support.',
  resendFailed: 'Failed to resend OTP. Please try again or contact support.',
  submitted: (amount: string, referenceId: string | number) =>
    `Your withdrawal request for ${amount} has been submitted and is pending approval. Reference ID: ${referenceId}`,
  verified: 'Your withdrawal has been successfully verified and processed!',
} as const;

export const transferMessages = {
  pendingLoadFailed: 'Failed to load pending transfers. Please try again.',
  processFailed: 'Failed to process transfer. Please try again.',
  verified: 'Your transfer has been successfully verified and processed!',
  noPending: 'No pending transfers',
} as const;

export const packageMessages = {
  insufficientBalance: (shortfall: string) =>
    `Insufficient balance. Please deposit at least ${shortfall} more`,
  subscriptionFailed: 'There was an error processing your subscription. Please try again.',
  // DECISIONS D2: shown wherever a return is shown, as prominent as the rate.
  riskWarning: 'Returns are not guaranteed. Capital at risk.',
} as const;
