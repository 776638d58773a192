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
  if (status.kind === 'loading') {
    // The loaded frame, the spinner where "Last updated" goes: nothing below moves when the figures arrive.
    return (
      <div className={`${styles.chartFrame} ${styles.loadingFrame}`}>
        <Cards figures={null} />
        <div className={onRefresh ? styles.cardsMetaWithControl : styles.cardsMeta}>
          <Spinner label="Loading balance" showLabel />
        </div>
      </div>
    );
  }
  if (status.kind === 'error') {
    return <LoadError message={status.message} retrying={status.retrying} onRetry={onRetry} />;
  }
  const figures = status.data;
  return (
    <div className={styles.chartFrame}>
      <Cards figures={figures} />
      {summary?.kind === 'error' && (
        <LoadError
          inline
          className={styles.cardsMeta}
          message={`Profit, margin and position could not be loaded: ${summary.message}`}
          retrying={summary.retrying}
          onRetry={onRetrySummary}
        />
      )}
      <div className={styles.cardsMeta}>
        <p>
          Last updated:{' '}
          {lastUpdated ? (
            <time dateTime={new Date(lastUpdated).toISOString()}>
              {formatDateTime(lastUpdated)}
            </time>
          ) : (
            'Never'
          )}
        </p>
        {onRefresh && (
          <Button
            variant="ghost"
            size="sm"
            busy={status.refreshing}
            busyLabel="Refreshing..."
            onClick={onRefresh}
          >
            Refresh
          </Button>
        )}
      </div>
    </div>
  );
}

/** The five cards in order; loading keeps the labels, each over a bar of the value's height. */
const tiles: readonly { label: string; value: (figures: DashboardFigures) => ReactNode }[] = [
  { label: 'Balance', value: (figures) => <Money amount={figures.balance} /> },
  { label: 'Equity', value: (figures) => <Money amount={figures.equity} /> },
  { label: 'Profit', value: (figures) => <Money amount={figures.profit} signed colored /> },
  { label: 'Margin', value: (figures) => <Money amount={figures.margin} /> },
  { label: 'Position', value: (figures) => formatCount(figures.position) },
];

/** The cards; without figures (loading) the bars are hidden from assistive technology: no fake values. */
function Cards({ figures }: { figures: DashboardFigures | null }) {
  return (
    <dl className={styles.cards} aria-busy={figures ? undefined : true}>
      {tiles.map(({ label, value }) => (
        <div key={label} className={styles.tile}>
          <dt className={styles.tileLabel}>{label}</dt>
          <dd className={styles.tileValue}>
            {figures ? value(figures) : <span className={styles.skeleton} aria-hidden />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
