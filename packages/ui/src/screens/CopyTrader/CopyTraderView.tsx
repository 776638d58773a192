import { Trans, useLingui } from '@lingui/react/macro';
import type { CopyTrader, LoadStatus, Trader } from '@tp/api';
import { useEffect, useRef } from 'react';
import { useForm, type SubmitResult } from '../../forms';
import { StaleNote } from '../shared/Section';
import { Card } from '../../widgets/Card';
import { copyTraderTexts } from './copyTraderTexts';
import { CopyTradersTable } from './CopyTradersTable';
import type { JoinField } from './joinFailures';
import { JoinTraderForm, type JoinFormValues } from './JoinTraderForm';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { PageHeader } from '../../widgets/PageHeader';
import type { RowActions } from './rowActions';
import { codeToJoin } from './traderCode';
import { TraderDirectory } from './TraderDirectory';
import { lazyDialog } from '../../widgets/Dialog';
import * as styles from './CopyTrader.css';

// Opens only after a click on Stop: the dialog library loads then, not before the page's first paint.
const StopCopyingDialog = lazyDialog(() =>
  import('./StopCopyingDialog').then((module) => module.StopCopyingDialog),
);

export interface CopyTraderViewProps {
  /** Your Copy Traders (newest first, paused ones included). */
  copyTraders: LoadStatus<readonly CopyTrader[]>;
  onRetryCopyTraders: () => void;
  /** The list on screen is the last one loaded: reading it again failed. */
  copyTradersStale?: boolean;
  /** Traders you can copy (the directory). */
  directory: LoadStatus<readonly Trader[]>;
  onRetryDirectory: () => void;
  /**
   * Joins the trimmed, non-empty code (an empty one never gets here, spec 2 §5). Answers 'reset' once
   * joined (the field clears), the refusal for the field, or nothing to keep what was typed.
   */
  onJoin: (code: string) => SubmitResult<JoinField> | Promise<SubmitResult<JoinField>>;
  /** The code was edited: a retry is a new join (a new Idempotency-Key). */
  onCodeEdit?: () => void;
  /** The last join's success, or a failure that is not about the code (spec §8). */
  joinNotice: NoticeControl;
  /** What the last pause, resume or stop did (or that the entry was already gone). */
  listNotice: NoticeControl;
  /** Each row's action in flight and last failure. */
  rowActions?: RowActions;
  onPause: (trader: CopyTrader) => void;
  onResume: (trader: CopyTrader) => void;
  /** Asks to stop: opens the confirmation. */
  onStopRequest: (trader: CopyTrader) => void;
  /** The entry whose stop confirmation is open. */
  stopConfirmation?: CopyTrader | null;
  /** The confirmed stop is in flight. */
  stopping?: boolean;
  onStopConfirm: () => void;
  onStopCancel: () => void;
}

const noRowActions: RowActions = {};

/** /copy-trader (spec 2 §2 Copy Trader, D13): join by code, Your Copy Traders, Traders you can copy. */
export function CopyTraderView({
  copyTraders,
  onRetryCopyTraders,
  copyTradersStale = false,
  directory,
  onRetryDirectory,
  onJoin,
  onCodeEdit,
  joinNotice,
  listNotice,
  rowActions = noRowActions,
  onPause,
  onResume,
  onStopRequest,
  stopConfirmation = null,
  stopping = false,
  onStopConfirm,
  onStopCancel,
}: CopyTraderViewProps) {
  const { i18n, t } = useLingui();
  const form = useForm<JoinFormValues, JoinField>({
    initialValues: { traderCode: '' },
    onSubmit: ({ traderCode }) => {
      const code = codeToJoin(traderCode);
      return code === null ? undefined : onJoin(code);
    },
    onEdit: () => onCodeEdit?.(),
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const listTitleRef = useRef<HTMLSpanElement>(null);
  const closedStopFor = useRef<string | null>(null);

  // Radix gives focus back to a trigger; this dialog has none, so focus returns here: to the row's
  // Stop copying when the row is still there (cancelled, or failed with its message), else to the list.
  useEffect(() => {
    if (stopConfirmation) {
      closedStopFor.current = stopConfirmation.id;
      return;
    }
    const code = closedStopFor.current;
    if (code === null) return;
    closedStopFor.current = null;
    const stopButton = rootRef.current?.querySelector<HTMLElement>(
      `[data-stop-for="${CSS.escape(code)}"]`,
    );
    (stopButton ?? listTitleRef.current)?.focus();
  }, [stopConfirmation]);

  const joinedCodes = new Set(
    copyTraders.kind === 'ready' ? copyTraders.data.map((entry) => entry.id.toUpperCase()) : [],
  );

  return (
    <div className={styles.page} ref={rootRef}>
      <PageHeader title={t`Copy Trader`} lead={i18n._(copyTraderTexts.lead)} />
      <Card title={t`Join a Trader`}>
        <JoinTraderForm form={form} codeRef={codeRef} />
        <LiveNotice control={joinNotice} />
      </Card>
      <Card
        title={
          <span ref={listTitleRef} tabIndex={-1} className={styles.focusTarget}>
            <Trans>Your Copy Traders</Trans>
          </span>
        }
      >
        <LiveNotice control={listNotice} />
        {copyTradersStale && copyTraders.kind === 'ready' && (
          <StaleNote
            className={styles.staleNote}
            refreshing={copyTraders.refreshing}
            onRetry={onRetryCopyTraders}
          >
            <p>{i18n._(copyTraderTexts.staleList)}</p>
          </StaleNote>
        )}
        <CopyTradersTable
          status={copyTraders}
          onRetry={onRetryCopyTraders}
          rowActions={rowActions}
          onPause={onPause}
          onResume={onResume}
          onStop={onStopRequest}
        />
      </Card>
      <Card title={t`Traders you can copy`}>
        <TraderDirectory
          status={directory}
          onRetry={onRetryDirectory}
          joinedCodes={joinedCodes}
          joining={form.busy}
          onUseCode={(code) => {
            form.setValue('traderCode', code);
            codeRef.current?.focus();
          }}
        />
      </Card>
      <StopCopyingDialog
        open={stopConfirmation !== null}
        trader={stopConfirmation}
        stopping={stopping}
        onConfirm={onStopConfirm}
        onCancel={onStopCancel}
      />
    </div>
  );
}
