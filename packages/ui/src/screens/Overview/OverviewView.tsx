import type {
  AccountFigures,
  LoadStatus,
  PortfolioHistoryPoint,
  PortfolioPoint,
  PortfolioRange,
} from '@tp/api';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../widgets/Card';
import { mapLoadStatus } from '../shared/chartSeries';
import { PerformanceChart } from '../shared/PerformanceChart';
import * as shared from '../shared/accountFigures.css';
import { FinancialOverview } from './FinancialOverview';
import { formatProfit, performanceChartStatus, profitChartStatus } from './overviewCharts';

export interface OverviewViewProps {
  /** The active balance; its error replaces the Financial Overview cards. */
  balance: LoadStatus<number>;
  onRetryBalance?: () => void;
  /** The first account summary, or null when the user has none (the margin is then a 25 % estimate). */
  summary: LoadStatus<AccountFigures | null>;
  onRetrySummary?: () => void;

  performanceRange: PortfolioRange;
  onPerformanceRangeChange: (range: PortfolioRange) => void;
  /** The portfolio history of the Performance Overview's range (D5). */
  performanceHistory: LoadStatus<readonly PortfolioPoint[]>;
  /** Retries the Performance Overview: the history, or the balance its illustration needs. */
  onRetryPerformanceHistory?: () => void;

  profitRange: PortfolioRange;
  onProfitRangeChange: (range: PortfolioRange) => void;
  /** The portfolio history of the Profit Analysis' range, with the net deposits at each point (D10). */
  profitHistory: LoadStatus<readonly PortfolioHistoryPoint[]>;
  /** Retries Profit Analysis: whichever of the history or the summary failed. */
  onRetryProfitHistory?: () => void;

  /** Now (ms since the epoch): the illustration covers the 12 months up to this one. */
  today: number;
  /** The BTC/USD daily chart with moving-average and RSI studies. */
  marketChart: ReactNode;
}

/**
 * Spec 2 §2 Overview (Account Overview): Financial Overview cards, Performance Overview and Profit
 * Analysis line charts (D10), and the BTC/USD market chart (D7). Each section loads and fails on its own.
 */
export function OverviewView(props: OverviewViewProps) {
  const { t } = useLingui();
  const balance = props.balance;
  const profit = mapLoadStatus(props.summary, (summary) => summary?.profitLoss ?? 0);
  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Account Overview</Trans>
        </h1>
        {/* /market is a protected route the spec's menus do not list; Overview is where markets are followed. */}
        <Link to="/market" className={shared.link}>
          <Trans>Market: gainers, losers and most active</Trans>
        </Link>
      </header>

      <FinancialOverview
        balance={balance}
        onRetryBalance={props.onRetryBalance}
        summary={props.summary}
        onRetrySummary={props.onRetrySummary}
      />

      <div className={shared.columns}>
        <PerformanceChart
          title={t`Performance Overview`}
          range={props.performanceRange}
          onRangeChange={props.onPerformanceRangeChange}
          rangeLabel={t`Performance Overview range`}
          status={performanceChartStatus(props.performanceHistory, balance, props.today)}
          onRetry={props.onRetryPerformanceHistory}
          loadingLabel={t`Loading performance overview`}
          explorerLabel={t`Portfolio value by date`}
        />
        <PerformanceChart
          title={t`Profit Analysis`}
          range={props.profitRange}
          onRangeChange={props.onProfitRangeChange}
          rangeLabel={t`Profit Analysis range`}
          status={profitChartStatus(props.profitHistory, profit, props.today)}
          onRetry={props.onRetryProfitHistory}
          loadingLabel={t`Loading profit analysis`}
          explorerLabel={t`Profit by date`}
          formatValue={formatProfit}
        />
      </div>

      <Card title={t`Market Chart`}>{props.marketChart}</Card>
    </div>
  );
}
