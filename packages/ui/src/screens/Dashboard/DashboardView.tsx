import type { LoadStatus, PortfolioPoint, PortfolioRange, Transaction } from '@tp/api';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AssetAllocation } from './AssetAllocation';
import type { DashboardFigures } from './dashboardFigures';
import { MarketAnalysis } from './MarketAnalysis';
import { marketSignals } from './marketSignals';
import { mapLoadStatus } from '../shared/chartSeries';
import { PerformanceChart } from '../shared/PerformanceChart';
import { dashboardChartSeries } from './performanceSeries';
import { RecentActivity } from './RecentActivity';
import { sampleHoldings } from './sampleHoldings';
import { SummaryCards } from './SummaryCards';
import * as styles from './Dashboard.css';

export interface DashboardViewProps {
  /** Spec 2 §2: the first name, else the username, else "User". */
  greetingName: string;

  /** The cards' figures; a balance error replaces the cards. */
  figures: LoadStatus<DashboardFigures>;
  onRetryFigures?: () => void;
  /** When the figures were last fetched (ms since the epoch). */
  lastUpdated?: number | null;
  onRefresh?: () => void;
  /** The account summary (when it failed, the cards show 0 for profit, margin and position). */
  summary?: LoadStatus;
  onRetrySummary?: () => void;

  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  /** The range's history; refreshing while another range loads (the previous one stays drawn). */
  performance: LoadStatus<readonly PortfolioPoint[]>;
  onRetryPerformance?: () => void;

  /** The BTC/USD daily chart with moving-average and RSI studies. */
  marketChart: ReactNode;

  activity: LoadStatus<readonly Transaction[]>;
  onRetryActivity?: () => void;

  /** D16: the notice that withdrawals are on hold after a credential change (nothing otherwise). */
  withdrawalHold?: ReactNode;
  /** D22: the notice that an earlier address can still undo an e-mail change (nothing otherwise). */
  emailChangeUndo?: ReactNode;
}

/** Spec 2 §2 Dashboard: greeting, D16's hold notice, summary cards, allocation, performance, market analysis, recent activity. */
export function DashboardView(props: DashboardViewProps) {
  const { t } = useLingui();
  const name = props.greetingName;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <Trans>Dashboard</Trans>
          </h1>
          <p className={styles.greeting}>
            {/* A line of its own height while the name is not known yet (the prerendered frame). */}
            {name ? <Trans>Welcome back, {name}!</Trans> : '\u00a0'}
          </p>
        </div>
        <nav aria-label={t`Dashboard links`} className={styles.links}>
          <Link to="/profile-settings" className={styles.link}>
            <Trans>Profile settings</Trans>
          </Link>
          <Link to="/contact" className={styles.link}>
            <Trans>Contact support</Trans>
          </Link>
        </nav>
      </header>

      {props.withdrawalHold}
      {props.emailChangeUndo}

      <section aria-label={t`Account summary`}>
        <SummaryCards
          status={props.figures}
          onRetry={props.onRetryFigures}
          lastUpdated={props.lastUpdated}
          onRefresh={props.onRefresh}
          summary={props.summary}
          onRetrySummary={props.onRetrySummary}
        />
      </section>

      <div className={styles.columns}>
        <div className={styles.wide}>
          <PerformanceChart
            title={t`Portfolio Performance (2025)`}
            range={props.range}
            onRangeChange={props.onRangeChange}
            status={mapLoadStatus(props.performance, dashboardChartSeries)}
            onRetry={props.onRetryPerformance}
            loadingLabel={t`Loading portfolio performance`}
            explorerLabel={t`Portfolio value by date`}
          />
        </div>
        <AssetAllocation holdings={sampleHoldings} />
      </div>

      <MarketAnalysis signals={marketSignals} chart={props.marketChart} />

      <RecentActivity status={props.activity} onRetry={props.onRetryActivity} />
    </div>
  );
}
