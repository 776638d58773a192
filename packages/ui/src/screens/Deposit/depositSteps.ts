import type { DepositWallet } from './depositWallets';
import { validateDeposit, type DepositMethodName } from './validateDeposit';

export type DepositStep = 'method' | 'coin' | 'details';

/** Where a flow starts (stories open a given step); a fresh flow starts at the method list. */
export interface DepositFlowStart {
  step?: DepositStep;
  coin?: DepositWallet['id'];
}

/** The steps of spec 2 §4 before the form: which one shows, and what was chosen on the way. */
export interface DepositSteps {
  step: DepositStep;
  method: DepositMethodName | null;
  coin: DepositWallet['id'] | null;
  /** A step's own message (spec 2 §5: no method, no coin); it goes when the user chooses. */
  errors: { method?: string; coin?: string };
  /** Counts the moves between steps: each one takes the focus to the new step's heading. */
  moves: number;
}

export type DepositStepsAction =
  | { type: 'chooseMethod'; method: DepositMethodName }
  | { type: 'chooseCoin'; coin: DepositWallet['id'] }
  | { type: 'continue' }
  | { type: 'back' }
  /** A deposit was created: the flow starts over at the method list. */
  | { type: 'startOver' };

/** The flow at `start`: past the method step means crypto (spec 2 §6: the only method enabled). */
export function depositStepsAt(start: DepositFlowStart = {}): DepositSteps {
  const step = start.step ?? 'method';
  return {
    step,
    method: step === 'method' ? null : 'Cryptocurrency',
    coin: start.coin ?? null,
    errors: {},
    moves: 0,
  };
}

const moveTo = (state: DepositSteps, step: DepositStep): DepositSteps => ({
  ...state,
  step,
  moves: state.moves + 1,
});

/** Spec 2 §4: method → coin (crypto only) → details; Back retraces it; nothing chosen is lost. */
export function depositStepsReducer(state: DepositSteps, action: DepositStepsAction): DepositSteps {
  switch (action.type) {
    case 'chooseMethod':
      return { ...state, method: action.method, errors: {} };
    case 'chooseCoin':
      return { ...state, coin: action.coin, errors: {} };
    case 'continue': {
      const found = validateDeposit({
        method: state.method,
        coin: state.coin,
        amount: '',
        proof: null,
      });
      if (state.step === 'method') {
        if (found.method) return { ...state, errors: { method: found.method } };
        // Bank and card would go straight to the form (spec 2 §4); both are disabled for now.
        return moveTo(state, state.method === 'Cryptocurrency' ? 'coin' : 'details');
      }
      if (state.step === 'coin') {
        if (found.coin) return { ...state, errors: { coin: found.coin } };
        return moveTo(state, 'details');
      }
      return state;
    }
    case 'back':
      if (state.step === 'coin') return moveTo(state, 'method');
      if (state.step === 'details')
        return moveTo(state, state.method === 'Cryptocurrency' ? 'coin' : 'method');
      return state;
    case 'startOver':
      return { ...depositStepsAt(), moves: state.moves + 1 };
  }
}
