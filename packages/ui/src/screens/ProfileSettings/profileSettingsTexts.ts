// Texts of the Profile Settings screen that the spec does not fix (spec 2 §2 names the sections and
// fields; every spec message lives in @tp/messages). Kept here, beside the screen; each is a message
// written in the active language with `i18n._(…)` (DECISIONS D18).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** What writes a message in the active language: `useLingui().i18n` in a component, `i18n` from @tp/i18n in a test. */
export type Translator = Pick<I18n, '_'>;

export const sectionTitles = {
  page: msg`Profile Settings`,
  current: msg`Current Profile Information`,
  personal: msg`Personal Information`,
  security: msg`Security Settings`,
  notifications: msg`Notification Preferences`,
  twoFactor: msg`Two-factor authentication`,
  idleTimeout: msg`Idle timeout`,
} as const satisfies Record<string, MessageDescriptor>;

export const fieldLabels = {
  name: msg`Name`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`Email`,
  phone: msg`Phone`,
  country: msg`Country`,
  address: msg`Address`,
  dateOfBirth: msg`Date of birth`,
  language: msg`Language`,
  lastUpdated: msg`Last updated`,
  oldPassword: msg`Old password`,
  newPassword: msg`New password`,
  confirmPassword: msg`Confirm new password`,
  emailNotifications: msg`Email notifications`,
  smsNotifications: msg`SMS notifications`,
  pushNotifications: msg`Push notifications`,
} as const satisfies Record<string, MessageDescriptor>;

export const profileSettingsTexts = {
  lead: msg`Changes to your personal information and password are confirmed with a code we e-mail you.`,
  loading: msg`Loading your profile`,
  savePersonal: msg`Save Changes`,
  savingPersonal: msg`Saving...`,
  changePassword: msg`Change Password`,
  changingPassword: msg`Sending code...`,
  saveNotifications: msg`Save Preferences`,
  savingNotifications: msg`Saving...`,
  /** Save with nothing edited: no request is sent. */
  noChanges: msg`Nothing to save: your personal information is unchanged.`,
  countryPlaceholder: msg`Select a country`,
  phoneHint: msg`With the country code, e.g. +14155550101.`,
  emailHint: msg`A new address gets the code, to prove it is yours; the old one gets a notice.`,
  passwordHint: msg`At least 8 characters.`,
  dateOfBirthFuture: msg`Date of birth must be in the past.`,
  notificationsLead: msg`Choose how we tell you about your account.`,
  /** D12: said beside "Password changed successfully!". */
  otherSessionsEnded: msg`Other devices signed in to your account have been signed out.`,
  profileCodeTitle: msg`Confirm Your Changes`,
  passwordCodeTitle: msg`Confirm Your New Password`,
  profileCodeSent: (email: string) =>
    msg`Enter the 6-digit code we e-mailed to ${email} to confirm the changes to your personal information.`,
  /** D12: a new e-mail address gets the code; the old one a notice. */
  newEmailCodeSent: (newEmail: string, oldEmail: string) =>
    msg`We e-mailed the 6-digit code to your new address, ${newEmail}, to prove it is yours, and a notice to ${oldEmail}. Your e-mail address changes once you enter the code.`,
  passwordCodeSent: (email: string) =>
    msg`Enter the 6-digit code we e-mailed to ${email} to confirm your new password.`,
  /** `notification_sent: false`: the change waits, but its code e-mail did not go out. */
  codeEmailFailed: msg`We could not send the code e-mail. Use Resend Code to try again.`,
} as const;

/** D15: the authenticator app (TOTP) and its backup codes. */
export const twoFactorTexts = {
  loading: msg`Loading your two-factor authentication`,
  app: msg`Authenticator app`,
  off: msg`Off`,
  on: msg`On`,
  offLead: msg`Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. We also ask for it before changes to your e-mail, password and security settings.`,
  turnOn: msg`Turn on authenticator app`,
  starting: msg`Starting...`,
  backupCodesLeft: (count: number) =>
    msg`${plural(count, {
      0: 'No backup codes left',
      one: '# backup code left',
      other: '# backup codes left',
    })}`,
  /** Beside a count of 2 or fewer. */
  fewBackupCodes: msg`Create new ones before you run out.`,
  renew: msg`Create new backup codes`,
  renewing: msg`Creating...`,
  turnOff: msg`Turn off`,
  turningOff: msg`Turning off...`,
  turnOffTitle: msg`Turn off the authenticator app?`,
  turnOffDescription: msg`Signing in will ask only for your password, and your backup codes will stop working.`,
  setupTitle: msg`Set up your authenticator app`,
  scanStep: msg`Scan this QR code with your authenticator app, for example Google Authenticator, Microsoft Authenticator or 1Password.`,
  qrLabel: (account: string) => msg`QR code that adds ${account} to an authenticator app`,
  qrLoading: msg`Loading QR code`,
  keyStep: msg`Can't scan it? Enter this setup key in the app instead:`,
  copyKey: msg`Copy key`,
  codeStep: msg`Then enter the 6-digit code the app shows.`,
  codeLabel: msg`Authentication code`,
  codeHint: msg`6 digits, from your authenticator app.`,
  codeRequired: msg`Enter the 6-digit code from your authenticator app.`,
  enable: msg`Turn on`,
  enabling: msg`Turning on...`,
  cancelSetup: msg`Cancel`,
  backupTitle: msg`Save your backup codes`,
  backupLead: msg`If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, such as a password manager.`,
  backupCodesList: msg`Backup codes`,
  copyCodes: msg`Copy codes`,
  downloadCodes: msg`Download codes`,
  doneNote: msg`These codes will not be shown again.`,
  done: msg`Done`,
  /** The downloaded file's name: kept in English, like the other names the app gives files. */
  backupFileName: 'backup-codes.txt',
  backupFileTitle: msg`Backup codes for two-factor authentication`,
  backupFileLead: msg`Each code signs you in once if you cannot use your authenticator app.`,
} as const;

/** D15: how long an idle session lasts (5 minutes to 12 hours). */
export const idleTimeoutTexts = {
  loading: msg`Loading your idle timeout`,
  lead: msg`We sign you out after this long without activity in any tab, and ask a minute before whether you are still there.`,
  field: msg`Sign out after`,
  save: msg`Save Timeout`,
  saving: msg`Saving...`,
  /** `duration` is the written choice ("1 hour"). */
  saved: (duration: string) =>
    msg`Idle timeout saved: you are signed out after ${duration} without activity.`,
  unchanged: msg`Nothing to save: the idle timeout is unchanged.`,
} as const;
