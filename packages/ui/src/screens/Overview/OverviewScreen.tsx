import {
  balanceAmount,
  type PortfolioRange,
  useAccountSummary,
  useBalance,
  useLoadProps,
  usePortfolioHistory,
} from '@tp/api';
import { useState } from 'react';
import { LiveMarketChart } from '../shared/LiveMarketChart';
import { btcUsdStudies } from '../shared/marketStudies';
import { OverviewView } from './OverviewView';
import { coinPagePath } from '../../shell/coinPage';

/** Refetches the queries that failed: a chart's retry covers every load it reads. */
function refetchFailed(...queries: { isError: boolean; refetch: () => Promise<unknown> }[]) {
  for (const query of queries) if (query.isError) void query.refetch();
}

/**
 * Spec 2 §2 Overview wired to the API: balance and account summary for the cards (D10: no summary,
 * the margin is a labelled 25 % estimate), the portfolio history of each chart's range (D5; its points
 * carry the net deposits Profit Analysis subtracts, D10), and the BTC/USD chart exactly as on the
 * dashboard (D7).
 */
export function OverviewScreen() {
  const balance = useBalance();
  const summary = useAccountSummary();
  const [performanceRange, setPerformanceRange] = useState<PortfolioRange>('1Y');
  const [profitRange, setProfitRange] = useState<PortfolioRange>('1Y');
  const performanceHistory = usePortfolioHistory(performanceRange);
  const profitHistory = usePortfolioHistory(profitRange);
  const [today] = useState(() => Date.now());
  const balanceProps = useLoadProps('balance', balance, balanceAmount);
  const summaryProps = useLoadProps('summary', summary);
  const performanceProps = useLoadProps('performanceHistory', performanceHistory, {
    select: (loaded) => loaded.points,
    retry: () => refetchFailed(performanceHistory, balance),
  });
  const profitProps = useLoadProps('profitHistory', profitHistory, {
    select: (loaded) => loaded.points,
    retry: () => refetchFailed(profitHistory, summary),
  });

  return (
    <OverviewView
      {...balanceProps}
      {...summaryProps}
      performanceRange={performanceRange}
      onPerformanceRangeChange={setPerformanceRange}
      {...performanceProps}
      profitRange={profitRange}
      onProfitRangeChange={setProfitRange}
      {...profitProps}
      today={today}
      marketChart={
        <LiveMarketChart
          coinId="bitcoin"
          title="BTC/USD"
          height={420}
          studies={btcUsdStudies}
          coinPage={coinPagePath({ id: 'bitcoin' })}
        />
      }
    />
  );
}
