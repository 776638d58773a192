// Texts of the step-up dialog (D15) that the spec does not fix; the 429's text is the spec's (@tp/messages).
// Written in the active language with `i18n._(…)` (D18).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const stepUpTexts = {
  title: msg`Confirm it's you`,
  description: msg`For your security, enter your password again to make this change.`,
  descriptionWithCode: msg`For your security, enter your password again and a code from your authenticator app to make this change.`,
  descriptionPasskey: msg`For your security, confirm it's you with one of your passkeys to make this change.`,
  usePasskey: msg`Use a passkey`,
  waitingForPasskey: msg`Waiting for your passkey...`,
  password: msg`Password`,
  code: msg`Authentication code`,
  codeHint: msg`The 6 digits your authenticator app shows now, or one of your backup codes.`,
  passwordRequired: msg`Enter your password.`,
  codeRequired: msg`Enter a code from your authenticator app or a backup code.`,
  confirm: msg`Confirm`,
  confirming: msg`Confirming...`,
  cancel: msg`Cancel`,
  /** After a 429: when the server lets the account try again (its `retry_after`, already formatted). */
  retryAt: (time: string): MessageDescriptor => msg`You can try again at ${time}.`,
} as const;
