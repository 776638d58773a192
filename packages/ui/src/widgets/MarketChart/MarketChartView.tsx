import type { PricePoint } from '@tp/api';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './MarketChart.css';
import { PriceChartCanvas } from './PriceChartCanvas';

export type MarketChartStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface MarketChartViewProps {
  /** "Bitcoin/USD": the caption, and the figure's name for assistive technology. */
  title: string;
  /** Canvas height in px (spec 1 §2: 400). */
  height?: number;
  /** idle: not near the viewport yet; loading: fetching prices or the chart library. */
  status: MarketChartStatus;
  points?: readonly PricePoint[];
  errorText?: string;
  onRetry?: () => void;
  onLoadError?: (error: unknown) => void;
}

/** A daily price chart in a labelled figure, with a placeholder of the same height until it can draw. */
export function MarketChartView({
  title,
  height = 400,
  status,
  points = [],
  errorText = 'The chart could not be loaded.',
  onRetry,
  onLoadError,
}: MarketChartViewProps) {
  // A <figure> rather than role="img": the library adds a focusable attribution link (TOOLCHAIN.md).
  return (
    <figure className={styles.figure} aria-label={`${title} daily price chart`}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div
        className={styles.frame}
        style={{ minHeight: height }}
        aria-busy={status === 'loading' || undefined}
      >
        {status === 'ready' && (
          <PriceChartCanvas points={points} height={height} onLoadError={onLoadError} />
        )}
        {status === 'idle' && (
          <div className={styles.placeholder} style={{ height }}>
            <p>{title} chart: loads as you scroll to it.</p>
          </div>
        )}
        {status === 'loading' && (
          <div className={styles.placeholder} style={{ height }}>
            <Spinner label={`Loading ${title} chart`} showLabel />
          </div>
        )}
        {status === 'error' && (
          <div className={styles.placeholder} style={{ height }}>
            <p role="alert" className={styles.errorText}>
              {errorText}
            </p>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try Again
              </Button>
            )}
          </div>
        )}
      </div>
    </figure>
  );
}
