import type { PricePoint } from '@tp/api';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadChartLibrary } from './loadChartLibrary';
import { paletteFor, themeOfElement, type ChartThemeName } from './chartTheme';
import { studyLines, type ChartStudies } from './chartStudies';
import { dailySeries } from './dailySeries';
import { studyColors } from './studyColors';
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

/** Share of the canvas height the RSI pane takes. */
const rsiPaneShare = 0.3;

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

interface DrawnSeries {
  price: ISeriesApi<'Area'>;
  movingAverages: ISeriesApi<'Line'>[];
  rsi: ISeriesApi<'Line'> | null;
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
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<DrawnSeries | null>(null);
  const theme = useThemeName(containerRef);
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
      ({ createChart, AreaSeries, LineSeries, LineStyle }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const chart = createChart(container, { autoSize: true, height });
        chartRef.current = chart;
        const price = chart.addSeries(AreaSeries, { lineWidth: 2 });
        const movingAverages = (stableStudies.movingAverages ?? []).map((period) =>
          chart.addSeries(LineSeries, {
            lineWidth: 2,
            title: `MA(${period})`,
            priceLineVisible: false,
            lastValueVisible: false,
          }),
        );
        let rsi: ISeriesApi<'Line'> | null = null;
        if (stableStudies.rsiPeriod !== undefined) {
          rsi = chart.addSeries(
            LineSeries,
            {
              lineWidth: 2,
              title: `RSI(${stableStudies.rsiPeriod})`,
              priceLineVisible: false,
              priceFormat: { type: 'price', precision: 1, minMove: 0.1 },
              autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
            },
            1,
          );
          // The usual overbought and oversold bands.
          for (const level of [70, 30]) {
            rsi.createPriceLine({
              price: level,
              lineStyle: LineStyle.Dashed,
              lineWidth: 1,
              axisLabelVisible: true,
            });
          }
          chart.panes()[1]?.setHeight(Math.round(height * rsiPaneShare));
        }
        seriesRef.current = { price, movingAverages, rsi };
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
  }, [height, stableStudies]);

  useEffect(() => {
    const chart = chartRef.current;
    const series = seriesRef.current;
    if (!ready || !chart || !series) return;
    const palette = paletteFor(theme);
    chart.applyOptions({
      layout: {
        // The canvas draws its labels itself: in the page's (shipped) typeface, not the library's default.
        ...(containerRef.current && {
          fontFamily: getComputedStyle(containerRef.current).fontFamily,
        }),
        background: { color: palette.surface },
        textColor: palette.textMuted,
        panes: { separatorColor: palette.borderStrong },
      },
      grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
    series.price.applyOptions({
      lineColor: palette[studyColors.price],
      topColor: `${palette[studyColors.price]}55`,
      bottomColor: `${palette[studyColors.price]}05`,
    });
    series.movingAverages.forEach((line, index) =>
      line.applyOptions({ color: palette[studyColors.movingAverage(index)] }),
    );
    series.rsi?.applyOptions({ color: palette[studyColors.rsi] });
    for (const line of series.rsi?.priceLines() ?? []) {
      line.applyOptions({ color: palette.borderStrong });
    }
  }, [ready, theme]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!ready || !series || !chartRef.current) return;
    const daily = dailySeries(points);
    series.price.setData(daily);
    const lines = studyLines(daily, stableStudies);
    lines.movingAverages.forEach(({ data }, index) => series.movingAverages[index]?.setData(data));
    if (lines.rsi) series.rsi?.setData(lines.rsi);
    chartRef.current.timeScale().fitContent();
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
