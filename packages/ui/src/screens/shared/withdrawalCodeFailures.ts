import { ApiError } from '@tp/api';
import { codeCheckMessages, withdrawalMessages } from '@tp/messages';

export type CodeCheckOutcome =
  /** The code was refused (wrong, or too many tries): shown under the field, the dialog stays. */
  | { kind: 'refused'; message: string }
  /** Spec 2 §4: an expired code closes the dialog and shows the error outside it. */
  | { kind: 'expired'; message: string }
  /** The check itself failed (server, network, timeout): shown above the field. */
  | { kind: 'failed'; message: string };

/** A 429's own explanation ("Too many attempts. Please request a new code.") says what to do next. */
function throttledReason(error: ApiError): string {
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return error.message;
}

/** Maps a failed POST /api/withdrawals/{id}/verify/ to what the dialog does with it (D1, spec 2 §8). */
export function codeCheckOutcome(error: unknown): CodeCheckOutcome {
  if (!(error instanceof ApiError) || error.kind !== 'http')
    return { kind: 'failed', message: codeCheckMessages.failed };
  if (error.status === 410) return { kind: 'expired', message: codeCheckMessages.expired };
  if (error.status === 400) return { kind: 'refused', message: error.message };
  if (error.status === 429) return { kind: 'refused', message: throttledReason(error) };
  return { kind: 'failed', message: codeCheckMessages.failed };
}

/** Spec 2 §8: a failed resend says so, unless the server asks the user to wait (cooldown, 429). */
export function resendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 429)
    return throttledReason(error);
  return withdrawalMessages.resendFailed;
}
