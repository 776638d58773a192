// Texts of the step-up dialog (D15) that the spec does not fix; the 429's text is the spec's (@tp/messages).

export const stepUpTexts = {
  title: "Confirm it's you",
  description: 'For your security, enter your password again to make this change.',
  descriptionWithCode:
    'For your security, enter your password again and a code from your authenticator app to make this change.',
  descriptionPasskey:
    "For your security, confirm it's you with one of your passkeys to make this change.",
  usePasskey: 'Use a passkey',
  waitingForPasskey: 'Waiting for your passkey...',
  password: 'Password',
  code: 'Authentication code',
  codeHint: 'The 6 digits your authenticator app shows now, or one of your backup codes.',
  passwordRequired: 'Enter your password.',
  codeRequired: 'Enter a code from your authenticator app or a backup code.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  /** After a 429: when the server lets the account try again (its `retry_after`). */
  retryAt: (time: string) => `You can try again at ${time}.`,
} as const;
