import {
  ApiError,
  useAccountSummary,
  useBalance,
  usePortfolioHistory,
  useRefreshMoney,
  useTransactions,
  type PortfolioRange,
} from '@tp/api';
import { balanceMessages } from '@tp/messages';
import { useState } from 'react';
import { LiveMarketChart } from '../shared/LiveMarketChart';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';
import { dashboardFigures } from './dashboardFigures';
import { DashboardView } from './DashboardView';
import type { LoadStatus } from './SummaryCards';
import { useGreetingName } from './useGreetingName';

/** D7: the spec's BTC/USD daily chart with moving-average and RSI studies, drawn by us. */
const marketStudies = { movingAverages: [20, 50], rsiPeriod: 14 } as const;

/** Spec 2 §8: the server's message, else "Failed to fetch balance data" (also for an unreadable answer). */
function balanceErrorText(error: Error | null): string {
  return error instanceof ApiError && error.message ? error.message : balanceMessages.loadFailed;
}

function statusOf(query: { isPending: boolean; isError: boolean }): LoadStatus {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}

/**
 * Spec 2 §2 Dashboard wired to the API: balance and account summary for the cards, portfolio
 * history per range (D5), the merged ledger for Recent Activity, market prices for the chart.
 * A session-invalid error ends the session in the client and the route guard redirects.
 */
export function DashboardScreen() {
  return (
    <DashboardErrorBoundary>
      <DashboardContent />
    </DashboardErrorBoundary>
  );
}

function DashboardContent() {
  const greetingName = useGreetingName();
  const balance = useBalance();
  const summary = useAccountSummary();
  const refreshMoney = useRefreshMoney();
  const [range, setRange] = useState<PortfolioRange>('1Y');
  const history = usePortfolioHistory(range);
  const transactions = useTransactions();

  // The cards wait for both answers so profit never flashes 0 before the summary arrives.
  const balanceStatus: LoadStatus = balance.isError
    ? 'error'
    : balance.isPending || summary.isPending
      ? 'loading'
      : 'ready';

  return (
    <DashboardView
      greetingName={greetingName}
      balanceStatus={balanceStatus}
      figures={balance.data && dashboardFigures(balance.data, summary.data ?? null)}
      balanceErrorText={balanceErrorText(balance.error)}
      onRetryBalance={() => void balance.refetch()}
      lastUpdated={balance.dataUpdatedAt || null}
      refreshing={balance.isFetching || summary.isFetching}
      onRefresh={() => {
        void refreshMoney();
        void summary.refetch();
      }}
      summaryErrorText={summary.isError ? summary.error.message : undefined}
      onRetrySummary={() => void summary.refetch()}
      range={range}
      onRangeChange={setRange}
      performanceStatus={history.data ? 'ready' : statusOf(history)}
      performancePoints={history.data?.points}
      performanceUpdating={history.isPlaceholderData}
      performanceErrorText={history.error?.message}
      onRetryPerformance={() => void history.refetch()}
      marketChart={
        <LiveMarketChart coinId="bitcoin" title="BTC/USD" height={420} studies={marketStudies} />
      }
      activityStatus={statusOf(transactions)}
      transactions={transactions.data}
      activityErrorText={transactions.error?.message}
      onRetryActivity={() => void transactions.refetch()}
    />
  );
}
