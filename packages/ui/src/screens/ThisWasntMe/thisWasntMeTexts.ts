// D15: the page a notice e-mail's "This wasn't me" link opens. Not spec texts.
import { msg } from '@lingui/core/macro';

export const thisWasntMeTexts = {
  title: msg`Secure your account`,
  explanation: msg`An e-mail told you your account's e-mail address was being changed, or that it was signed in to from a new device. If that was not you, secure the account now: every session is signed out and withdrawals and transfers are blocked until you reset your password.`,
  confirm: msg`Sign out everywhere and block withdrawals`,
  busy: msg`Securing...`,
  noLink: msg`This page needs the link from the e-mail. Open the link again, or reset your password.`,
  reset: msg`Reset your password`,
  next: msg`Next, reset your password: it lifts the block.`,
} as const;
