import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import type { DashboardFigures } from './dashboardFigures';
import * as styles from './Dashboard.css';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface SummaryCardsProps {
  status: LoadStatus;
  figures?: DashboardFigures;
  /** Spec 2 §8: the error's message, else "Failed to fetch balance data"; replaces the cards. */
  errorText?: string;
  onRetry?: () => void;
  /** When the figures were last fetched from the server (ms since the epoch). */
  lastUpdated?: number | null;
  refreshing?: boolean;
  onRefresh?: () => void;
  /** The account summary failed: profit, margin and position show 0 and this says why. */
  summaryErrorText?: string;
  onRetrySummary?: () => void;
}

const lastUpdatedFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Balance, Equity, Profit (signed), Margin and Position, or the balance error in their place. */
export function SummaryCards({
  status,
  figures,
  errorText,
  onRetry,
  lastUpdated,
  refreshing = false,
  onRefresh,
  summaryErrorText,
  onRetrySummary,
}: SummaryCardsProps) {
  if (status === 'loading') {
    return (
      <div className={styles.statusBox}>
        <Spinner label="Loading balance" showLabel />
      </div>
    );
  }
  if (status === 'error' || !figures) {
    return (
      <div className={styles.errorBox}>
        <p role="alert" className={styles.errorText}>
          {errorText}
        </p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>
    );
  }
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
      {summaryErrorText && (
        <div className={styles.cardsMeta}>
          <p role="alert">Profit, margin and position could not be loaded: {summaryErrorText}</p>
          {onRetrySummary && (
            <Button variant="secondary" size="sm" onClick={onRetrySummary}>
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
            busy={refreshing}
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
