// Texts of the Profile Settings screen that the spec does not fix (spec 2 §2 names the sections and
// fields; every spec message lives in @tp/messages). Kept here, beside the screen.

export const sectionTitles = {
  page: 'Profile Settings',
  current: 'Current Profile Information',
  personal: 'Personal Information',
  security: 'Security Settings',
  notifications: 'Notification Preferences',
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
