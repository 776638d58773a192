import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '@tp/api';
import type { ReactNode } from 'react';
import { formatCount, formatDateTime } from '../../format';
import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import { LoadError } from '../shared/Section';
import type { DashboardFigures } from './dashboardFigures';
import * as styles from './Dashboard.css';

export interface SummaryCardsProps {
  /** The figures; a balance error (spec 2 §8: its message, else "Failed to fetch balance data") replaces the cards. */
  status: LoadStatus<DashboardFigures>;
  onRetry?: () => void;
  /** When the figures were last fetched from the server (ms since the epoch). */
  lastUpdated?: number | null;
  onRefresh?: () => void;
  /** The account summary: when it failed, profit, margin and position show 0 and its error says why. */
  summary?: LoadStatus;
  onRetrySummary?: () => void;
}

/** Balance, Equity, Profit (signed), Margin and Position, or the balance error in their place. */
export function SummaryCards({
  status,
  onRetry,
  lastUpdated,
  onRefresh,
  summary,
  onRetrySummary,
}: SummaryCardsProps) {
  const { t } = useLingui();
  if (status.kind === 'loading') {
    // The loaded frame, the spinner where "Last updated" goes: nothing below moves when the figures arrive.
    return (
      <div className={`${styles.chartFrame} ${styles.loadingFrame}`}>
        <Cards figures={null} />
        <div className={onRefresh ? styles.cardsMetaWithControl : styles.cardsMeta}>
          <Spinner label={t`Loading balance`} showLabel />
        </div>
      </div>
    );
  }
  if (status.kind === 'error') {
    return <LoadError message={status.message} retrying={status.retrying} onRetry={onRetry} />;
  }
  const figures = status.data;
  const reason = summary?.kind === 'error' ? summary.message : '';
  return (
    <div className={styles.chartFrame}>
      <Cards figures={figures} />
      {summary?.kind === 'error' && (
        <LoadError
          inline
          className={styles.cardsMeta}
          message={t`Profit, margin and position could not be loaded: ${reason}`}
          retrying={summary.retrying}
          onRetry={onRetrySummary}
        />
      )}
      <div className={styles.cardsMeta}>
        <p>{lastUpdated ? <LastUpdated at={lastUpdated} /> : <Trans>Last updated: Never</Trans>}</p>
        {onRefresh && (
          <Button
            variant="ghost"
            size="sm"
            busy={status.refreshing}
            busyLabel={t`Refreshing...`}
            onClick={onRefresh}
          >
            <Trans>Refresh</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

/** "Last updated:" and the time of the last fetch. */
function LastUpdated({ at }: { at: number }) {
  const time = <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>;
  return <Trans>Last updated: {time}</Trans>;
}

/** The five cards in order; loading keeps the labels, each over a bar of the value's height. */
const tiles: readonly {
  id: string;
  label: MessageDescriptor;
  value: (figures: DashboardFigures) => ReactNode;
}[] = [
  { id: 'balance', label: msg`Balance`, value: (figures) => <Money amount={figures.balance} /> },
  { id: 'equity', label: msg`Equity`, value: (figures) => <Money amount={figures.equity} /> },
  {
    id: 'profit',
    label: msg`Profit`,
    value: (figures) => <Money amount={figures.profit} signed colored />,
  },
  { id: 'margin', label: msg`Margin`, value: (figures) => <Money amount={figures.margin} /> },
  { id: 'position', label: msg`Position`, value: (figures) => formatCount(figures.position) },
];

/** The cards; without figures (loading) the bars are hidden from assistive technology: no fake values. */
function Cards({ figures }: { figures: DashboardFigures | null }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.cards} aria-busy={figures ? undefined : true}>
      {tiles.map(({ id, label, value }) => (
        <div key={id} className={styles.tile}>
          <dt className={styles.tileLabel}>{i18n._(label)}</dt>
          <dd className={styles.tileValue}>
            {figures ? value(figures) : <span className={styles.skeleton} aria-hidden />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
