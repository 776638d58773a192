import { useLayoutEffect } from 'react';
import { useStepUpGate, type StepUpGate } from './useStepUpGate';

export interface StepUpGateHostProps {
  /** Called with the gate's `run` once it is mounted (and again if it changes). */
  onReady: (run: StepUpGate['run']) => void;
}

/** `useStepUpGate` as a component, so `useLazyStepUpGate` can load it (and its dialog) only when the server asks. */
export function StepUpGateHost({ onReady }: StepUpGateHostProps) {
  const gate = useStepUpGate();
  useLayoutEffect(() => onReady(gate.run), [gate.run, onReady]);
  return gate.dialog;
}
