// What the sign-in pages say beyond the spec (D15). Spec texts come from @tp/messages only.
import { formatTime } from '../../format';

export const secondFactorTexts = {
  title: 'Two-factor authentication',
  subtitle: 'Enter the 6-digit code from your authenticator app, or one of your backup codes.',
  field: 'Authentication code',
  hint: 'A backup code looks like abcde-fghjk. Each one works once.',
  submit: 'Verify',
  busy: 'Verifying...',
  back: 'Back to sign in',
  codeRequired: 'Enter the code from your authenticator app or a backup code.',
  backupCodeUsed: (left: number) =>
    `You signed in with a backup code. ${left === 0 ? 'No backup codes are' : `${left} backup code${left === 1 ? ' is' : 's are'}`} left: create new ones in Profile Settings.`,
  continue: 'Continue to dashboard',
  passkeyOnly: 'Confirm with one of your passkeys to finish signing in.',
  usePasskey: 'Use a passkey',
  waitingForPasskey: 'Waiting for your passkey...',
} as const;

export const passkeySignInTexts = {
  button: 'Use a passkey',
  busy: 'Waiting for your passkey...',
  or: 'or',
} as const;

/** D15: the line under a paused sign-in form, with the time it opens again. */
export const pausedUntil = (at: number) =>
  `Sign-ins to this account are paused until ${formatTime(at)}.`;
