import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CopyTrader, LoadStatus } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { useId } from 'react';
import { formatDate } from '../../format';
import { Button } from '../../widgets/Button';
import { Table, type TableColumn } from '../../widgets/Table';
import { rowActionLabels, type RowAction } from './copyTraderTexts';
import { formatPerformance, performanceTrend } from './formatPerformance';
import { PastPerformanceNote } from './PastPerformanceNote';
import { rowActionOf, type RowActions, type RowActionState } from './rowActions';
import * as styles from './CopyTrader.css';

/** The joined date in the user's locale; an unreadable one as it came. */
export function formatJoinedDate(iso: string): string {
  return formatDate(iso, iso);
}

/** Placeholder rows while the list loads: most accounts copy one or two traders. */
const loadingCopyTraderRows = 2;

export const copyTraderStatusLabels = { active: msg`Active`, paused: msg`Paused` } as const;

export function Performance({ value }: { value: number | null }) {
  return (
    <span className={styles.performance[performanceTrend(value)]}>{formatPerformance(value)}</span>
  );
}

export interface CopyTradersTableProps {
  status: LoadStatus<readonly CopyTrader[]>;
  onRetry: () => void;
  rowActions: RowActions;
  onPause: (trader: CopyTrader) => void;
  onResume: (trader: CopyTrader) => void;
  /** Opens the stop confirmation; its button carries `data-stop-for` so focus can come back to it. */
  onStop: (trader: CopyTrader) => void;
}

/** The button's name says whose row it acts on, and what it says now (its busy label while in flight). */
function actionName(i18n: I18n, action: RowAction, state: RowActionState, trader: CopyTrader) {
  const labels = rowActionLabels[action];
  const label = i18n._(state.busy === action ? labels.busy : labels.label);
  const { name, id } = trader;
  return i18n._(msg`${label} ${name} (${id})`);
}

function RowActionsCell({
  trader,
  state,
  onPause,
  onResume,
  onStop,
}: {
  trader: CopyTrader;
  state: RowActionState;
} & Pick<CopyTradersTableProps, 'onPause' | 'onResume' | 'onStop'>) {
  const { i18n } = useLingui();
  const failureId = useId();
  const toggle: RowAction = trader.status === 'active' ? 'pause' : 'resume';
  const described = state.failure ? failureId : undefined;
  // While one action runs, the row's other action waits (one change per row at a time).
  const waiting = state.busy !== null;
  return (
    <div className={styles.actionsCell}>
      <div className={styles.actions}>
        {/* One button that turns from Pause to Resume, so focus stays on it across the change. */}
        <Button
          variant="secondary"
          size="sm"
          busy={state.busy === toggle}
          busyLabel={i18n._(rowActionLabels[toggle].busy)}
          disabled={waiting}
          aria-label={actionName(i18n, toggle, state, trader)}
          aria-describedby={described}
          onClick={() => (toggle === 'pause' ? onPause(trader) : onResume(trader))}
        >
          {i18n._(rowActionLabels[toggle].label)}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          busy={state.busy === 'stop'}
          busyLabel={i18n._(rowActionLabels.stop.busy)}
          disabled={waiting}
          aria-label={actionName(i18n, 'stop', state, trader)}
          aria-describedby={described}
          data-stop-for={trader.id}
          onClick={() => onStop(trader)}
        >
          {i18n._(rowActionLabels.stop.label)}
        </Button>
      </div>
      {state.failure && (
        <p id={failureId} role="alert" className={styles.rowFailure}>
          {state.failure}
        </p>
      )}
    </div>
  );
}

/** A loading row's actions: the buttons' own boxes, unseen, so the row is as tall as a loaded one at any width. */
function ActionsPlaceholder() {
  const { i18n } = useLingui();
  return (
    <div className={styles.actionsPlaceholder} aria-hidden>
      <Button variant="secondary" size="sm" tabIndex={-1}>
        {i18n._(rowActionLabels.pause.label)}
      </Button>
      <Button variant="ghost" size="sm" tabIndex={-1}>
        {i18n._(rowActionLabels.stop.label)}
      </Button>
    </div>
  );
}

/** Spec 2 §2 Your Copy Traders: Trader ID, Name, Performance, Joined; with D13 each entry's status and actions. */
export function CopyTradersTable({
  status,
  onRetry,
  rowActions,
  onPause,
  onResume,
  onStop,
}: CopyTradersTableProps) {
  const { i18n, t } = useLingui();
  const rows = status.kind === 'ready' ? status.data : [];
  const columns: readonly TableColumn<CopyTrader>[] = [
    {
      id: 'id',
      header: t`Trader ID`,
      cell: (row) => <span className={styles.code}>{row.id}</span>,
    },
    { id: 'name', header: t`Name`, cell: (row) => <span className={styles.name}>{row.name}</span> },
    {
      id: 'performance',
      header: t`Performance`,
      align: 'end',
      cell: (row) => <Performance value={row.performance} />,
    },
    {
      id: 'joined',
      header: t`Joined`,
      cell: (row) => (
        <time dateTime={row.joined_at} className={styles.nowrap}>
          {formatJoinedDate(row.joined_at)}
        </time>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <span className={styles.status[row.status]}>
          {i18n._(copyTraderStatusLabels[row.status])}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      placeholder: <ActionsPlaceholder />,
      cell: (row) => (
        <RowActionsCell
          trader={row}
          state={rowActionOf(rowActions, row.id)}
          onPause={onPause}
          onResume={onResume}
          onStop={onStop}
        />
      ),
    },
  ];

  return (
    <>
      <Table
        caption={t`Your Copy Traders`}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        status={status}
        emptyText={emptyStates.copyTraders}
        onRetry={onRetry}
        loadingLabel={t`Loading your copy traders`}
        // Loading draws the frame of a short list and its note, so the directory below stays put.
        loadingRows={loadingCopyTraderRows}
      />
      {(status.kind === 'loading' || rows.length > 0) && <PastPerformanceNote />}
    </>
  );
}
