// What the sign-in pages say beyond the spec (D15). Spec texts come from @tp/messages only.
// Written in the active language with `i18n._(…)` (D18).
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatTime } from '../../format';

export const secondFactorTexts = {
  title: msg`Two-factor authentication`,
  subtitle: msg`Enter the 6-digit code from your authenticator app, or one of your backup codes.`,
  field: msg`Authentication code`,
  hint: msg`A backup code looks like abcde-fghjk. Each one works once.`,
  submit: msg`Verify`,
  busy: msg`Verifying...`,
  back: msg`Back to sign in`,
  codeRequired: msg`Enter the code from your authenticator app or a backup code.`,
  backupCodeUsed: (left: number): MessageDescriptor =>
    msg`You signed in with a backup code. ${plural(left, {
      0: 'No backup codes are left: create new ones in Profile Settings.',
      one: '# backup code is left: create new ones in Profile Settings.',
      other: '# backup codes are left: create new ones in Profile Settings.',
    })}`,
  continue: msg`Continue to dashboard`,
  passkeyOnly: msg`Confirm with one of your passkeys to finish signing in.`,
  usePasskey: msg`Use a passkey`,
  waitingForPasskey: msg`Waiting for your passkey...`,
} as const;

export const passkeySignInTexts = {
  button: msg`Use a passkey`,
  busy: msg`Waiting for your passkey...`,
  or: msg`or`,
} as const;

/** D15: the line under a paused sign-in form, with the time it opens again. */
export const pausedUntil = (at: number): MessageDescriptor => {
  const time = formatTime(at);
  return msg`Sign-ins to this account are paused until ${time}.`;
};
