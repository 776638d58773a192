// D1: every answer that starts or resends an e-mailed code (sign-up, password reset, a withdrawal or transfer, a
// destination, a profile or password change, an unverified sign-in's 403) names the code's times by the server's
// clock. Screens read them as a CodeChallenge: the contract's field names stop here.
import { ApiError } from '../http/apiError';

/** A code the server sent: its times by the server's clock (ms since the epoch), and whether its e-mail went out. */
export interface CodeChallenge {
  /** When the code stops working; null when the answer did not say. */
  expiresAt: number | null;
  /** When a new code may be asked for (the server's resend cooldown); null when the answer did not say. */
  resendAt: number | null;
  /** The server's clock when it answered: a countdown runs on the differences, so a wrong device clock does not matter. */
  serverTime: number | null;
  /** False when the server could not send the code's e-mail (Resend Code may still work). */
  emailSent: boolean;
}

/** The contract's fields of a code-sent answer (an error body names them only for some codes). */
interface CodeSentFields {
  notification_sent?: boolean;
  server_time?: string | null;
  expires_at?: string | null;
  resend_available_at?: string | null;
}

/** A code-sent answer in the domain's words: its other fields as they are, the code as a CodeChallenge. */
export type WithCodeChallenge<T> = Omit<T, keyof CodeSentFields> & { challenge: CodeChallenge };

function instantOf(iso: string | null | undefined): number | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}

export function codeChallengeOf(answer: CodeSentFields): CodeChallenge {
  return {
    expiresAt: instantOf(answer.expires_at),
    resendAt: instantOf(answer.resend_available_at),
    serverTime: instantOf(answer.server_time),
    // Sign-up and password-reset answers never say: they read alike whether or not the account exists.
    emailSent: answer.notification_sent !== false,
  };
}

export function withCodeChallenge<T extends CodeSentFields>(answer: T): WithCodeChallenge<T> {
  const {
    notification_sent: _sent,
    server_time: _now,
    expires_at: _expires,
    resend_available_at: _resend,
    ...rest
  } = answer;
  return { ...rest, challenge: codeChallengeOf(answer) };
}

/** A sign-in refused until the e-mail is verified (403 `email_not_verified`): the code just e-mailed; else null. */
export function unverifiedEmailChallengeOf(error: unknown): CodeChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'email_not_verified') return null;
  return codeChallengeOf((error.body ?? {}) as CodeSentFields);
}
