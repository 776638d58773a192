import { useMarketChart } from '@tp/api';
import { useEffect, useRef, useState } from 'react';
import type { ChartStudies } from './chartStudies';
import { loadChartLibrary } from './loadChartLibrary';
import { MarketChartView, type MarketChartStatus } from './MarketChartView';
import { useNearViewport } from './useNearViewport';

export interface MarketChartProps {
  /** Market API coin id: `bitcoin`, `ethereum`… */
  coinId: string;
  /** "Bitcoin/USD". */
  title: string;
  height?: number;
  /** How many days of daily prices to show. */
  days?: number;
  /** Moving averages and RSI computed from the prices (D7). */
  studies?: ChartStudies;
}

/**
 * D7: our own daily chart from the market API. Neither the prices nor lightweight-charts load
 * until the chart is within 200 px of the viewport.
 */
export function MarketChart({
  coinId,
  title,
  height = 400,
  days = 365,
  studies,
}: MarketChartProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchorRef, '200px');
  const chart = useMarketChart(coinId, days, { enabled: near });
  const [libraryFailed, setLibraryFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Fetch the library alongside the prices rather than after them.
    if (near) loadChartLibrary().catch(() => undefined);
  }, [near]);

  let status: MarketChartStatus;
  if (!near) status = 'idle';
  else if (chart.isError || libraryFailed) status = 'error';
  else if (chart.data) status = 'ready';
  else status = 'loading';

  return (
    <div ref={anchorRef}>
      <MarketChartView
        // A new attempt remounts the canvas, which loads the library again.
        key={attempt}
        title={title}
        height={height}
        status={status}
        points={chart.data}
        studies={studies}
        errorText={chart.error?.message}
        onRetry={() => {
          setLibraryFailed(false);
          setAttempt((n) => n + 1);
          if (chart.isError) void chart.refetch();
        }}
        onLoadError={() => setLibraryFailed(true)}
      />
    </div>
  );
}
