import { useEffect, useReducer, type Dispatch } from 'react';
import { useNotice, type NoticeControl } from '../../widgets/LiveNotice';
import {
  changeFlowReducer,
  idleFlow,
  outcomeOf,
  type ChangeFlowEvent,
  type ChangeFlowState,
} from './changeFlow';

/**
 * A section's change flow and the notice beside its form: the reducer decides each outcome (ignoring
 * answers that arrive after Cancel), `useNotice` shows it and owns its life (a success clears after 3 s).
 */
export function useChangeFlow<P>(): [
  ChangeFlowState<P>,
  Dispatch<ChangeFlowEvent<P>>,
  NoticeControl,
] {
  const [state, dispatch] = useReducer(changeFlowReducer<P>, idleFlow as ChangeFlowState<P>);
  const notice = useNotice();
  const outcome = outcomeOf(state);
  const { show } = notice;
  // Each outcome the reducer sets is a new object: shown once, then the hook's to hide.
  useEffect(() => show(outcome), [outcome, show]);
  return [state, dispatch, notice];
}
