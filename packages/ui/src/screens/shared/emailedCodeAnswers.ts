import { ApiError, messageOf, retryAfterMsOf, type CodeChallenge } from '@tp/api';
import type { CodeCheck, CodeRefusal, CodeResend } from '../../widgets/CodeDialog';

// The sign-up and password-reset codes (spec 1 §4, D1) answer alike: shared here, so the e-mail dialog and
// Forgot Password map them the same way.

function refusalOf(status: number | null): CodeRefusal {
  if (status === 410) return { kind: 'expired' };
  if (status === 429) return { kind: 'burnt' };
  return { kind: 'wrong', triesLeft: null };
}

/** A failed check, said in `message`: an API answer refuses the code (under the field), anything else fails the step (above it). */
export function codeCheckFailure(error: unknown, message: string): CodeCheck {
  if (error instanceof ApiError && error.kind === 'http')
    return { kind: 'refused', refusal: refusalOf(error.status), message };
  return { kind: 'failed', message };
}

/**
 * A resend: the new code's times and the `sent` text, or the failure in the API's words (`failed` when it
 * gives none); a 429's retry_after moves the countdown.
 */
export async function resendAnswer(
  pending: Promise<{ challenge: CodeChallenge }>,
  messages: { sent: string; failed: string },
): Promise<CodeResend> {
  try {
    const { challenge } = await pending;
    return { kind: 'sent', challenge, notice: { tone: 'success', message: messages.sent } };
  } catch (error) {
    return resendFailed(error, messageOf(error, messages.failed));
  }
}

/** A resend that failed, said in `message`; a 429's retry_after moves the countdown. */
export function resendFailed(error: unknown, message: string): CodeResend {
  return {
    kind: 'failed',
    retryAfterMs: retryAfterMsOf(error),
    notice: { tone: 'error', message },
  };
}
