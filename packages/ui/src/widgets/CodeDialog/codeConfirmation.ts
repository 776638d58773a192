// D1: every code-confirmed action (sign-up, password reset, withdrawal, transfer, a destination, a profile or
// password change) shares what its dialog shows beside the field: the code's expiry and Resend Code's wait, which
// each resend moves. One pure reducer, tested without a browser; `useCodeConfirmation` wraps it.
import type { CodeChallenge } from '@tp/api';
import { deadlinesOf, resendAtAfterRefusal, type CodeDeadlines } from './codeTiming';

export { emailedCode, type CodeMethod } from './codeMethod';

/** Why the last code did not confirm: wrong (tries left when the server says), expired, burnt (too many tries). */
export type CodeRefusal =
  { kind: 'wrong'; triesLeft: number | null } | { kind: 'expired' } | { kind: 'burnt' };

export interface CodeConfirmationState extends CodeDeadlines {
  /** A resend is on its way. */
  resending: boolean;
}

export type CodeConfirmationEvent =
  | { type: 'resend' }
  /** The new code's answer arrived at `at` (this device's clock). */
  | { type: 'resent'; at: number; challenge: CodeChallenge }
  /** `retryAfterMs`: a 429's retry_after moves the countdown. */
  | { type: 'resendFailed'; at: number; retryAfterMs?: number | null };

export const openedCode = (deadlines: CodeDeadlines): CodeConfirmationState => ({
  ...deadlines,
  resending: false,
});

export function codeConfirmationReducer(
  state: CodeConfirmationState,
  event: CodeConfirmationEvent,
): CodeConfirmationState {
  switch (event.type) {
    case 'resend':
      return state.resending ? state : { ...state, resending: true };
    case 'resent':
      return openedCode(deadlinesOf(event.challenge, event.at));
    case 'resendFailed':
      return {
        ...state,
        resending: false,
        resendAt: resendAtAfterRefusal(state.resendAt, event.at, event.retryAfterMs),
      };
  }
}
