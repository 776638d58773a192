import type { LoadStatus } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
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

const lastUpdatedFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

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
    return (
      <div className={styles.statusBox}>
        <Spinner label="Loading balance" showLabel />
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div className={styles.errorBox}>
        <p role="alert" className={styles.errorText}>
          {status.message}
        </p>
        {onRetry && (
          <Button variant="secondary" size="sm" busy={status.retrying} onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>
    );
  }
  const figures = status.data;
  return (
    <div className={styles.chartFrame}>
      <dl className={styles.cards}>
        <Tile label="Balance">
          <Money amount={figures.balance} />
        </Tile>
        <Tile label="Equity">
          <Money amount={figures.equity} />
        </Tile>
        <Tile label="Profit">
          <Money amount={figures.profit} signed colored />
        </Tile>
        <Tile label="Margin">
          <Money amount={figures.margin} />
        </Tile>
        <Tile label="Position">{figures.position.toLocaleString('en-US')}</Tile>
      </dl>
      {summary?.kind === 'error' && (
        <div className={styles.cardsMeta}>
          <p role="alert">Profit, margin and position could not be loaded: {summary.message}</p>
          {onRetrySummary && (
            <Button variant="secondary" size="sm" busy={summary.retrying} onClick={onRetrySummary}>
              Try Again
            </Button>
          )}
        </div>
      )}
      <div className={styles.cardsMeta}>
        <p>
          Last updated:{' '}
          {lastUpdated ? (
            <time dateTime={new Date(lastUpdated).toISOString()}>
              {lastUpdatedFormat.format(lastUpdated)}
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

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.tile}>
      <dt className={styles.tileLabel}>{label}</dt>
      <dd className={styles.tileValue}>{children}</dd>
    </div>
  );
}
