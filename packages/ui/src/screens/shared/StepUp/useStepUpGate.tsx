import {
  isPasskeyCancelled,
  usePasskeyStepUpMutation,
  useSecuritySettings,
  useStepUpMutation,
  type StepUpInput,
} from '@tp/api';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { useClock } from '../../../clock';
import { useReturnFocus } from './useReturnFocus';
import type { SubmitResult } from '../../../forms';
import { lazyDialog } from '../../../widgets/Dialog';
import type { StepUpValues } from './StepUpDialog';
import { stepUpRefusalOf, type StepUpField } from './stepUpFailures';
import { closedGate, isGateOpen, runGated, StepUpCancelled, stepUpGateReducer } from './stepUpGate';

export interface StepUpGate {
  /**
   * Runs a sensitive change. When the server asks for a fresh step-up, the dialog opens; once the user has
   * proven it, the change runs once more and its outcome settles this promise. Cancel rejects with
   * `StepUpCancelled` (`isStepUpCancelled`): nothing was changed and nothing needs saying.
   */
  run: <T>(action: () => Promise<T>) => Promise<T>;
  /** The "Confirm it's you" dialog, to render once beside the screen. */
  dialog: ReactElement;
}

// Opens only when the server asks for a proof: it loads then, not before the page's first paint.
const StepUpDialog = lazyDialog(() =>
  import('./StepUpDialog').then((module) => module.StepUpDialog),
);

interface Waiter {
  resolve: (settled: () => void) => void;
  reject: (reason: StepUpCancelled) => void;
}

/**
 * D15's step-up for a screen's sensitive changes: the proof is asked for only when the server refuses without
 * one (it alone decides, e.g. a password change needs it only with a second factor on). The code field shows
 * when the account has the authenticator app on, "Use a passkey" when it has passkeys, or when the server
 * asks for either.
 */
export function useStepUpGate(): StepUpGate {
  const stepUp = useStepUpMutation();
  const passkeyStepUp = usePasskeyStepUpMutation();
  const settings = useSecuritySettings();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const clock = useClock();
  const [state, dispatch] = useReducer(stepUpGateReducer, closedGate);
  // The changes waiting for the proof (two may ask at once; one proof serves both).
  const waiters = useRef<Waiter[]>([]);
  const factors = useRef({ askCode: false, offerPasskey: false });
  useLayoutEffect(() => {
    factors.current = {
      askCode: settings.data?.totp_enabled ?? false,
      offerPasskey: (settings.data?.passkeys ?? 0) > 0,
    };
  });

  const run = useCallback(
    <T,>(action: () => Promise<T>) =>
      runGated(
        action,
        () =>
          new Promise<() => void>((resolve, reject) => {
            waiters.current.push({ resolve, reject });
            dispatch({ type: 'required', ...factors.current });
          }),
      ),
    [],
  );

  // A screen left while the dialog waits: the changes behind it end as cancelled.
  useEffect(() => {
    const pending = waiters.current;
    return () => {
      for (const waiter of pending.splice(0)) waiter.reject(new StepUpCancelled());
    };
  }, []);

  /** Proven: busy until every change it proved for has run again; then the dialog closes. */
  const resume = async () => {
    dispatch({ type: 'proven' });
    const proven = waiters.current.splice(0);
    await Promise.all(
      proven.map((waiter) => new Promise<void>((settled) => waiter.resolve(settled))),
    );
    dispatch({ type: 'settled' });
  };

  const confirm = async ({
    password,
    authenticationCode,
  }: StepUpValues): Promise<SubmitResult<StepUpField>> => {
    dispatch({ type: 'submitted' });
    try {
      const code = authenticationCode.trim();
      const proof: StepUpInput = { password, ...(code ? { authenticationCode: code } : {}) };
      await stepUp.mutateAsync(proof);
    } catch (error) {
      const { fieldErrors, ...refusal } = stepUpRefusalOf(error, clock());
      dispatch({ type: 'refused', ...refusal });
      return { fieldErrors };
    }
    await resume();
  };

  const provePasskey = async () => {
    if (state.phase !== 'asking') return;
    dispatch({ type: 'submitted' });
    setPasskeyBusy(true);
    try {
      try {
        await passkeyStepUp.mutateAsync();
      } catch (error) {
        // Closing the browser's prompt is a choice, not a failure: the dialog waits again.
        const { fieldErrors: _none, ...refusal } = isPasskeyCancelled(error)
          ? { fieldErrors: {}, askCode: false, offerPasskey: true, failure: null }
          : stepUpRefusalOf(error, clock());
        dispatch({ type: 'refused', ...refusal });
        return;
      }
      await resume();
    } finally {
      setPasskeyBusy(false);
    }
  };

  const cancel = () => {
    if (state.phase !== 'asking') return;
    dispatch({ type: 'cancelled' });
    for (const waiter of waiters.current.splice(0)) waiter.reject(new StepUpCancelled());
  };

  const open = isGateOpen(state);
  useReturnFocus(open);
  const dialog = (
    <StepUpDialog
      open={open}
      askCode={open && state.askCode}
      offerPasskey={open && state.offerPasskey}
      passkeyBusy={passkeyBusy}
      onUsePasskey={() => void provePasskey()}
      failure={open ? state.failure : null}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
  return { run, dialog };
}
