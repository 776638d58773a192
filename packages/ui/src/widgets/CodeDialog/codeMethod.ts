// Apart from the reducer, so the plain dialog (sign-up, Profile Settings) loads the descriptor without it.

/**
 * How the code reaches the user. Today every code is e-mailed; an authenticator app or a passkey is
 * another descriptor (its own hint, and no Resend Code: nothing is sent).
 */
export interface CodeMethod {
  kind: 'email' | 'authenticator';
  /** Under the code field. */
  hint: string;
  /** Whether a new code can be sent (an authenticator app makes its own). */
  canResend: boolean;
}

/** D1: a 6-digit code we e-mailed, with Resend Code. */
export const emailedCode: CodeMethod = {
  kind: 'email',
  hint: '6 digits, from the e-mail we sent you.',
  canResend: true,
};
