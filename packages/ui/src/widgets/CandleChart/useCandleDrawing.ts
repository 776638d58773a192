import type { CandleInterval, StreamCandle } from '@tp/api';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useFormatLocale } from '../../format';
import type { DrawnCandleChart } from './candleDrawing';
import { loadCandleDrawing } from './loadCandleDrawing';
import { useChartPalette } from '../../theme/useChartPalette';

export interface CandleDrawing {
  /** The chart once drawn (null while the library loads, or when it failed). */
  chartRef: RefObject<DrawnCandleChart | null>;
  ready: boolean;
  /** The newest candle is in view (false once the user scrolled into history). */
  live: boolean;
  /** The library could not be loaded. */
  failed: boolean;
  /** Loads the library once more after it failed. */
  retry: () => void;
}

/** Loads lightweight-charts on mount and draws `candles` into the container, in the page's theme and locale. */
export function useCandleDrawing(
  containerRef: RefObject<HTMLElement | null>,
  candles: readonly StreamCandle[],
  interval: CandleInterval,
  callbacks: { onDrawn?: () => void; onLoadError?: (error: unknown) => void },
): CandleDrawing {
  const chartRef = useRef<DrawnCandleChart | null>(null);
  const palette = useChartPalette(containerRef);
  const locale = useFormatLocale();
  const [ready, setReady] = useState(false);
  const [live, setLive] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const drawn = useEffectEvent(() => callbacks.onDrawn?.());
  const loadFailed = useEffectEvent((error: unknown) => callbacks.onLoadError?.(error));

  useEffect(() => {
    let cancelled = false;
    loadCandleDrawing().then(
      ({ drawCandleChart }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const chart = drawCandleChart(container);
        chart.onLiveChange(setLive);
        chartRef.current = chart;
        setReady(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        loadFailed(error);
      },
    );
    return () => {
      cancelled = true;
      chartRef.current?.remove();
      chartRef.current = null;
      setReady(false);
      setLive(true);
    };
  }, [containerRef, attempt]);

  useEffect(() => {
    const container = containerRef.current;
    if (!ready || !container) return;
    // The canvas draws its labels itself: in the page's (shipped) typeface, not the library's default.
    chartRef.current?.paint(palette, getComputedStyle(container).fontFamily);
  }, [containerRef, ready, palette]);

  useEffect(() => {
    if (ready) chartRef.current?.localize();
  }, [ready, locale]);

  useEffect(() => {
    if (!ready || !chartRef.current) return;
    chartRef.current.show(candles, interval);
    drawn();
  }, [ready, candles, interval]);

  return {
    chartRef,
    ready,
    live,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
