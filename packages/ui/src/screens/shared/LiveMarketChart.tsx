import { useLoadProps, useMarketChart } from '@tp/api';
import { useState } from 'react';
import { MarketChart, type MarketChartProps } from '../../widgets/MarketChart';

export interface LiveMarketChartProps extends Omit<
  MarketChartProps,
  'prices' | 'onNearViewport' | 'onRetry'
> {
  /** Market API coin id: `bitcoin`, `ethereum`… */
  coinId: string;
  /** How many days of daily prices to show. */
  days?: number;
}

/** D7: the market chart fed by the market API; the prices load only once the chart nears the viewport. */
export function LiveMarketChart({ coinId, days = 365, ...chart }: LiveMarketChartProps) {
  const [wanted, setWanted] = useState(false);
  const prices = useMarketChart(coinId, days, { enabled: wanted });
  const { prices: status, onRetryPrices } = useLoadProps('prices', prices);
  return (
    <MarketChart
      {...chart}
      prices={status}
      onNearViewport={() => setWanted(true)}
      onRetry={onRetryPrices}
    />
  );
}
