// Account Information's own texts (the spec names only the labels and the two success texts, which live in
// @tp/messages). Headings, button names and the D12 sessions texts are kept here, beside the screen.

/** A session as the texts name it: its device, e.g. "Chrome on Linux". */
export interface NamedSession {
  device: string;
}

export const accountInformationTexts = {
  title: 'Account Information',
  lead: 'Your account details, recent account activity and where you are signed in.',
  profileTitle: 'Account Details',
  activityTitle: 'Recent Account Activity',
  /** D15: how many times a collapsed entry happened. */
  repeated: (count: number) => `×${count}`,
  sessionsTitle: 'Active sessions',
  sessionsLead:
    'Devices signed in to your account. Sign out any you do not recognise, then change your password.',
  refreshData: 'Refresh Data',
  refreshActivity: 'Refresh Activity',
  refreshing: 'Refreshing…',
  editProfile: 'Edit Profile',
  loadingProfile: 'Loading account information',
  loadingActivity: 'Loading account activity',
  loadingSessions: 'Loading active sessions',
  /** Refresh Data failed while the last details stay on screen. */
  refreshFailed: (reason: string) => `Account information was not refreshed. ${reason}`,
  /** Refresh Activity failed while the last entries stay on screen. */
  activityRefreshFailed: (reason: string) => `Activity was not refreshed. ${reason}`,
  staleSessions: 'This list could not be refreshed: it shows what was last loaded.',
  thisDevice: 'This device',
  onlyThisDevice: 'Only this device is signed in.',
  noSessions: 'No active sessions.',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutOthers: 'Sign out all other sessions',
  /** The Sign out button's name says which session it ends, after what it says now (Sign out or Signing out…). */
  signOutName: (label: string, session: NamedSession, started: string) =>
    `${label} ${session.device}, started ${started}`,
  signOutTitle: 'Sign out this session?',
  signOutDescription: (session: NamedSession) =>
    `${session.device} will be signed out and has to sign in again to use your account.`,
  signOutOthersTitle: 'Sign out all other sessions?',
  signOutOthersDescription: (count: number) =>
    `${count === 1 ? 'The other session' : `All ${count} other sessions`} will be signed out. This device stays signed in.`,
  signedOut: (session: NamedSession) => `${session.device} was signed out.`,
  /** A 404: the session ended elsewhere (signed out, expired, or ended from another device). */
  alreadyEnded: (session: NamedSession) =>
    `${session.device} had already been signed out. Your list is up to date.`,
  signOutFailed: (reason: string) => `Not signed out. ${reason}`,
  signOutOthersFailed: (reason: string) => `Other sessions were not signed out. ${reason}`,
} as const;

/** The read-only fields of spec 2 §2 Account Information, in the spec's order. */
export const profileFieldLabels = {
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  country: 'Country',
  address: 'Address',
  dateOfBirth: 'Date of Birth',
  accountCreated: 'Account Created',
  lastLogin: 'Last Login',
  profileUpdated: 'Profile Last Updated',
} as const;

/** The columns of spec 2 §2 Recent Account Activity. */
export const activityColumnLabels = {
  dateTime: 'Date & Time',
  action: 'Action',
  ipAddress: 'IP Address',
  location: 'Location',
} as const;

/** Each session's details (D12). */
export const sessionFieldLabels = {
  ipAddress: 'IP address',
  location: 'Location',
  started: 'Started',
  lastActive: 'Last active',
} as const;
