import { Suspense, lazy, useCallback, useRef, useState, type ComponentType } from 'react';
import { ApiError } from '@tp/api';
import type { StepUpGateHostProps } from './StepUpGateHost';
import type { StepUpGate } from './useStepUpGate';

type Run = StepUpGate['run'];

export interface LazyStepUpGate extends StepUpGate {
  /** The user cancelled the step-up (`StepUpCancelled`): nothing was changed and nothing needs saying. */
  isCancelled: (error: unknown) => boolean;
}

// The checks of ./stepUpGate and @tp/api's isStepUpRequired, by name: importing those modules would put the gate's
// chunk back into the page's first paint.
const stepUpRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'step_up_required';
const isCancelled = (error: unknown) => error instanceof Error && error.name === 'StepUpCancelled';

/**
 * `useStepUpGate` for a page where a step-up is the exception (the Withdraw page: only a new address or an address
 * book change needs one): the same `run` and `dialog`, but the gate (`StepUpGateHost`, which `loadHost` loads from
 * one of the page's own lazy chunks) comes only once a call is refused with 403 `step_up_required`. That refusal is
 * handed to the gate as the call's first try, so nothing is sent twice.
 */
export function useLazyStepUpGate(
  loadHost: () => Promise<ComponentType<StepUpGateHostProps>>,
): LazyStepUpGate {
  const [Host] = useState(() => lazy(() => loadHost().then((host) => ({ default: host }))));
  // The gate's own `run`, once its host has mounted (it mounts at the first refusal).
  const [gate, setGate] = useState<{ ready: (run: Run) => void } | null>(null);
  const gateRun = useRef<Promise<Run> | null>(null);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    let refusal: unknown;
    try {
      return await action();
    } catch (error) {
      if (!stepUpRequired(error)) throw error;
      refusal = error;
    }
    gateRun.current ??= new Promise<Run>((ready) => setGate({ ready }));
    let first = true;
    return (await gateRun.current)(() => {
      if (!first) return action();
      first = false;
      return Promise.reject(refusal);
    });
  }, []);

  const dialog = <Suspense fallback={null}>{gate && <Host onReady={gate.ready} />}</Suspense>;
  return { run, dialog, isCancelled };
}
