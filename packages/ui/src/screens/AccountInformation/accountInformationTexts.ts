import { msg, plural } from '@lingui/core/macro';

// Account Information's own texts (the spec names only the labels and the two success texts, which live in
// @tp/messages). Headings, button names and the D12 sessions texts are kept here, beside the screen. Each is a
// descriptor written in the active language with `i18n._(…)` (DECISIONS D18).

/** A session as the texts name it: its device, e.g. "Chrome on Linux". */
export interface NamedSession {
  device: string;
}

export const accountInformationTexts = {
  title: msg`Account Information`,
  lead: msg`Your account details, recent account activity and where you are signed in.`,
  profileTitle: msg`Account Details`,
  activityTitle: msg`Recent Account Activity`,
  /** D15: how many times a collapsed entry happened. */
  repeated: (count: number) => `×${count}`,
  sessionsTitle: msg`Active sessions`,
  sessionsLead: msg`Devices signed in to your account. Sign out any you do not recognise, then change your password.`,
  refreshData: msg`Refresh Data`,
  refreshActivity: msg`Refresh Activity`,
  refreshing: msg`Refreshing…`,
  editProfile: msg`Edit Profile`,
  loadingProfile: msg`Loading account information`,
  loadingActivity: msg`Loading account activity`,
  loadingSessions: msg`Loading active sessions`,
  /** Refresh Data failed while the last details stay on screen. */
  refreshFailed: (reason: string) => msg`Account information was not refreshed. ${reason}`,
  /** Refresh Activity failed while the last entries stay on screen. */
  activityRefreshFailed: (reason: string) => msg`Activity was not refreshed. ${reason}`,
  staleSessions: msg`This list could not be refreshed: it shows what was last loaded.`,
  thisDevice: msg`This device`,
  onlyThisDevice: msg`Only this device is signed in.`,
  noSessions: msg`No active sessions.`,
  signOut: msg`Sign out`,
  signingOut: msg`Signing out…`,
  signOutOthers: msg`Sign out all other sessions`,
  /** The Sign out button's name says which session it ends, after what it says now (Sign out or Signing out…). */
  signOutName: (label: string, { device }: NamedSession, started: string) =>
    msg`${label} ${device}, started ${started}`,
  signOutTitle: msg`Sign out this session?`,
  signOutDescription: ({ device }: NamedSession) =>
    msg`${device} will be signed out and has to sign in again to use your account.`,
  signOutOthersTitle: msg`Sign out all other sessions?`,
  signOutOthersDescription: (count: number) =>
    msg`${plural(count, { one: 'The other session', other: 'All # other sessions' })} will be signed out. This device stays signed in.`,
  signedOut: ({ device }: NamedSession) => msg`${device} was signed out.`,
  /** A 404: the session ended elsewhere (signed out, expired, or ended from another device). */
  alreadyEnded: ({ device }: NamedSession) =>
    msg`${device} had already been signed out. Your list is up to date.`,
  signOutFailed: (reason: string) => msg`Not signed out. ${reason}`,
  signOutOthersFailed: (reason: string) => msg`Other sessions were not signed out. ${reason}`,
} as const;

/** The read-only fields of spec 2 §2 Account Information, in the spec's order. */
export const profileFieldLabels = {
  fullName: msg`Full Name`,
  email: msg`Email Address`,
  phone: msg`Phone Number`,
  country: msg`Country`,
  address: msg`Address`,
  dateOfBirth: msg`Date of Birth`,
  accountCreated: msg`Account Created`,
  lastLogin: msg`Last Login`,
  profileUpdated: msg`Profile Last Updated`,
} as const;

/** The columns of spec 2 §2 Recent Account Activity. */
export const activityColumnLabels = {
  dateTime: msg`Date & Time`,
  action: msg`Action`,
  ipAddress: msg`IP Address`,
  location: msg`Location`,
} as const;

/** Each session's details (D12). */
export const sessionFieldLabels = {
  ipAddress: msg`IP address`,
  location: msg`Location`,
  started: msg`Started`,
  lastActive: msg`Last active`,
} as const;
