import { ApiError, messageOf, retryAfterMsOf } from '@tp/api';
import {
  codeTimesOf,
  type CodeCheck,
  type CodeRefusal,
  type CodeResend,
} from '../../widgets/CodeDialog';

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

/** What a code-sent answer carries (the contract's times). */
interface CodeIssued {
  server_time?: string | null;
  expires_at?: string | null;
  resend_available_at?: string | null;
}

/**
 * A resend: the new code's times and the `sent` text, or the failure in the API's words (`failed` when it
 * gives none); a 429's retry_after moves the countdown.
 */
export async function resendAnswer(
  pending: Promise<CodeIssued>,
  messages: { sent: string; failed: string },
): Promise<CodeResend> {
  try {
    const answer = await pending;
    return {
      kind: 'sent',
      times: codeTimesOf(answer),
      notice: { tone: 'success', message: messages.sent },
    };
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
