// Apart from the reducer, so the plain dialog (sign-up, Profile Settings) loads the descriptor without it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * How the code reaches the user. Today every code is e-mailed; an authenticator app or a passkey is
 * another descriptor (its own hint, and no Resend Code: nothing is sent).
 */
export interface CodeMethod {
  kind: 'email' | 'authenticator';
  /** Under the code field; written with `i18n._(hint)` (DECISIONS D18). */
  hint: MessageDescriptor;
  /** Whether a new code can be sent (an authenticator app makes its own). */
  canResend: boolean;
}

/** D1: a 6-digit code we e-mailed, with Resend Code. */
export const emailedCode: CodeMethod = {
  kind: 'email',
  hint: msg`6 digits, from the e-mail we sent you.`,
  canResend: true,
};
