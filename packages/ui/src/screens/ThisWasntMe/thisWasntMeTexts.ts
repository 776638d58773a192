// D15: the page a notice e-mail's "This wasn't me" link opens. Not spec texts.
export const thisWasntMeTexts = {
  title: 'Secure your account',
  explanation:
    "An e-mail told you your account's e-mail address was being changed, or that it was signed in to from a new device. If that was not you, secure the account now: every session is signed out and withdrawals and transfers are blocked until you reset your password.",
  confirm: 'Sign out everywhere and block withdrawals',
  busy: 'Securing...',
  noLink: 'This page needs the link from the e-mail. Open the link again, or reset your password.',
  reset: 'Reset your password',
  next: 'Next, reset your password: it lifts the block.',
} as const;
