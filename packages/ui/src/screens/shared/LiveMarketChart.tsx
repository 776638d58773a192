import { marketChartFreshMs, useFreshness, useLoadProps, useMarketChart } from '@tp/api';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MarketChart, type MarketChartProps } from '../../widgets/MarketChart';
import { coinPageLink } from './liveMarketChart.css';

export interface LiveMarketChartProps extends Omit<
  MarketChartProps,
  'prices' | 'onNearViewport' | 'onRetry' | 'freshness' | 'captionAction'
> {
  /** Market API coin id: `bitcoin`, `ethereum`… */
  coinId: string;
  /** How many days of daily prices to show. */
  days?: number;
  /** Signed in: the coin's live page (issue 44, the shell's `coinPagePath`), linked from the caption. */
  coinPage?: string | null;
}

/**
 * D7: the market chart fed by the market API; the prices load only once the chart nears the viewport. D19: marked
 * live, delayed or stale by when they were fetched (daily points, asked for again after 10 minutes).
 */
export function LiveMarketChart({ coinId, days = 365, coinPage, ...chart }: LiveMarketChartProps) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const prices = useMarketChart(coinId, days, { enabled: wanted });
  const { prices: status, onRetryPrices } = useLoadProps('prices', prices);
  const freshness = useFreshness({
    at: prices.dataUpdatedAt > 0 ? prices.dataUpdatedAt : null,
    usualIntervalMs: marketChartFreshMs,
    failed: prices.isError,
  });
  return (
    <MarketChart
      {...chart}
      prices={status}
      freshness={freshness}
      captionAction={
        coinPage && (
          <Link to={coinPage} className={coinPageLink}>
            {t`Live candles`}
          </Link>
        )
      }
      onNearViewport={() => setWanted(true)}
      onRetry={onRetryPrices}
    />
  );
}
