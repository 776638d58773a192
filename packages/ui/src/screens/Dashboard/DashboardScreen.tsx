import {
  type LoadStatus,
  type PortfolioRange,
  useAccountSummary,
  useBalance,
  useLoadProps,
  usePortfolioHistory,
  useRefreshMoney,
  useTransactions,
} from '@tp/api';
import { balanceMessages } from '@tp/messages';
import { lazy, useState } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import { LiveMarketChart } from '../shared/LiveMarketChart';
import { btcUsdStudies } from '../shared/marketStudies';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';
import { dashboardFigures, type DashboardFigures } from './dashboardFigures';
import { DashboardView } from './DashboardView';
import { useGreetingName } from './useGreetingName';
import { coinPagePath } from '../../shell/coinPage';

// D16's hold notice is rare (24 hours after a credential change): it loads after the page, in a chunk of its own,
// and reads the address book only then (scripts/check-bundle.mjs).
const LiveWithdrawalHold = lazy(() => import('../shared/WithdrawalHold/WithdrawalHoldNotice'));
// D22's notice is rarer still (7 days after an e-mail change), and reads the security settings only once loaded.
const LiveEmailChangeUndo = lazy(() => import('./EmailChangeUndoNotice'));

/**
 * Spec 2 §2 Dashboard wired to the API: balance and account summary for the cards, portfolio
 * history per range (D5), the merged ledger for Recent Activity, market prices for the chart, and D16's
 * hold notice (loaded after the page; it reads the address book itself).
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

  // Spec 2 §8: the server's message, else "Failed to fetch balance data" (also for an unreadable answer).
  const { balance: balanceStatus, onRetryBalance } = useLoadProps('balance', balance, {
    fallback: balanceMessages.loadFailed,
  });
  const summaryProps = useLoadProps('summary', summary);
  const performance = useLoadProps('performance', history, { select: (loaded) => loaded.points });
  const activity = useLoadProps('activity', transactions);

  // The cards wait for both answers so profit never flashes 0 before the summary arrives.
  const figures: LoadStatus<DashboardFigures> =
    balanceStatus.kind !== 'ready'
      ? balanceStatus
      : summaryProps.summary.kind === 'loading'
        ? { kind: 'loading' }
        : {
            kind: 'ready',
            data: dashboardFigures(balanceStatus.data, summary.data ?? null),
            refreshing: balance.isFetching || summary.isFetching,
          };

  return (
    <DashboardView
      greetingName={greetingName}
      figures={figures}
      onRetryFigures={onRetryBalance}
      lastUpdated={balance.dataUpdatedAt || null}
      onRefresh={() => {
        void refreshMoney();
        void summary.refetch();
      }}
      {...summaryProps}
      range={range}
      onRangeChange={setRange}
      {...performance}
      marketChart={
        <LiveMarketChart
          coinId="bitcoin"
          title="BTC/USD"
          height={420}
          studies={btcUsdStudies}
          coinPage={coinPagePath({ id: 'bitcoin' })}
        />
      }
      {...activity}
      withdrawalHold={
        <AfterHydration>
          <LiveWithdrawalHold />
        </AfterHydration>
      }
      emailChangeUndo={
        <AfterHydration>
          <LiveEmailChangeUndo />
        </AfterHydration>
      }
    />
  );
}
