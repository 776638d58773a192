// D18: every e-mail the server "sends" is written in the account's language. Each language module holds every
// e-mail as whole sentences; callers pass only values (codes, amounts, addresses, dates, names), never words.
import type { WithdrawalMethod } from '../state';

/** A bank or crypto withdrawal's route, as the withdrawal records it (a transfer has its own e-mail). */
export type WithdrawalRoute = Exclude<WithdrawalMethod, 'Transfer'>;

/** A saved withdrawal destination as an e-mail names it: values only, each language words it. */
export type MailDestination =
  | { kind: 'bank'; lastDigits: string; label: string }
  | { kind: 'crypto'; chain: string; address: string; label: string }
  | { kind: 'recipient'; email: string; label: string };

/** The browser and system a user agent names (proper names); either may be unknown. */
export interface MailDevice {
  browser?: string;
  system?: string;
}

/** Subjects and bodies of the e-mails the server "sends" to the outbox, in one language. */
export interface MailTexts {
  /** D16: the first line of every e-mail to an owner who set an anti-phishing phrase. */
  antiPhishingLine: (phrase: string) => string;

  // ---- codes ----
  signupSubject: string;
  signupCodeBody: (code: string) => string;
  forgotPasswordSubject: string;
  forgotPasswordCodeBody: (code: string) => string;
  withdrawalSubject: string;
  /** `amount` already formatted (en-US dollars, D8); `reference` is the withdrawal's id. */
  withdrawalCodeBody: (
    code: string,
    amount: string,
    method: WithdrawalRoute,
    reference: number,
  ) => string;
  transferSubject: string;
  transferCodeBody: (
    code: string,
    amount: string,
    recipientEmail: string,
    reference: number,
  ) => string;
  profileChangeSubject: string;
  profileChangeCodeBody: (code: string) => string;
  passwordChangeSubject: string;
  passwordChangeCodeBody: (code: string) => string;
  destinationSubject: string;
  /** The code for a new saved destination, and when it can be used (`opensAt`, ISO). */
  destinationCodeBody: (
    code: string,
    destination: MailDestination,
    reference: number,
    opensAt: string,
    /** 24, or 48 while the allow-list is on (D22). */
    waitHours: number,
  ) => string;

  // ---- notices ----
  emailChangeNoticeSubject: string;
  emailChangeDisownBody: (newEmail: string) => string;
  /** D22: to the old address once the change is confirmed; `until` (ISO) ends its 7 days to undo it. */
  emailChangedNoticeSubject: string;
  emailChangedUndoBody: (newEmail: string, until: string) => string;
  passwordChangedNoticeSubject: string;
  passwordChangedNoticeBody: string;
  signInLockedSubject: string;
  signInLockedBody: (minutes: number) => string;
  newDeviceSubject: string;
  /** `place` is the session's location as the sessions list shows it. */
  newDeviceBody: (device: MailDevice, place: string) => string;
  totpOnSubject: string;
  totpOffSubject: string;
  passkeyAddedSubject: string;
  passkeyRemovedSubject: string;
  factorNoticeBody: string;
  /** D22: a passkey or the authenticator app added; the mail carries a This wasn't me link. */
  factorAddedBody: string;
  /** D22: removed by This wasn't me or a password reset, having been added in the 7 days before; null: the app. */
  factorRemovedBody: (passkeyName: string | null) => string;
  destinationAddedSubject: string;
  destinationAddedBody: (destination: MailDestination, opensAt: string) => string;
  destinationRemovedSubject: string;
  destinationRemovedBody: (destination: MailDestination) => string;
  allowListSubject: string;
  allowListOnBody: string;
  allowListOffBody: (opensAt: string) => string;
}
