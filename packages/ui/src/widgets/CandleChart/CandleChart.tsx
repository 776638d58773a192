import { useLingui } from '@lingui/react/macro';
import type { CandleInterval, StreamCandle } from '@tp/api';
import { setElementVars } from '@vanilla-extract/dynamic';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button, RetryButton } from '../Button';
import { candleChartTexts, intervalNames } from './candleChartTexts';
import * as styles from './CandleChart.css';
import { CandleTable } from './CandleTable';
import { useCandleCursor } from './useCandleCursor';
import { useCandleDrawing } from './useCandleDrawing';

export interface CandleChartProps {
  /**
   * Oldest first, at most 500; the last one may still be forming and is replaced in place as it updates (same
   * `time`) or a new one is appended.
   */
  candles: readonly StreamCandle[];
  interval: CandleInterval;
  /** The coin's name and symbol for the accessible texts, e.g. `{ name: 'Bitcoin', symbol: 'BTC' }`. */
  coin: { name: string; symbol: string };
  /** The chart's height in px. */
  height?: number;
  /** Called each time the library has drawn the candles. */
  onDrawn?: () => void;
  /** lightweight-charts could not be loaded: the widget says so and offers Try Again; the table still works. */
  onLoadError?: (error: unknown) => void;
}

/**
 * Issue 44 item 5: a coin's live candles over their volume (lightweight-charts, loaded on mount), with Back to live
 * once the user scrolls into history, a keyboard cursor that announces the candle under it, and the latest candles
 * as a table. It draws what it is given: the page subscribes to the stream.
 */
export function CandleChart({
  candles,
  interval,
  coin,
  height = 360,
  onDrawn,
  onLoadError,
}: CandleChartProps) {
  const { i18n } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const drawing = useCandleDrawing(containerRef, candles, interval, { onDrawn, onLoadError });
  const cursor = useCandleCursor(drawing.chartRef, candles, interval);
  const [tableOpen, setTableOpen] = useState(false);
  const tableId = useId();
  const intervalName = i18n._(intervalNames[interval]);

  // Through the CSSOM, not a style attribute: prerendered markup may carry none under the site's policy.
  useLayoutEffect(() => {
    if (rootRef.current) setElementVars(rootRef.current, { [styles.chartHeight]: `${height}px` });
  }, [height]);

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.frame}>
        {drawing.failed ? (
          <div className={styles.failure}>
            <p role="alert" className={styles.errorText}>
              {i18n._(candleChartTexts.loadFailed)}
            </p>
            <RetryButton retrying={false} onRetry={drawing.retry} />
          </div>
        ) : (
          // role="application": a screen reader passes the arrow keys to the cursor instead of reading on in
          // browse mode; the name says which keys.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the cursor's keys act on the whole chart
          <div
            ref={groupRef}
            role="application"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable, so the keys reach it
            tabIndex={0}
            aria-label={i18n._(candleChartTexts.chartLabel(coin.name, coin.symbol, intervalName))}
            aria-busy={!drawing.ready || undefined}
            className={styles.chartBox}
            onKeyDown={cursor.onKeyDown}
            onBlur={cursor.clear}
            onPointerDown={cursor.clear}
          >
            <div
              ref={containerRef}
              className={styles.canvas}
              data-chart-ready={drawing.ready || undefined}
            />
          </div>
        )}
        {drawing.ready && candles.length === 0 && (
          <p className={styles.emptyNote}>{i18n._(candleChartTexts.noCandles)}</p>
        )}
        {drawing.ready && !drawing.live && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.backToLive}
            onClick={() => {
              drawing.chartRef.current?.backToLive();
              // The button goes once the newest candle is back in view: focus stays with the chart.
              groupRef.current?.focus();
            }}
          >
            {i18n._(candleChartTexts.backToLive)}
          </Button>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {cursor.announcement}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className={styles.tableToggle}
        aria-expanded={tableOpen}
        aria-controls={tableId}
        onClick={() => setTableOpen((open) => !open)}
      >
        {i18n._(tableOpen ? candleChartTexts.hideTable : candleChartTexts.showTable)}
      </Button>
      <div id={tableId}>
        {tableOpen && <CandleTable candles={candles} interval={interval} coin={coin} />}
      </div>
    </div>
  );
}
