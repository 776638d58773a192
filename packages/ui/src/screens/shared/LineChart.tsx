import { Trans, useLingui } from '@lingui/react/macro';
import type { PortfolioPoint } from '@tp/api';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatUsd } from '../../format';
import { formatChartDate, pointMessage } from './chartText';
import {
  chartGeometry,
  chartHeight,
  chartWidth,
  indexAfterKey,
  nearestIndex,
} from './lineChartGeometry';
import * as styles from './accountFigures.css';

export interface LineChartProps {
  /** Oldest first; at least one point. */
  points: readonly PortfolioPoint[];
  /** Names the keyboard explorer: "Portfolio value by date". */
  explorerLabel: string;
  /** Writes a value in the axis, tooltip and explorer (dollars by default). */
  formatValue?: (value: number) => string;
  /** Says a value in the explorer's text for assistive technology (as `formatValue` by default). */
  speakValue?: (value: number) => string;
}

/** Where the tooltip sits: centred on the point, kept inside the chart near its edges. */
function tooltipShift(fraction: number): string {
  if (fraction < 0.2) return 'translateX(0)';
  if (fraction > 0.8) return 'translateX(-100%)';
  return 'translateX(-50%)';
}

/** Above the point, or below it when the point is near the top of the plot. */
function tooltipTop(pointY: number): number {
  return pointY > 64 ? pointY - 58 : pointY + 14;
}

/**
 * A line chart drawn as SVG, with a tooltip giving a point's date and value. The pointer shows the
 * nearest point; the keyboard reaches every point through a slider over the plot (arrows, Page Up/Down,
 * Home/End), whose value text says the same as the tooltip; Escape hides the tooltip.
 */
export function LineChart({
  points,
  explorerLabel,
  formatValue = formatUsd,
  speakValue = formatValue,
}: LineChartProps) {
  const { i18n } = useLingui();
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const values = points.map((point) => point.value);
  const geometry = chartGeometry(values);
  const last = points.length - 1;
  const current = active ?? last;
  const shown = active === null ? null : points[active];

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    setActive(nearestIndex((event.clientX - box.left) / box.width, points.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (active === null) return;
      event.preventDefault();
      setActive(null);
      return;
    }
    const next = indexAfterKey(event.key, current, points.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const markerLeft = shown ? (geometry.x(current) / chartWidth) * 100 : 0;
  const high = formatValue(geometry.max);
  const low = formatValue(geometry.min);

  return (
    <>
      <div className={styles.axis} aria-hidden>
        <span>
          <Trans>High {high}</Trans>
        </span>
      </div>
      <div className={styles.plot}>
        <svg
          className={styles.lineSvg}
          viewBox={`0 0 ${chartWidth} ${chartHeight}`}
          preserveAspectRatio="none"
          aria-hidden
          focusable="false"
        >
          <line
            className={styles.gridLine}
            x1={0}
            x2={chartWidth}
            y1={chartHeight}
            y2={chartHeight}
            vectorEffect="non-scaling-stroke"
          />
          {geometry.zeroY !== null && (
            <line
              className={styles.zeroLine}
              x1={0}
              x2={chartWidth}
              y1={geometry.zeroY}
              y2={geometry.zeroY}
              vectorEffect="non-scaling-stroke"
            />
          )}
          <path className={styles.lineArea} d={geometry.area} />
          <path className={styles.linePath} d={geometry.line} vectorEffect="non-scaling-stroke" />
        </svg>
        {shown && (
          <>
            <span className={styles.guide} style={{ left: `${markerLeft}%` }} aria-hidden />
            <span
              className={styles.marker}
              style={{ left: `${markerLeft}%`, top: geometry.y(shown.value) }}
              aria-hidden
            />
            <div
              className={styles.tooltip}
              style={{
                left: `${markerLeft}%`,
                top: tooltipTop(geometry.y(shown.value)),
                transform: tooltipShift(markerLeft / 100),
              }}
              data-chart-tooltip
              aria-hidden
            >
              <span className={styles.tooltipDate}>{formatChartDate(shown.date)}</span>
              <span className={styles.tooltipValue}>{formatValue(shown.value)}</span>
            </div>
          </>
        )}
        <div
          role="slider"
          tabIndex={0}
          className={styles.explorer}
          aria-label={explorerLabel}
          aria-valuemin={0}
          aria-valuemax={last}
          aria-valuenow={current}
          aria-valuetext={i18n._(pointMessage(points[current]!, speakValue))}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setActive((index) => index ?? last);
          }}
          onBlur={() => {
            setFocused(false);
            setActive(null);
          }}
          onPointerDown={fromPointer}
          onPointerMove={fromPointer}
          onPointerLeave={() => {
            if (!focused) setActive(null);
          }}
        />
      </div>
      <div className={styles.axis} aria-hidden>
        <span>{formatChartDate(points[0]!.date)}</span>
        <span>
          <Trans>Low {low}</Trans>
        </span>
        <span>{formatChartDate(points[last]!.date)}</span>
      </div>
    </>
  );
}
