// The reviewed list of the message-coverage gate (scripts/message-coverage.mjs): spec texts of
// @tp/messages that no screen can show, each with the reason. Only texts that are truly
// unreachable belong here; a text a screen shows but no story reaches needs a story instead.
// The gate fails when a text listed here is shown by a story after all, or is no message.

/** @type {readonly { text: string; reason: string }[]} */
export const messageCoverageExceptions = [
  {
    text: 'Failed to send Formspree notification',
    reason:
      'D1: the browser never posts to a form service, so this sign-up error has no call that could fail. (The "created, but failed to send notification" texts stay: they are shown when the API answers notification_sent: false.)',
  },
  {
    text: 'No active account found with the given credentials',
    reason:
      'Spec 1 §8 / D8: the server\'s 401 detail for an unknown e-mail, which only the login receives and always replaces with "Email not found. Please check your email or sign up." (shown by the Login stories).',
  },
  {
    text: 'Invalid password',
    reason:
      'Spec 1 §8 / D8: the server\'s 401 detail for a wrong password, which only the login receives and always replaces with "Invalid password. Please try again." (shown by the Login stories).',
  },
];
