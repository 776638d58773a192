// D15: the Two-factor authentication section's steps. Turning the authenticator app on is: a new secret
// (QR code and key), a current code, then the 10 backup codes, shown once. Creating new backup codes shows
// them the same way; turning it off is confirmed first. Each server call runs through the step-up gate, so
// the section keeps which one is in flight. Pure, so each transition is tested without a browser.
import type { TotpSetup } from '@tp/api';

export type TwoFactorStep =
  /** Off (offers to turn it on) or on (since when, backup codes left), as the settings say. */
  | { kind: 'overview' }
  /** The secret to scan or type, and the code that proves the app holds it. */
  | { kind: 'setup'; setup: TotpSetup }
  /** New backup codes, shown this once: after turning on, or `renewed`. */
  | { kind: 'backupCodes'; codes: readonly string[]; renewed: boolean };

/** The section's server calls that show on a button (the code check shows on its form). */
export type TwoFactorAction = 'start' | 'renew' | 'turnOff';

export interface TwoFactorFlowState {
  step: TwoFactorStep;
  busy: TwoFactorAction | null;
  /** The "Turn off?" confirmation is open. */
  confirmingTurnOff: boolean;
}

export type TwoFactorFlowEvent =
  | { type: 'begin'; action: TwoFactorAction }
  | { type: 'setupShown'; setup: TotpSetup }
  | { type: 'codesIssued'; codes: readonly string[]; renewed: boolean }
  | { type: 'turnedOff' }
  /** The call in flight failed or its step-up was cancelled: the step stays as it was. */
  | { type: 'failed' }
  | { type: 'cancelSetup' }
  /** The backup codes are saved: they are not shown again. */
  | { type: 'done' }
  | { type: 'askTurnOff' }
  | { type: 'keepOn' };

export const twoFactorOverview: TwoFactorFlowState = {
  step: { kind: 'overview' },
  busy: null,
  confirmingTurnOff: false,
};

export function twoFactorFlowReducer(
  state: TwoFactorFlowState,
  event: TwoFactorFlowEvent,
): TwoFactorFlowState {
  switch (event.type) {
    case 'begin':
      if (state.busy !== null) return state;
      // Turning off starts from its confirmation, which closes so the step-up dialog does not stack on it.
      return { ...state, busy: event.action, confirmingTurnOff: false };
    case 'setupShown':
      return state.busy === 'start'
        ? { step: { kind: 'setup', setup: event.setup }, busy: null, confirmingTurnOff: false }
        : state;
    case 'codesIssued':
      // From the setup's code check (no busy button), or from Create new backup codes.
      if (event.renewed ? state.busy !== 'renew' : state.step.kind !== 'setup') return state;
      return {
        step: { kind: 'backupCodes', codes: event.codes, renewed: event.renewed },
        busy: null,
        confirmingTurnOff: false,
      };
    case 'turnedOff':
      return state.busy === 'turnOff' ? twoFactorOverview : state;
    case 'failed':
      return state.busy === null ? state : { ...state, busy: null };
    case 'cancelSetup':
      return state.step.kind === 'setup' ? twoFactorOverview : state;
    case 'done':
      return state.step.kind === 'backupCodes' ? twoFactorOverview : state;
    case 'askTurnOff':
      return state.step.kind === 'overview' && state.busy === null
        ? { ...state, confirmingTurnOff: true }
        : state;
    case 'keepOn':
      return state.confirmingTurnOff ? { ...state, confirmingTurnOff: false } : state;
  }
}
