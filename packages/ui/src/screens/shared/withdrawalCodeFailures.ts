import { failingWith } from '@tp/api';
import { codeCheckMessages, httpErrors, withdrawalMessages } from '@tp/messages';
import type { CodeDialogNotice } from '../../widgets/CodeDialog';

/**
 * D1, spec 2 §4 and §8 for POST /api/withdrawals/{id}/verify/: a wrong code (400) in the server's
 * words and too many tries (429) in its own reason, both for under the field (a message about `otp`
 * included); an expired code (410) in the spec text; anything else `Verification failed…`.
 */
export const withdrawalCodeFailures = failingWith(codeCheckMessages.failed, {
  400: { reasonOr: httpErrors.fallback },
  410: codeCheckMessages.expired,
  // Its own explanation ("Too many attempts. Please request a new code.") says what to do next.
  429: { reasonOr: httpErrors.tooManyRequests },
});

/** What the dialog does with a failed check: refused under the field, expired outside the closed dialog, else failed above the field. */
export type CodeCheckKind = 'refused' | 'expired' | 'failed';

/** Spec 2 §4: an expired code (410) closes the dialog; a wrong code (400) or too many tries (429) is refused. */
export function codeCheckKind(status: number | null): CodeCheckKind {
  if (status === 410) return 'expired';
  if (status === 400 || status === 429) return 'refused';
  return 'failed';
}

/** Spec 2 §8 for POST /api/withdrawals/{id}/resend-otp/: `Failed to resend OTP…`, unless the server asks the user to wait (429). */
export const resendCodeFailures = failingWith(withdrawalMessages.resendFailed, {
  429: { reasonOr: httpErrors.tooManyRequests },
});

/** The opening notice for a code whose e-mail could not be sent (`notification_sent: false`). */
export function codeEmailFailedNotice(emailFailed: boolean | undefined): CodeDialogNotice | null {
  return emailFailed ? { tone: 'warning', message: withdrawalMessages.notificationFailed } : null;
}
