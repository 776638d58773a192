import type { PricePoint } from '@tp/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormatLocale } from '../../format';
import type { DrawnChart } from './chartDrawing';
import { loadChartLibrary } from './loadChartLibrary';
import { useChartPalette } from '../../theme/useChartPalette';
import type { ChartStudies } from './chartStudies';
import * as styles from './MarketChart.css';

export interface PriceChartCanvasProps {
  points: readonly PricePoint[];
  height: number;
  /** Moving averages over the price and an RSI pane under it. */
  studies?: ChartStudies;
  /** Called once the library is loaded and the series drawn. */
  onDrawn?: () => void;
  onLoadError?: (error: unknown) => void;
}

/** Draws daily prices (and their studies) with lightweight-charts, loaded on first mount; colours follow the theme. */
export function PriceChartCanvas({
  points,
  height,
  studies,
  onDrawn,
  onLoadError,
}: PriceChartCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<DrawnChart | null>(null);
  const palette = useChartPalette(containerRef);
  const locale = useFormatLocale();
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onDrawn, onLoadError });
  useEffect(() => {
    callbacks.current = { onDrawn, onLoadError };
  });
  // Callers may pass a fresh object each render: rebuild the chart only when the studies change.
  const studiesKey = JSON.stringify(studies ?? {});
  const stableStudies = useMemo(() => JSON.parse(studiesKey) as ChartStudies, [studiesKey]);

  useEffect(() => {
    let cancelled = false;
    loadChartLibrary().then(
      ({ drawChart }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        chartRef.current = drawChart(container, height, stableStudies);
        setReady(true);
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onLoadError?.(error);
      },
    );
    return () => {
      cancelled = true;
      chartRef.current?.remove();
      chartRef.current = null;
      setReady(false);
    };
  }, [height, stableStudies]);

  useEffect(() => {
    if (!ready || !containerRef.current) return;
    // The canvas draws its labels itself: in the page's (shipped) typeface, not the library's default.
    chartRef.current?.paint(palette, getComputedStyle(containerRef.current).fontFamily);
  }, [ready, palette]);

  useEffect(() => {
    if (ready) chartRef.current?.localize();
  }, [ready, locale]);

  useEffect(() => {
    if (!ready || !chartRef.current) return;
    chartRef.current.show(points);
    callbacks.current.onDrawn?.();
  }, [ready, points, stableStudies]);

  return (
    <div
      ref={containerRef}
      className={styles.canvas}
      style={{ height }}
      data-chart-ready={ready || undefined}
    />
  );
}
