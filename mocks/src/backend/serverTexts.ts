// Texts only the server says and the spec does not have. Every text the spec has comes from @tp/messages.
import { addressBookMessages } from '@tp/messages';

export const serverTexts = {
  fieldRequired: 'This field is required.',
  fieldBlank: 'This field may not be blank.',
  invalidEmail: 'Enter a valid email address.',
  emailHiddenCharacters:
    'Remove the invisible or text-direction characters from this email address.',
  // The value is echoed like Django does, cut short so a hostile value cannot make the answer huge.
  invalidChoice: (value: string) =>
    `"${value.length > 50 ? `${value.slice(0, 50)}…` : value}" is not a valid choice.`,
  invalidBoolean: 'Must be a valid boolean.',
  noChanges: 'There are no changes to confirm.',
  invalidDate: 'Date has wrong format. Use YYYY-MM-DD.',
  duplicateEmail: 'A user with this email already exists.',
  emailVerified: 'Email verified successfully.',
  alreadyVerified: 'This email address is already verified.',
  emailNotVerified: 'Email not verified. A new verification code has been sent to your email.',
  tokenNotValid: 'Given token not valid for any token type',
  refreshInvalid: 'Token is invalid or expired',
  loggedOut: 'Successfully logged out.',
  passwordResetDone: 'Your password has been reset. Please sign in.',
  oldPasswordIncorrect: 'Old password is incorrect.',
  passwordChangeCodeSent:
    'A verification code has been sent to your email to confirm the password change.',
  tooManyAttempts: 'Too many attempts. Please request a new code.',
  resendCooldown: 'Please wait before requesting another code.',
  notFound: 'Not found.',
  verifiedClientsOnly: 'Only verified clients can use this deposit method.',
  noUserWithEmail: 'No user with this email address.',
  selfTransfer: 'You cannot transfer to yourself.',
  withdrawalNotPending: 'This withdrawal is no longer pending.',
  withdrawalCreated: 'Withdrawal created. A verification code has been sent to your email.',
  cryptoTypeMismatch: 'The cryptocurrency does not match the selected wallet.',
  subscribed: (packageName: string) => `You are now subscribed to the ${packageName} package.`,
  traderCodeInvalid: 'Use 1 to 32 letters, digits, hyphens or underscores.',
  copyTraderStatusInvalid: 'Choose one of active, paused.',
  activityLimitRange: 'Ensure this value is between 1 and 50.',
  symbolsInvalid: 'Use comma-separated currency pairs such as EURUSD,GBPUSD.',
  rangeInvalid: 'Choose one of 1M, 1Y, ALL.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 characters.',
  idempotencyKeyRequired: 'This request needs an Idempotency-Key header (8 to 128 characters).',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  malformedBody: 'The request body could not be read.',
  unknownDevice: 'Unknown device',
  revokeCurrentSession: 'This is the session you are using. Sign out instead.',
  otherSessionsRevoked: (count: number) =>
    `Signed out of ${count} other session${count === 1 ? '' : 's'}.`,
  invalidPage: 'Invalid page.',
  signInLocked: 'Too many failed sign-ins. Please try again later.',
  tooManyCodesSent: 'Too many codes were sent to this address. Please try again later.',
  tooManyWrongCodes: 'Too many wrong codes for this address today. Please try again tomorrow.',
  clientLocked: 'Too many failed attempts from this network. Please try again later.',
  secondFactorRequired: 'Enter the code from your authenticator app or a backup code.',
  challengeExpired: 'This sign-in has expired. Please enter your password again.',
  authenticationCodeIncorrect: 'The authentication code is incorrect.',
  passwordIncorrect: 'The password is incorrect.',
  stepUpRequired: 'Confirm it is you: enter your password again.',
  withdrawalsOnHold: (opensAt: string) =>
    `Withdrawals are on hold after a recent security change. They open again at ${opensAt}.`,
  destinationHeld: (opensAt: string) =>
    `This destination was added less than 24 hours ago. It can be used from ${opensAt}.`,
  // The client says the same (D16): one text, in @tp/messages.
  allowListOn: addressBookMessages.allowListOn,
  destinationSaved: 'Already saved in your address book.',
  destinationRemoved: 'This destination was removed from your address book.',
  destinationLimit: 'The address book is full (20 destinations). Remove one first.',
  destinationNotAwaitingCode: 'This destination is already confirmed.',
  bankAccountInvalid: 'Use 6 to 34 letters and digits.',
  totpAlreadyOn: 'The authenticator app is already on.',
  totpNotOn: 'The authenticator app is not on.',
  totpSetupMissing: 'Start the authenticator app setup first.',
  totpEnabled: 'Authenticator app turned on.',
  totpDisabled: 'Authenticator app turned off.',
  backupCodesRenewed: 'New backup codes created. The old ones no longer work.',
  idleTimeoutRange: 'Choose between 5 and 720 minutes.',
  linkInvalid: 'This link is invalid or has already been used.',
  accountSecured:
    'Every session was signed out and withdrawals are blocked until you reset your password.',
  withdrawalsBlocked:
    'Withdrawals are blocked after a "This wasn\'t me" report. Reset your password to unblock them.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  passkeysUnavailable: 'Passkeys are not available on this server.',
  passkeyChallengeExpired: 'This passkey request has expired. Please try again.',
  passkeyNotVerified: 'The passkey could not be verified.',
  passkeyExists: 'This passkey is already added.',
  noPasskeys: 'This account has no passkeys.',
  tooManyPasskeys: (limit: number) => `An account can have at most ${limit} passkeys.`,
  antiPhishingInvalid: "Use 4 to 32 letters, digits, spaces or simple punctuation (. , ! ? ' -).",
  usePasskeyInstead: 'Use one of your passkeys to confirm it is you.',
  coinNotFound: 'coin not found',
  invalidDays: 'invalid days',
  // Django REST framework's own texts, for a request that does not match the contract (handlers/contractRefusal.ts).
  notAString: 'Not a valid string.',
  invalidInteger: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  notNull: 'This field may not be null.',
  invalidValue: 'Enter a valid value.',
  unknownField: 'This field is not expected.',
  tooLong: (limit: number) => `Ensure this field has no more than ${limit} characters.`,
  atMost: (limit: number) => `Ensure this value is less than or equal to ${limit}.`,
  atLeast: (limit: number) => `Ensure this value is greater than or equal to ${limit}.`,
  greaterThan: (limit: number) => `Ensure this value is greater than ${limit}.`,
  lessThan: (limit: number) => `Ensure this value is less than ${limit}.`,
} as const;

/** Subjects and bodies of the e-mails the server "sends" to the outbox. */
export const mailTexts = {
  signupSubject: 'Verify your email address',
  forgotPasswordSubject: 'Your password reset code',
  withdrawalSubject: 'Confirm your withdrawal',
  transferSubject: 'Confirm your transfer',
  profileChangeSubject: 'Confirm your profile change',
  passwordChangeSubject: 'Confirm your password change',
  emailChangeNoticeSubject: 'Your e-mail address is being changed',
  passwordChangedNoticeSubject: 'Your password was changed',
  passwordChangedNoticeBody:
    'The password of your account was just changed and every other session was signed out. If this was not you, reset your password now and contact support.',
  /** D16: the first line of every e-mail to an owner who set an anti-phishing phrase. */
  antiPhishingLine: (phrase: string) => `Your anti-phishing phrase: ${phrase}`,
  signInLockedSubject: 'Sign-ins to your account are paused',
  signInLockedBody: (minutes: number) =>
    `Someone entered a wrong password for your account 5 times. Sign-ins are paused for ${minutes} minutes. If this was not you, reset your password.`,
  emailChangeDisownBody: (newEmail: string) =>
    `Someone asked to change the e-mail address of your account to ${newEmail}. The change happens only when the code sent to that address is entered. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.`,
  newDeviceSubject: 'New sign-in to your account',
  newDeviceBody: (device: string, place: string) =>
    `Your account was just signed in to from ${device} near ${place}. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.`,
  totpOnSubject: 'An authenticator app was turned on',
  passkeyAddedSubject: 'A passkey was added to your account',
  passkeyRemovedSubject: 'A passkey was removed from your account',
  totpOffSubject: 'The authenticator app was turned off',
  destinationSubject: 'Confirm a new withdrawal address',
  destinationAddedSubject: 'A withdrawal address was added',
  destinationAddedBody: (what: string, opensAt: string) =>
    `${what} was added to your address book. Money can be sent to it from ${opensAt}. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.`,
  destinationRemovedSubject: 'A withdrawal address was removed',
  destinationRemovedBody: (what: string) =>
    `${what} was removed from your address book. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.`,
  allowListSubject: 'Your withdrawal allow-list changed',
  allowListOnBody:
    'The withdrawal allow-list of your account is on: money goes only to saved destinations. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.',
  allowListOffBody: (opensAt: string) =>
    `Someone asked to turn off the withdrawal allow-list of your account. It turns off at ${opensAt}. If this was not you, follow the link below: it signs out every session and blocks withdrawals until you reset your password.`,
  factorNoticeBody:
    'The two-factor settings of your account just changed. If this was not you, reset your password now and contact support.',
  body: (code: string, what: string) =>
    `Your verification code is ${code}. It confirms ${what} and expires in 10 minutes. If you did not ask for it, ignore this e-mail and change your password.`,
} as const;

/** The `action` of account activity entries (GET /auth/activity/). */
export const activityActions = {
  // Title case like the spec's own entries (spec 2 §3: Page Visited, Profile Updated, Manual Refresh).
  accountCreated: 'Account Created',
  emailVerified: 'Email Verified',
  login: 'Signed In',
  logout: 'Signed Out',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  passwordReset: 'Password Reset',
  notificationsUpdated: 'Notification Preferences Updated',
  failedSignIn: 'Failed Sign-In',
  sessionRevoked: 'Session Signed Out',
  otherSessionsRevoked: 'Other Sessions Signed Out',
  manualRefresh: 'Manual Refresh',
  failedPasswordCheck: 'Failed Password Check',
  failedSecondFactor: 'Failed Authentication Code',
  signInLocked: 'Sign-Ins Paused',
  totpEnabled: 'Authenticator App Turned On',
  totpDisabled: 'Authenticator App Turned Off',
  backupCodeUsed: 'Backup Code Used',
  passkeyAdded: 'Passkey Added',
  passkeyRemoved: 'Passkey Removed',
  passkeySignIn: 'Signed In With Passkey',
  backupCodesRenewed: 'Backup Codes Renewed',
  idleTimeoutChanged: 'Idle Timeout Changed',
  antiPhishingChanged: 'Anti-Phishing Phrase Changed',
  accountSecured: 'Account Secured After Report',
  destinationAdded: 'Withdrawal Address Added',
  destinationRemoved: 'Withdrawal Address Removed',
  allowListChanged: 'Allow-List Changed',
} as const;

/** Server answers that only scenarios produce (error bodies a real server may send). */
export const scenarioTexts = {
  internalError: 'Internal server error.',
  badGateway: 'Bad gateway.',
  unavailable: 'Service temporarily unavailable, try again later.',
  forbidden: 'You do not have permission to perform this action.',
  throttled: 'Request was throttled. Expected available in 60 seconds.',
  accountDisabled: 'Account disabled.',
  unableToLogIn: 'Unable to log in.',
  accountLocked: 'Account locked.',
  loginUnavailable: 'Bad request detail',
  loginMessage: 'Bad request message',
  passwordTooCommon: 'This password is too common.',
  passwordTooShort: 'Ensure this field has at least 8 characters.',
  phoneInvalid: 'Enter a valid phone number.',
  marketRateLimited:
    "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
  marketServerError: 'Internal Server Error',
} as const;
