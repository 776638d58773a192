import type { PricePoint } from '@tp/api';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { loadChartLibrary } from './loadChartLibrary';
import { paletteFor, themeOfElement, type ChartThemeName } from './chartTheme';
import * as styles from './MarketChart.css';

export interface PriceChartCanvasProps {
  points: readonly PricePoint[];
  height: number;
  /** Called once the library is loaded and the series drawn. */
  onDrawn?: () => void;
  onLoadError?: (error: unknown) => void;
}

/** One value per UTC day, ascending: lightweight-charts refuses repeated or unordered times. */
function dailySeries(points: readonly PricePoint[]) {
  const byDay = new Map<string, number>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    byDay.set(new Date(point.time).toISOString().slice(0, 10), point.value);
  }
  return [...byDay].map(([time, value]) => ({ time, value }));
}

function useThemeName(ref: React.RefObject<HTMLElement | null>): ChartThemeName {
  const [theme, setTheme] = useState<ChartThemeName>('light');
  useEffect(() => {
    const update = () => setTheme(themeOfElement(ref.current));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-theme'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [ref]);
  return theme;
}

/** Draws daily prices with lightweight-charts, loaded on first mount; colours follow the theme. */
export function PriceChartCanvas({ points, height, onDrawn, onLoadError }: PriceChartCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Area'> | null>(null);
  const theme = useThemeName(containerRef);
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onDrawn, onLoadError });
  useEffect(() => {
    callbacks.current = { onDrawn, onLoadError };
  });

  useEffect(() => {
    let cancelled = false;
    loadChartLibrary().then(
      ({ createChart, AreaSeries }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const chart = createChart(container, { autoSize: true, height });
        chartRef.current = chart;
        seriesRef.current = chart.addSeries(AreaSeries, { lineWidth: 2 });
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
      seriesRef.current = null;
      setReady(false);
    };
  }, [height]);

  useEffect(() => {
    const chart = chartRef.current;
    const series = seriesRef.current;
    if (!ready || !chart || !series) return;
    const palette = paletteFor(theme);
    chart.applyOptions({
      layout: {
        background: { color: palette.surface },
        textColor: palette.textMuted,
      },
      grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
    series.applyOptions({
      lineColor: palette.primary,
      topColor: `${palette.primary}55`,
      bottomColor: `${palette.primary}05`,
    });
  }, [ready, theme]);

  useEffect(() => {
    if (!ready || !seriesRef.current || !chartRef.current) return;
    seriesRef.current.setData(dailySeries(points));
    chartRef.current.timeScale().fitContent();
    callbacks.current.onDrawn?.();
  }, [ready, points]);

  return (
    <div
      ref={containerRef}
      className={styles.canvas}
      style={{ height }}
      data-chart-ready={ready || undefined}
    />
  );
}
