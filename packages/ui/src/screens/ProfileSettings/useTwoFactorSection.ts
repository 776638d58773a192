import {
  useBeginTotpSetupMutation,
  useDisableTotpMutation,
  useEnableTotpMutation,
  useRenewBackupCodesMutation,
  type BackupCodesIssued,
} from '@tp/api';
import { useReducer, useRef } from 'react';
import { useNotice } from '../../widgets/LiveNotice';
import { enableTotpFailures, securityChangeFailed } from './securityFailures';
import type { TwoFactorFlowProps } from './TwoFactorSection';
import { twoFactorFlowReducer, twoFactorOverview, type TwoFactorAction } from './twoFactorFlow';

/** A sensitive change through the step-up gate (`useStepUpGate().run`). */
export type GatedRun = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * D15's Two-factor authentication wired to the API: every call goes through the step-up gate; the answers
 * move the section's steps (`twoFactorFlow`), and their messages go beside it.
 */
export function useTwoFactorSection(run: GatedRun): TwoFactorFlowProps {
  const beginSetup = useBeginTotpSetupMutation();
  const enable = useEnableTotpMutation();
  const disable = useDisableTotpMutation();
  const renew = useRenewBackupCodesMutation();
  const [flow, dispatch] = useReducer(twoFactorFlowReducer, twoFactorOverview);
  const notice = useNotice();
  // Synchronous, unlike the reducer's state: two quick clicks start one call.
  const inFlight = useRef(false);

  /** New backup codes, shown once, with the server's message beside them. */
  const show = (issued: BackupCodesIssued, renewed: boolean) => {
    dispatch({ type: 'codesIssued', codes: issued.backup_codes, renewed });
    notice.show({ tone: 'success', message: issued.message });
  };

  const once = async (action: TwoFactorAction, work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    notice.clear();
    dispatch({ type: 'begin', action });
    try {
      await work();
    } catch (error) {
      dispatch({ type: 'failed' });
      securityChangeFailed(error, notice);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    ...flow,
    notice,
    onStart: () =>
      void once('start', async () => {
        const setup = await run(() => beginSetup.mutateAsync());
        dispatch({ type: 'setupShown', setup });
      }),
    onEnable: async (code) => {
      notice.clear();
      try {
        show(await run(() => enable.mutateAsync(code)), false);
      } catch (error) {
        return securityChangeFailed(error, notice, enableTotpFailures);
      }
    },
    onCancelSetup: () => {
      notice.clear();
      dispatch({ type: 'cancelSetup' });
    },
    onDone: () => {
      notice.clear();
      dispatch({ type: 'done' });
    },
    onRenew: () =>
      void once('renew', async () => {
        show(await run(() => renew.mutateAsync()), true);
      }),
    onTurnOff: () => dispatch({ type: 'askTurnOff' }),
    onTurnOffCancel: () => dispatch({ type: 'keepOn' }),
    onTurnOffConfirm: () =>
      void once('turnOff', async () => {
        const answer = await run(() => disable.mutateAsync());
        dispatch({ type: 'turnedOff' });
        notice.show({ tone: 'success', message: answer.message });
      }),
  };
}
