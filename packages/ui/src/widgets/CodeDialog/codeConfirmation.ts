// D1: every code-confirmed action (sign-up, password reset, withdrawal, transfer, profile and password
// change) walks the same states. One pure reducer, tested without a browser; `useCodeConfirmation` wraps it.
import { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS } from './codeTiming';

export { emailedCode, type CodeMethod } from './codeMethod';

/**
 * How long the code lives and how long Resend waits, in ms from the server's answer; either may be missing
 * (D1's defaults then). Durations, not instants: the device's clock may be wrong, the differences are not.
 */
export interface CodeTimes {
  expiresInMs?: number | null;
  resendInMs?: number | null;
}

/**
 * What a code-sent answer carries (the contract's ISO date-times), as CodeTimes: each instant minus the
 * server's own clock (`server_time`), or minus `receivedAt` (this device's clock) when the server gave none.
 */
export function codeTimesOf(
  answer: {
    server_time?: string | null;
    expires_at?: string | null;
    resend_available_at?: string | null;
  },
  receivedAt = Date.now(),
): CodeTimes {
  const read = (iso: string | null | undefined) => {
    const at = iso ? Date.parse(iso) : Number.NaN;
    return Number.isNaN(at) ? null : at;
  };
  const reference = read(answer.server_time) ?? receivedAt;
  const until = (iso: string | null | undefined) => {
    const at = read(iso);
    return at === null ? null : Math.max(0, at - reference);
  };
  return {
    expiresInMs: until(answer.expires_at),
    resendInMs: until(answer.resend_available_at),
  };
}

/** Why the last code did not confirm: wrong (tries left when the server says), expired, burnt (too many tries). */
export type CodeRefusal =
  { kind: 'wrong'; triesLeft: number | null } | { kind: 'expired' } | { kind: 'burnt' };

export interface CodeConfirmationState {
  /** closed → sending → waiting ⇄ checking → confirmed; any of them → closed on cancel. */
  phase: 'closed' | 'sending' | 'waiting' | 'checking' | 'confirmed';
  /** ms since the epoch; null while no code is out. */
  expiresAt: number | null;
  /** ms since the epoch: Resend Code waits until then (a countdown). */
  resendAvailableAt: number | null;
  resending: boolean;
  /** A new code went out since the dialog opened. */
  resent: boolean;
  refusal: CodeRefusal | null;
}

export type CodeConfirmationEvent =
  | { type: 'send' }
  | { type: 'sendFailed' }
  /** The answer that a code went out arrived at `at` (this device's clock): the server's times, or D1's 10 minutes and 60 s. */
  | { type: 'sent'; at: number; times?: CodeTimes }
  | { type: 'check' }
  | { type: 'refused'; refusal: CodeRefusal }
  /** The check failed for another reason (server, network): try again. */
  | { type: 'checkFailed' }
  | { type: 'confirmed' }
  | { type: 'resend' }
  | { type: 'resent'; at: number; times?: CodeTimes }
  /** `retryAfterMs`: a 429's retry_after moves the countdown. */
  | { type: 'resendFailed'; at: number; retryAfterMs?: number | null }
  | { type: 'close' };

export const closedCode: CodeConfirmationState = {
  phase: 'closed',
  expiresAt: null,
  resendAvailableAt: null,
  resending: false,
  resent: false,
  refusal: null,
};

function timesAt(at: number, times: CodeTimes | undefined) {
  return {
    expiresAt: at + (times?.expiresInMs ?? CODE_LIFETIME_MS),
    resendAvailableAt: at + (times?.resendInMs ?? RESEND_COOLDOWN_MS),
  };
}

const isOpen = (state: CodeConfirmationState) =>
  state.phase === 'waiting' || state.phase === 'checking';

export function codeConfirmationReducer(
  state: CodeConfirmationState,
  event: CodeConfirmationEvent,
): CodeConfirmationState {
  switch (event.type) {
    case 'send':
      return state.phase === 'closed' || state.phase === 'confirmed'
        ? { ...closedCode, phase: 'sending' }
        : state;
    case 'sendFailed':
      return state.phase === 'sending' ? closedCode : state;
    case 'sent':
      // A screen may open the dialog without the 'send' step (its own form sent the request).
      return state.phase === 'waiting' || state.phase === 'checking'
        ? state
        : { ...closedCode, phase: 'waiting', ...timesAt(event.at, event.times) };
    case 'check':
      return state.phase === 'waiting' ? { ...state, phase: 'checking', refusal: null } : state;
    case 'refused':
      return state.phase === 'checking'
        ? { ...state, phase: 'waiting', refusal: event.refusal }
        : state;
    case 'checkFailed':
      return state.phase === 'checking' ? { ...state, phase: 'waiting' } : state;
    case 'confirmed':
      return state.phase === 'checking' ? { ...closedCode, phase: 'confirmed' } : state;
    case 'resend':
      return isOpen(state) && !state.resending ? { ...state, resending: true } : state;
    case 'resent':
      if (!isOpen(state)) return state;
      return {
        ...state,
        ...timesAt(event.at, event.times),
        resending: false,
        resent: true,
        refusal: null,
      };
    case 'resendFailed': {
      if (!isOpen(state)) return state;
      const wait = event.retryAfterMs;
      return {
        ...state,
        resending: false,
        resendAvailableAt:
          wait !== null && wait !== undefined && wait > 0
            ? event.at + wait
            : state.resendAvailableAt,
      };
    }
    case 'close':
      return closedCode;
  }
}
