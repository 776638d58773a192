export { useStepUpGate } from './useStepUpGate';
export { isStepUpCancelled } from './stepUpGate';
