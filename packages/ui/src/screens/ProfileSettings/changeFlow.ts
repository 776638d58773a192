// Spec 2 §4 and D1/D12: a profile or password change is two-step. Saving starts the change (the server
// holds it and e-mails a code); the code dialog confirms it. One reducer per section, pure, so every
// transition is tested without a browser; stale answers (after Cancel) change nothing.
import { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS } from '../../widgets/CodeDialog';

import type { Notice } from '../../widgets/LiveNotice';

/** A message beside the section (the outcome) or inside the code dialog. */
export type FlowNotice = Notice;

/** A started change waiting for its code. */
export interface PendingCode<P> {
  /** What was sent to start the change: Resend Code sends it again (the server issues a new code). */
  payload: P;
  /** Where the code went. */
  sentTo: string;
  /** D12: the old address, told of an e-mail change; null otherwise. */
  noticeTo: string | null;
  /** ms since the epoch (D1: 10 minutes after each send). */
  expiresAt: number;
  /** ms since the epoch (D1: a minute after each send, or the server's retry_after). */
  resendAvailableAt: number;
  resending: boolean;
  /** Inside the dialog: the code e-mail failed, a new code was sent, a resend or check failed. */
  notice: FlowNotice | null;
}

export type ChangeFlowState<P> =
  | { phase: 'idle'; outcome: FlowNotice | null }
  | { phase: 'requesting'; payload: P }
  | { phase: 'awaitingCode'; code: PendingCode<P> }
  | { phase: 'verifying'; code: PendingCode<P> }
  | { phase: 'done'; outcome: FlowNotice };

export type ChangeFlowEvent<P> =
  /** Save with nothing to change: said beside the form, nothing sent. */
  | { type: 'unchanged'; message: string }
  | { type: 'request'; payload: P }
  /** The start failed; its message (if the field messages do not say it all) goes beside the form. */
  | { type: 'requestFailed'; message: string | null }
  | {
      type: 'codeSent';
      at: number;
      sentTo: string;
      noticeTo?: string | null;
      /** E.g. that the code e-mail could not be sent. */
      notice?: FlowNotice | null;
    }
  | { type: 'resend' }
  | { type: 'resent'; at: number; notice: FlowNotice }
  /** `retryAfterMs`: the server asked to wait (429 retry_after) before the next resend. */
  | { type: 'resendFailed'; at: number; notice: FlowNotice; retryAfterMs?: number | null }
  | { type: 'verify' }
  | { type: 'verified'; message: string }
  /** The code was refused (wrong, too many tries): its message is under the field; try again. */
  | { type: 'verifyRefused' }
  /** The check failed for another reason (server, network): say so in the dialog; try again. */
  | { type: 'verifyFailed'; notice: FlowNotice }
  /** The change cannot go on (the code expired): the dialog closes, the message goes beside the form. */
  | { type: 'verifyEnded'; message: string }
  /** Cancel: the dialog closes and the pending change is dropped (not while a check runs). */
  | { type: 'cancel' }
  | { type: 'noticeHidden' }
  /** The form was edited: a message about the last attempt goes (a success stays its 3 s). */
  | { type: 'edited' };

export const idleFlow = { phase: 'idle', outcome: null } as const;

export function initialChangeFlow<P>(): ChangeFlowState<P> {
  return idleFlow;
}

function codeSentAt<P>(
  at: number,
  fields: Omit<PendingCode<P>, 'expiresAt' | 'resendAvailableAt' | 'resending'>,
): PendingCode<P> {
  return {
    ...fields,
    expiresAt: at + CODE_LIFETIME_MS,
    resendAvailableAt: at + RESEND_COOLDOWN_MS,
    resending: false,
  };
}

export function changeFlowReducer<P>(
  state: ChangeFlowState<P>,
  event: ChangeFlowEvent<P>,
): ChangeFlowState<P> {
  switch (event.type) {
    case 'unchanged':
      return state.phase === 'idle' || state.phase === 'done'
        ? { phase: 'idle', outcome: { tone: 'info', message: event.message } }
        : state;
    case 'request':
      return state.phase === 'idle' || state.phase === 'done'
        ? { phase: 'requesting', payload: event.payload }
        : state;
    case 'requestFailed':
      if (state.phase !== 'requesting') return state;
      return {
        phase: 'idle',
        outcome: event.message ? { tone: 'error', message: event.message } : null,
      };
    case 'codeSent':
      if (state.phase !== 'requesting') return state;
      return {
        phase: 'awaitingCode',
        code: codeSentAt(event.at, {
          payload: state.payload,
          sentTo: event.sentTo,
          noticeTo: event.noticeTo ?? null,
          notice: event.notice ?? null,
        }),
      };
    case 'resend':
      if (state.phase !== 'awaitingCode' || state.code.resending) return state;
      return { ...state, code: { ...state.code, resending: true, notice: null } };
    case 'resent':
      if (state.phase !== 'awaitingCode' && state.phase !== 'verifying') return state;
      return {
        ...state,
        code: codeSentAt(event.at, { ...state.code, notice: event.notice }),
      };
    case 'resendFailed': {
      if (state.phase !== 'awaitingCode' && state.phase !== 'verifying') return state;
      const wait = event.retryAfterMs;
      return {
        ...state,
        code: {
          ...state.code,
          resending: false,
          notice: event.notice,
          resendAvailableAt:
            wait !== null && wait !== undefined && wait > 0
              ? event.at + wait
              : state.code.resendAvailableAt,
        },
      };
    }
    case 'verify':
      return state.phase === 'awaitingCode'
        ? { phase: 'verifying', code: { ...state.code, notice: null } }
        : state;
    case 'verified':
      return state.phase === 'verifying'
        ? { phase: 'done', outcome: { tone: 'success', message: event.message } }
        : state;
    case 'verifyRefused':
      return state.phase === 'verifying' ? { phase: 'awaitingCode', code: state.code } : state;
    case 'verifyFailed':
      return state.phase === 'verifying'
        ? { phase: 'awaitingCode', code: { ...state.code, notice: event.notice } }
        : state;
    case 'verifyEnded':
      return state.phase === 'verifying'
        ? { phase: 'idle', outcome: { tone: 'error', message: event.message } }
        : state;
    case 'cancel':
      return state.phase === 'awaitingCode' ? idleFlow : state;
    case 'noticeHidden':
      if (state.phase === 'done') return idleFlow;
      if (state.phase === 'idle') return state.outcome ? idleFlow : state;
      if (state.phase === 'awaitingCode' || state.phase === 'verifying')
        return { ...state, code: { ...state.code, notice: null } };
      return state;
    case 'edited':
      return state.phase === 'idle' && state.outcome ? idleFlow : state;
  }
}

/** The code the dialog asks for, while it is open. */
export function pendingCodeOf<P>(state: ChangeFlowState<P>): PendingCode<P> | null {
  return state.phase === 'awaitingCode' || state.phase === 'verifying' ? state.code : null;
}

/** The message beside the section's form. */
export function outcomeOf<P>(state: ChangeFlowState<P>): FlowNotice | null {
  return state.phase === 'idle' || state.phase === 'done' ? state.outcome : null;
}
