import type { LoadStatus, PortfolioPoint, PortfolioRange } from '@tp/api';
import { portfolioRanges } from '@tp/api';
import { useId } from 'react';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { formatUsd } from '../../widgets/Money/formatUsd';
import { Spinner } from '../../widgets/Spinner';
import { formatChartDate, performanceSeries, performanceSummary } from './performanceSeries';
import * as styles from './Dashboard.css';

export interface PerformanceChartProps {
  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  /** The API's points (an empty list shows the 2025 sample); refreshing while another range loads. */
  status: LoadStatus<readonly PortfolioPoint[]>;
  onRetry?: () => void;
}

const width = 600;
const height = 220;

/** The path of a line through the values, scaled into the drawing box with a little headroom. */
function linePath(points: readonly PortfolioPoint[]): { line: string; area: string } {
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) =>
    points.length === 1 ? width / 2 : (index / (points.length - 1)) * width;
  const y = (value: number) => height - 8 - ((value - min) / span) * (height - 16);
  const line = values
    .map(
      (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
    )
    .join(' ');
  const area = `${line} L${x(values.length - 1).toFixed(1)},${height} L${x(0).toFixed(1)},${height} Z`;
  return { line, area };
}

/** Spec 2 §2 Portfolio Performance (2025), with 1M/1Y/All buttons that switch the range (D5). */
export function PerformanceChart({ range, onRangeChange, status, onRetry }: PerformanceChartProps) {
  const summaryId = useId();
  const series = performanceSeries(status.kind === 'ready' ? status.data : undefined);
  const { line, area } = linePath(series.points);
  const values = series.points.map((point) => point.value);

  return (
    <Card
      title="Portfolio Performance (2025)"
      actions={
        <div className={styles.rangeGroup} role="group" aria-label="Chart range">
          {portfolioRanges.map((option) => (
            <Button
              key={option.range}
              variant="secondary"
              size="sm"
              className={styles.rangeButtonActive}
              aria-pressed={option.range === range}
              onClick={() => onRangeChange(option.range)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      }
    >
      {status.kind === 'loading' && <Spinner label="Loading portfolio performance" showLabel />}
      {status.kind === 'error' && (
        <div className={styles.errorBox}>
          <p role="alert" className={styles.errorText}>
            {status.message}
          </p>
          {onRetry && (
            <Button variant="secondary" size="sm" busy={status.retrying} onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      )}
      {status.kind === 'ready' && (
        <figure
          className={styles.chartFrame}
          aria-labelledby={summaryId}
          aria-busy={status.refreshing || undefined}
        >
          {series.isSample && (
            <p>
              <span className={styles.sampleTag}>Sample data</span>{' '}
              <span className={styles.note}>
                No portfolio history yet; this is an illustration.
              </span>
            </p>
          )}
          <div className={styles.axis} aria-hidden>
            <span>High {formatUsd(Math.max(...values))}</span>
          </div>
          <svg
            className={styles.lineSvg}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            aria-hidden
            focusable="false"
          >
            <line
              className={styles.gridLine}
              x1={0}
              x2={width}
              y1={height}
              y2={height}
              vectorEffect="non-scaling-stroke"
            />
            <path className={styles.lineArea} d={area} />
            <path className={styles.linePath} d={line} vectorEffect="non-scaling-stroke" />
          </svg>
          <div className={styles.axis} aria-hidden>
            <span>{formatChartDate(series.points[0]!.date)}</span>
            <span>Low {formatUsd(Math.min(...values))}</span>
            <span>{formatChartDate(series.points.at(-1)!.date)}</span>
          </div>
          <figcaption id={summaryId} className={styles.summary}>
            {performanceSummary(series)}
          </figcaption>
        </figure>
      )}
    </Card>
  );
}
