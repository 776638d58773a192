import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { failureOf, useApiClients, useFollowDisownLinkMutation } from '@tp/api';
import { ThisWasntMeView, type ThisWasntMeState } from './ThisWasntMeView';

/** The link's token is its fragment (`/this-wasnt-me#<token>`), which never reaches a server log. */
function tokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[0-9a-f]{16,128}$/.test(token) ? token : null;
}

/** D15: secures the account when its owner confirms; this browser's own session ends too. */
export function ThisWasntMeScreen() {
  const { session } = useApiClients();
  const location = useLocation();
  const follow = useFollowDisownLinkMutation();
  const token = tokenOf(location.hash);
  const [state, setState] = useState<ThisWasntMeState>(
    token ? { step: 'ready' } : { step: 'noLink' },
  );
  const confirm = async () => {
    if (!token || state.step === 'securing') return;
    setState({ step: 'securing' });
    try {
      const { message } = await follow.mutateAsync(token);
      session.clear();
      setState({ step: 'secured', message });
    } catch (error) {
      const failure = failureOf(error);
      // A used or unknown link stays refused; a lost answer or a server error may be tried again.
      setState({
        step: 'failed',
        message: failure.message ?? '',
        canRetry: failure.status !== 400,
      });
    }
  };
  return <ThisWasntMeView state={state} onConfirm={() => void confirm()} />;
}
