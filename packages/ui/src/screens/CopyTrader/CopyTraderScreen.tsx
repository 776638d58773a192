import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useReducer, useRef, useState } from 'react';
import {
  type CopyTrader,
  useCopyTraders,
  useIdempotentSubmit,
  useJoinCopyTraderMutation,
  useLoadProps,
  useStopCopyTraderMutation,
  useTraderDirectory,
  useUpdateCopyTraderMutation,
} from '@tp/api';
import { copyTraderTexts, type NamedTrader, type RowAction } from './copyTraderTexts';
import { CopyTraderView } from './CopyTraderView';
import { joinFailureOf } from './joinFailures';
import { refusedSubmit, useNotice } from '../../widgets/LiveNotice';
import { rowActionFailureOf, rowActionOf, rowActionsReducer } from './rowActions';

const doneText: Record<RowAction, (trader: NamedTrader) => MessageDescriptor> = {
  pause: copyTraderTexts.paused,
  resume: copyTraderTexts.resumed,
  stop: copyTraderTexts.stopped,
};

/**
 * Spec 2 §2 Copy Trader with D13, wired to the API: the joined list and the directory, a join by code
 * (one Idempotency-Key per intended join), pause, resume and stop per row. Every change re-reads the
 * list (the mutations invalidate it), so the table always shows the server's state (D4).
 */
export function CopyTraderScreen() {
  const { i18n } = useLingui();
  const copyTraders = useCopyTraders();
  const directory = useTraderDirectory();
  // A double click makes one request; a retry after a lost answer reuses the key, so the server
  // answers the first success instead of "You already copy this trader."; an edit renews it.
  const join = useIdempotentSubmit(useJoinCopyTraderMutation());
  const update = useUpdateCopyTraderMutation();
  const stop = useStopCopyTraderMutation();
  const copyTradersProps = useLoadProps('copyTraders', copyTraders);
  const directoryProps = useLoadProps('directory', directory);

  const joinNotice = useNotice();
  const listNotice = useNotice();
  const [rowActions, dispatch] = useReducer(rowActionsReducer, {});
  const [stopConfirmation, setStopConfirmation] = useState<CopyTrader | null>(null);
  // Synchronous, unlike the reducer's state: two quick clicks on a row send one request.
  const rowsInFlight = useRef(new Set<string>());

  const submitJoin = async (code: string) => {
    joinNotice.clear();
    try {
      const joined = await join.submit({ traderCode: code });
      joinNotice.show({ tone: 'success', message: i18n._(copyTraderTexts.joined(joined)) });
      return 'reset' as const;
    } catch (error) {
      return refusedSubmit(joinFailureOf(error), joinNotice);
    }
  };

  const runRowAction = async (
    trader: CopyTrader,
    action: RowAction,
    call: () => Promise<unknown>,
  ) => {
    if (rowsInFlight.current.has(trader.id)) return;
    rowsInFlight.current.add(trader.id);
    dispatch({ type: 'started', code: trader.id, action });
    listNotice.clear();
    try {
      // Resolves once the list has been read again, so the row changes with the busy label gone.
      await call();
      dispatch({ type: 'succeeded', code: trader.id });
      listNotice.show({ tone: 'success', message: i18n._(doneText[action](trader)) });
    } catch (error) {
      const failure = rowActionFailureOf(error, action);
      if (failure.gone) {
        dispatch({ type: 'gone', code: trader.id });
        listNotice.show({ tone: 'info', message: i18n._(copyTraderTexts.goneElsewhere(trader)) });
      } else {
        dispatch({ type: 'failed', code: trader.id, message: failure.message });
      }
    } finally {
      rowsInFlight.current.delete(trader.id);
    }
  };

  const stopping =
    stopConfirmation !== null && rowActionOf(rowActions, stopConfirmation.id).busy === 'stop';

  const confirmStop = async () => {
    const trader = stopConfirmation;
    if (!trader) return;
    await runRowAction(trader, 'stop', () => stop.mutateAsync(trader.id));
    // Done, refused or gone: the outcome shows on the page (the row's message, or the notice).
    setStopConfirmation(null);
  };

  return (
    <CopyTraderView
      {...copyTradersProps}
      copyTradersStale={copyTraders.isRefetchError}
      {...directoryProps}
      onJoin={submitJoin}
      onCodeEdit={join.renew}
      joinNotice={joinNotice}
      listNotice={listNotice}
      rowActions={rowActions}
      onPause={(trader) =>
        void runRowAction(trader, 'pause', () =>
          update.mutateAsync({ id: trader.id, status: 'paused' }),
        )
      }
      onResume={(trader) =>
        void runRowAction(trader, 'resume', () =>
          update.mutateAsync({ id: trader.id, status: 'active' }),
        )
      }
      onStopRequest={(trader) => {
        if (!rowsInFlight.current.has(trader.id)) setStopConfirmation(trader);
      }}
      stopConfirmation={stopConfirmation}
      stopping={stopping}
      onStopConfirm={() => void confirmStop()}
      onStopCancel={() => {
        if (!stopping) setStopConfirmation(null);
      }}
    />
  );
}
