import { useLingui } from '@lingui/react/macro';
import type { Freshness, LoadStatus, PricePoint } from '@tp/api';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { ChartStudies } from './chartStudies';
import type { ChartHeight } from './MarketChart.css';
import { loadChartLibrary } from './loadChartLibrary';
import { MarketChartView, type MarketChartStatus } from './MarketChartView';
import { useNearViewport } from './useNearViewport';

export interface MarketChartProps {
  /** "Bitcoin/USD". */
  title: string;
  height?: ChartHeight;
  /** Moving averages and RSI computed from the prices (D7). */
  studies?: ChartStudies;
  /** The daily prices, loaded by the screen once `onNearViewport` has asked for them. */
  prices: LoadStatus<readonly PricePoint[]>;
  /** The chart came within 200 px of the viewport: time to load the prices. */
  onNearViewport?: () => void;
  /** Try Again after the prices failed (a failed chart library is retried by the widget itself). */
  onRetry?: () => void;
  /** D19: how fresh the prices are. */
  freshness?: Freshness;
  /** At the caption's end: the link to the coin's live page (issue 44). */
  captionAction?: ReactNode;
}

/**
 * D7: our own daily chart. It asks for the prices (`onNearViewport`) and loads lightweight-charts
 * only once it is within 200 px of the viewport; until then it shows a placeholder.
 */
export function MarketChart({
  title,
  height = 400,
  studies,
  prices,
  onNearViewport,
  onRetry,
  freshness,
  captionAction,
}: MarketChartProps) {
  const { t } = useLingui();
  const anchorRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchorRef, '200px');
  const [libraryFailed, setLibraryFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const approached = useEffectEvent(() => onNearViewport?.());

  useEffect(() => {
    if (!near) return;
    approached();
    // Fetch the library alongside the prices rather than after them.
    loadChartLibrary().catch(() => undefined);
  }, [near]);

  let status: MarketChartStatus = prices;
  if (!near) status = { kind: 'idle' };
  else if (libraryFailed && prices.kind !== 'error')
    status = { kind: 'error', message: t`The chart could not be loaded.`, retrying: false };

  return (
    <div ref={anchorRef}>
      <MarketChartView
        // A new attempt remounts the canvas, which loads the library again.
        key={attempt}
        title={title}
        height={height}
        status={status}
        studies={studies}
        freshness={freshness}
        captionAction={captionAction}
        onRetry={() => {
          setLibraryFailed(false);
          setAttempt((n) => n + 1);
          if (prices.kind === 'error') onRetry?.();
        }}
        onLoadError={() => setLibraryFailed(true)}
      />
    </div>
  );
}
