// Texts of the Profile Settings screen that the spec does not fix (spec 2 §2 names the sections and
// fields; every spec message lives in @tp/messages). Kept here, beside the screen.

export const sectionTitles = {
  page: 'Profile Settings',
  current: 'Current Profile Information',
  personal: 'Personal Information',
  security: 'Security Settings',
  notifications: 'Notification Preferences',
  twoFactor: 'Two-factor authentication',
  idleTimeout: 'Idle timeout',
} as const;

export const fieldLabels = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  address: 'Address',
  dateOfBirth: 'Date of birth',
  language: 'Language',
  lastUpdated: 'Last updated',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  pushNotifications: 'Push notifications',
} as const;

export const profileSettingsTexts = {
  lead: 'Changes to your personal information and password are confirmed with a code we e-mail you.',
  loading: 'Loading your profile',
  savePersonal: 'Save Changes',
  savingPersonal: 'Saving...',
  changePassword: 'Change Password',
  changingPassword: 'Sending code...',
  saveNotifications: 'Save Preferences',
  savingNotifications: 'Saving...',
  /** Save with nothing edited: no request is sent. */
  noChanges: 'Nothing to save: your personal information is unchanged.',
  countryPlaceholder: 'Select a country',
  phoneHint: 'With the country code, e.g. +14155550101.',
  emailHint: 'A new address gets the code, to prove it is yours; the old one gets a notice.',
  passwordHint: 'At least 8 characters.',
  dateOfBirthFuture: 'Date of birth must be in the past.',
  notificationsLead: 'Choose how we tell you about your account.',
  /** D12: said beside "Password changed successfully!". */
  otherSessionsEnded: 'Other devices signed in to your account have been signed out.',
  profileCodeTitle: 'Confirm Your Changes',
  passwordCodeTitle: 'Confirm Your New Password',
  profileCodeSent: (email: string) =>
    `Enter the 6-digit code we e-mailed to ${email} to confirm the changes to your personal information.`,
  /** D12: a new e-mail address gets the code; the old one a notice. */
  newEmailCodeSent: (newEmail: string, oldEmail: string) =>
    `We e-mailed the 6-digit code to your new address, ${newEmail}, to prove it is yours, and a notice to ${oldEmail}. Your e-mail address changes once you enter the code.`,
  passwordCodeSent: (email: string) =>
    `Enter the 6-digit code we e-mailed to ${email} to confirm your new password.`,
  /** `notification_sent: false`: the change waits, but its code e-mail did not go out. */
  codeEmailFailed: 'We could not send the code e-mail. Use Resend Code to try again.',
} as const;

/** D15: the authenticator app (TOTP) and its backup codes. */
export const twoFactorTexts = {
  loading: 'Loading your two-factor authentication',
  app: 'Authenticator app',
  off: 'Off',
  on: 'On',
  offLead:
    'Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. We also ask for it before changes to your e-mail, password and security settings.',
  turnOn: 'Turn on authenticator app',
  starting: 'Starting...',
  /** Before the date it was turned on: "On since Jun 14, 2026". */
  onSince: 'On since',
  backupCodesLeft: (count: number) =>
    count === 0 ? 'No backup codes left' : `${count} backup code${count === 1 ? '' : 's'} left`,
  /** Beside a count of 2 or fewer. */
  fewBackupCodes: 'Create new ones before you run out.',
  renew: 'Create new backup codes',
  renewing: 'Creating...',
  turnOff: 'Turn off',
  turningOff: 'Turning off...',
  turnOffTitle: 'Turn off the authenticator app?',
  turnOffDescription:
    'Signing in will ask only for your password, and your backup codes will stop working.',
  setupTitle: 'Set up your authenticator app',
  scanStep:
    'Scan this QR code with your authenticator app, for example Google Authenticator, Microsoft Authenticator or 1Password.',
  qrLabel: (account: string) => `QR code that adds ${account} to an authenticator app`,
  qrLoading: 'Loading QR code',
  keyStep: "Can't scan it? Enter this setup key in the app instead:",
  copyKey: 'Copy key',
  codeStep: 'Then enter the 6-digit code the app shows.',
  codeLabel: 'Authentication code',
  codeHint: '6 digits, from your authenticator app.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  enable: 'Turn on',
  enabling: 'Turning on...',
  cancelSetup: 'Cancel',
  backupTitle: 'Save your backup codes',
  backupLead:
    'If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, such as a password manager.',
  backupCodesList: 'Backup codes',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download codes',
  doneNote: 'These codes will not be shown again.',
  done: 'Done',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  backupFileName: 'backup-codes.txt',
  backupFileTitle: 'Backup codes for two-factor authentication',
  backupFileLead: 'Each code signs you in once if you cannot use your authenticator app.',
} as const;

/** D15: how long an idle session lasts (5 minutes to 12 hours). */
export const idleTimeoutTexts = {
  loading: 'Loading your idle timeout',
  lead: 'We sign you out after this long without activity in any tab, and ask a minute before whether you are still there.',
  field: 'Sign out after',
  save: 'Save Timeout',
  saving: 'Saving...',
  saved: (duration: string) =>
    `Idle timeout saved: you are signed out after ${duration} without activity.`,
  unchanged: 'Nothing to save: the idle timeout is unchanged.',
} as const;
