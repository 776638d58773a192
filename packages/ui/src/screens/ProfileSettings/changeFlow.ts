// Spec 2 §4 and D1/D12: a profile or password change is two-step. Saving starts the change (the server
// holds it and e-mails a code); the code dialog (widgets/CodeDialog, which owns the code's own states)
// confirms it. This reducer keeps what is the section's: the change waiting for its code, where the code
// went, and the message beside the form. Pure, so every transition is tested without a browser.
import type { CodeSent } from '../../widgets/CodeDialog';
import type { Notice } from '../../widgets/LiveNotice';

/** A started change waiting for its code. */
export interface PendingCode<P> {
  /** What was sent to start the change: Resend Code sends it again (the server issues a new code). */
  payload: P;
  /** Where the code went. */
  sentTo: string;
  /** D12: the old address, told of an e-mail change; null otherwise. */
  noticeTo: string | null;
  /** The code just sent, for the dialog: the server's times and its opening notice. */
  sent: CodeSent;
}

export type ChangeFlowState<P> =
  | { phase: 'idle'; outcome: Notice | null }
  | { phase: 'requesting'; payload: P }
  | { phase: 'awaitingCode'; code: PendingCode<P> }
  | { phase: 'done'; outcome: Notice };

export type ChangeFlowEvent<P> =
  /** Save with nothing to change: said beside the form, nothing sent. */
  | { type: 'unchanged'; message: string }
  | { type: 'request'; payload: P }
  /** The start failed; its message (if the field messages do not say it all) goes beside the form. */
  | { type: 'requestFailed'; message: string | null }
  | { type: 'codeSent'; sentTo: string; noticeTo?: string | null; sent: CodeSent }
  /** The code confirmed the change: the dialog closes, the success goes beside the form. */
  | { type: 'verified'; message: string }
  /** The change cannot go on (the code expired): the dialog closes, the message goes beside the form. */
  | { type: 'verifyEnded'; message: string }
  /** Cancel: the dialog closes and the pending change is dropped. */
  | { type: 'cancel' }
  /** The form was edited: a message about the last attempt goes (a success stays its 3 s). */
  | { type: 'edited' };

export const idleFlow = { phase: 'idle', outcome: null } as const;

/** Nothing pending: the form can start a change; the outcome of the last one may show. */
function settled<P>(
  state: ChangeFlowState<P>,
): state is Extract<ChangeFlowState<P>, { outcome: unknown }> {
  return state.phase === 'idle' || state.phase === 'done';
}

export function changeFlowReducer<P>(
  state: ChangeFlowState<P>,
  event: ChangeFlowEvent<P>,
): ChangeFlowState<P> {
  switch (event.type) {
    case 'unchanged':
      return settled(state)
        ? { phase: 'idle', outcome: { tone: 'info', message: event.message } }
        : state;
    case 'request':
      return settled(state) ? { phase: 'requesting', payload: event.payload } : state;
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
        code: {
          payload: state.payload,
          sentTo: event.sentTo,
          noticeTo: event.noticeTo ?? null,
          sent: event.sent,
        },
      };
    case 'verified':
      return state.phase === 'awaitingCode'
        ? { phase: 'done', outcome: { tone: 'success', message: event.message } }
        : state;
    case 'verifyEnded':
      return state.phase === 'awaitingCode'
        ? { phase: 'idle', outcome: { tone: 'error', message: event.message } }
        : state;
    case 'cancel':
      return state.phase === 'awaitingCode' ? idleFlow : state;
    case 'edited':
      return state.phase === 'idle' && state.outcome ? idleFlow : state;
  }
}

/** The code the dialog asks for, while it is open. */
export function pendingCodeOf<P>(state: ChangeFlowState<P>): PendingCode<P> | null {
  return state.phase === 'awaitingCode' ? state.code : null;
}

/** The message beside the section's form. */
export function outcomeOf<P>(state: ChangeFlowState<P>): Notice | null {
  return settled(state) ? state.outcome : null;
}
