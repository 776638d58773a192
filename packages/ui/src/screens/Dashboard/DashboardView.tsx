import type { PortfolioPoint, PortfolioRange, Transaction } from '@tp/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AssetAllocation } from './AssetAllocation';
import type { DashboardFigures } from './dashboardFigures';
import { MarketAnalysis } from './MarketAnalysis';
import { marketSignals } from './marketSignals';
import { PerformanceChart } from './PerformanceChart';
import { RecentActivity } from './RecentActivity';
import { sampleHoldings } from './sampleHoldings';
import { SummaryCards, type LoadStatus } from './SummaryCards';
import * as styles from './Dashboard.css';

export interface DashboardViewProps {
  /** Spec 2 §2: the first name, else the username, else "User". */
  greetingName: string;

  balanceStatus: LoadStatus;
  figures?: DashboardFigures;
  /** Replaces the cards when the balance fails to load. */
  balanceErrorText?: string;
  onRetryBalance?: () => void;
  /** When the figures were last fetched (ms since the epoch). */
  lastUpdated?: number | null;
  refreshing?: boolean;
  onRefresh?: () => void;
  /** The account summary failed (the cards then show 0 for profit, margin and position). */
  summaryErrorText?: string;
  onRetrySummary?: () => void;

  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  performanceStatus: LoadStatus;
  performancePoints?: readonly PortfolioPoint[];
  performanceUpdating?: boolean;
  performanceErrorText?: string;
  onRetryPerformance?: () => void;

  /** The BTC/USD daily chart with moving-average and RSI studies. */
  marketChart: ReactNode;

  activityStatus: LoadStatus;
  transactions?: readonly Transaction[];
  activityErrorText?: string;
  onRetryActivity?: () => void;
}

/** Spec 2 §2 Dashboard: greeting, summary cards, allocation, performance, market analysis, recent activity. */
export function DashboardView(props: DashboardViewProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Dashboard</h1>
          <p className={styles.greeting}>Welcome back, {props.greetingName}!</p>
        </div>
        <nav aria-label="Dashboard links" className={styles.links}>
          <Link to="/profile-settings" className={styles.link}>
            Profile settings
          </Link>
          <Link to="/contact" className={styles.link}>
            Contact support
          </Link>
        </nav>
      </header>

      <section aria-label="Account summary">
        <SummaryCards
          status={props.balanceStatus}
          figures={props.figures}
          errorText={props.balanceErrorText}
          onRetry={props.onRetryBalance}
          lastUpdated={props.lastUpdated}
          refreshing={props.refreshing}
          onRefresh={props.onRefresh}
          summaryErrorText={props.summaryErrorText}
          onRetrySummary={props.onRetrySummary}
        />
      </section>

      <div className={styles.columns}>
        <div className={styles.wide}>
          <PerformanceChart
            range={props.range}
            onRangeChange={props.onRangeChange}
            status={props.performanceStatus}
            points={props.performancePoints}
            updating={props.performanceUpdating}
            errorText={props.performanceErrorText}
            onRetry={props.onRetryPerformance}
          />
        </div>
        <AssetAllocation holdings={sampleHoldings} />
      </div>

      <MarketAnalysis signals={marketSignals} chart={props.marketChart} />

      <RecentActivity
        status={props.activityStatus}
        transactions={props.transactions}
        errorText={props.activityErrorText}
        onRetry={props.onRetryActivity}
      />
    </div>
  );
}
