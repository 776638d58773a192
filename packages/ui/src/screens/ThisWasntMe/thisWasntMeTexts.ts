// D15, D22: the page a notice e-mail's "This wasn't me" link opens. Not spec texts.
import { msg } from '@lingui/core/macro';

export const thisWasntMeTexts = {
  title: msg`Secure your account`,
  explanation: msg`An e-mail told you of a change to your account: its e-mail address, a sign-in from a new device, or a passkey or authenticator app added. If that was not you, secure the account now: every session is signed out, the passkeys and authenticator app added in the last 7 days are removed, an e-mail address changed in the last 7 days comes back to the address the link was sent to, and withdrawals and transfers are blocked until you reset your password.`,
  confirm: msg`Sign out everywhere and block withdrawals`,
  busy: msg`Securing...`,
  noLink: msg`This page needs the link from the e-mail. Open the link again, or reset your password.`,
  reset: msg`Reset your password`,
  next: msg`Next, reset your password: it lifts the block.`,
} as const;
