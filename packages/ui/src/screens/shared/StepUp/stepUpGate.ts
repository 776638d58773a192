// D15: a sensitive change (the e-mail, the password, a second factor, the idle timeout) is refused with 403
// `step_up_required` unless this tab proved the password (and second factor) within 5 minutes. The gate
// tries the change; on that refusal it asks for the proof in a dialog and, once proven, tries the change once
// more. The reducer is the dialog's part; `runGated` the action's. Both pure, so each step is unit-tested.
import { isStepUpRequired } from '@tp/api';

/** Why the last proof was refused, above the fields: a pause (429) with when it ends, or a failure. */
export interface StepUpFailure {
  message: string;
  /** When the server lets the account try again (ms since the epoch), after a 429; else null. */
  retryAt: number | null;
}

export type StepUpGateState =
  | { phase: 'closed' }
  | {
      /** asking: the dialog waits for the user; proving: the proof is in flight; resuming: the change runs again. */
      phase: 'asking' | 'proving' | 'resuming';
      /** The account has a second factor on (or the server asked for one): the code field shows. */
      askCode: boolean;
      /** The account has passkeys (or the server asked for one): "Use a passkey" shows. */
      offerPasskey: boolean;
      failure: StepUpFailure | null;
    };

export type StepUpGateEvent =
  /** A change was refused for want of a proof; with the ways the account can give one. */
  | { type: 'required'; askCode: boolean; offerPasskey: boolean }
  | { type: 'submitted' }
  /**
   * The proof was refused (or the passkey prompt closed): messages under fields (the form shows them), maybe
   * a failure above, and a way the server asked for that the page did not know of.
   */
  | { type: 'refused'; askCode: boolean; offerPasskey: boolean; failure: StepUpFailure | null }
  /** Proven: the dialog stays, busy, while the change runs again. */
  | { type: 'proven' }
  /** The change tried again has settled (whatever its outcome): the dialog closes. */
  | { type: 'settled' }
  /** Cancel, Escape or the close button, only while the dialog waits for the user. */
  | { type: 'cancelled' };

export const closedGate: StepUpGateState = { phase: 'closed' };

export function stepUpGateReducer(state: StepUpGateState, event: StepUpGateEvent): StepUpGateState {
  switch (event.type) {
    case 'required':
      if (state.phase === 'closed')
        return {
          phase: 'asking',
          askCode: event.askCode,
          offerPasskey: event.offerPasskey,
          failure: null,
        };
      // A second change joins the open dialog and waits for the same proof.
      return (event.askCode && !state.askCode) || (event.offerPasskey && !state.offerPasskey)
        ? {
            ...state,
            askCode: state.askCode || event.askCode,
            offerPasskey: state.offerPasskey || event.offerPasskey,
          }
        : state;
    case 'submitted':
      return state.phase === 'asking' ? { ...state, phase: 'proving', failure: null } : state;
    case 'refused':
      return state.phase === 'proving'
        ? {
            phase: 'asking',
            askCode: state.askCode || event.askCode,
            offerPasskey: state.offerPasskey || event.offerPasskey,
            failure: event.failure,
          }
        : state;
    case 'proven':
      return state.phase === 'proving' ? { ...state, phase: 'resuming' } : state;
    case 'settled':
      return state.phase === 'resuming' ? closedGate : state;
    case 'cancelled':
      // While a proof or the change is in flight the dialog cannot be dismissed; a late Cancel is ignored.
      return state.phase === 'asking' ? closedGate : state;
  }
}

/** The dialog shows while the gate is not closed. */
export const isGateOpen = (
  state: StepUpGateState,
): state is Exclude<StepUpGateState, { phase: 'closed' }> => state.phase !== 'closed';

/** The user cancelled the step-up: the change was not made, and nothing needs saying. */
export class StepUpCancelled extends Error {
  constructor() {
    super('The step-up was cancelled.');
    this.name = 'StepUpCancelled';
  }
}

export function isStepUpCancelled(error: unknown): error is StepUpCancelled {
  return error instanceof StepUpCancelled;
}

/**
 * Asks the user for the proof. Resolves once it is given, with a callback to call when the change tried again
 * has settled (the dialog closes then); rejects with `StepUpCancelled` on Cancel.
 */
export type ProveIdentity = () => Promise<() => void>;

/**
 * Runs `action`; when the server refuses it for want of a fresh step-up, asks for the proof and runs it once
 * more, answering that second outcome. Any other failure, and Cancel (`StepUpCancelled`), reject.
 */
export async function runGated<T>(
  action: () => Promise<T>,
  proveIdentity: ProveIdentity,
  needsProof: (error: unknown) => boolean = isStepUpRequired,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!needsProof(error)) throw error;
  }
  const settled = await proveIdentity();
  try {
    return await action();
  } finally {
    settled();
  }
}
