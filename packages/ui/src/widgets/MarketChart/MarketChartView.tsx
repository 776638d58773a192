import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Freshness, LoadStatus, PricePoint } from '@tp/api';
import { RetryButton } from '../Button';
import { FreshnessMark } from '../Freshness';
import { formatDecimal, formatUsd } from '../../format';
import { Spinner } from '../Spinner';
import { latestStudyValues, type ChartStudies } from './chartStudies';
import { dailySeries } from './dailySeries';
import * as styles from './MarketChart.css';
import type { ChartHeight } from './MarketChart.css';
import { PriceChartCanvas } from './PriceChartCanvas';
import { studyColors } from './studyColors';
import type { ColorName } from '../../theme/palette';

/** The prices' status, or idle: not near the viewport yet (nothing asked for). */
export type MarketChartStatus = LoadStatus<readonly PricePoint[]> | { kind: 'idle' };

export interface MarketChartViewProps {
  /** "Bitcoin/USD": the caption, and the figure's name for assistive technology. */
  title: string;
  /** Canvas height in px (spec 1 §2: 400). */
  height?: ChartHeight;
  /** The daily prices; loading also while the chart library loads, an error also when it failed. */
  status: MarketChartStatus;
  /** Moving averages over the price and an RSI pane under it, with a legend giving their latest values. */
  studies?: ChartStudies;
  onRetry?: () => void;
  onLoadError?: (error: unknown) => void;
  /** D19: how fresh the prices drawn are, marked in the caption once they are. */
  freshness?: Freshness;
  /** At the caption's end: the link to the coin's live page (issue 44). */
  captionAction?: ReactNode;
}

/** A daily price chart in a labelled figure, with a placeholder of the same height until it can draw. */
export function MarketChartView({
  title,
  height = 400,
  status,
  studies,
  onRetry,
  onLoadError,
  freshness,
  captionAction,
}: MarketChartViewProps) {
  const { t } = useLingui();
  // A <figure> rather than role="img": the library adds a focusable attribution link (TOOLCHAIN.md).
  return (
    <figure className={styles.figure} aria-label={t`${title} daily price chart`}>
      <figcaption className={styles.caption}>
        {title}
        {status.kind === 'ready' && freshness && (
          <FreshnessMark freshness={freshness} className={styles.captionMark} />
        )}
        {captionAction && <span className={styles.captionAction}>{captionAction}</span>}
      </figcaption>
      <div
        className={`${styles.frame} ${styles.frameHeight[height]}`}
        aria-busy={status.kind === 'loading' || undefined}
      >
        {status.kind === 'ready' && (
          <PriceChartCanvas
            points={status.data}
            height={height}
            studies={studies}
            onLoadError={onLoadError}
          />
        )}
        {status.kind === 'idle' && (
          <div className={`${styles.placeholder} ${styles.placeholderHeight[height]}`}>
            <p>
              <Trans>{title} chart: loads as you scroll to it.</Trans>
            </p>
          </div>
        )}
        {status.kind === 'loading' && (
          <div className={`${styles.placeholder} ${styles.placeholderHeight[height]}`}>
            <Spinner label={t`Loading ${title} chart`} showLabel />
          </div>
        )}
        {status.kind === 'error' && (
          <div className={`${styles.placeholder} ${styles.placeholderHeight[height]}`}>
            <p role="alert" className={styles.errorText}>
              {status.message}
            </p>
            {onRetry && <RetryButton retrying={status.retrying} onRetry={onRetry} />}
          </div>
        )}
      </div>
      {status.kind === 'ready' && studies && <StudyLegend points={status.data} studies={studies} />}
    </figure>
  );
}

interface LegendEntry {
  /** Stable across languages, for the list's keys. */
  id: string;
  label: string;
  value: string;
  color: ColorName;
}

/** The lines' colours and latest values: the chart's text alternative. */
function StudyLegend({
  points,
  studies,
}: {
  points: readonly PricePoint[];
  studies: ChartStudies;
}) {
  const { t } = useLingui();
  const latest = latestStudyValues(dailySeries(points), studies);
  const money = (value: number | null) => (value === null ? '—' : formatUsd(value));
  const entries: LegendEntry[] = [
    { id: 'price', label: t`Price`, value: money(latest.close), color: studyColors.price },
    ...latest.movingAverages.map(({ period, value }, index) => ({
      id: `ma-${period}`,
      label: `MA(${period})`,
      value: money(value),
      color: studyColors.movingAverage(index),
    })),
    ...(latest.rsi
      ? [
          {
            id: 'rsi',
            label: `RSI(${latest.rsi.period})`,
            value: latest.rsi.value === null ? '—' : formatDecimal(latest.rsi.value, 1),
            color: studyColors.rsi,
          },
        ]
      : []),
  ];
  return (
    <ul className={styles.legend} aria-label={t`Latest values`}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.swatchColor[entry.color]}`} aria-hidden />
          {entry.label} {entry.value}
        </li>
      ))}
    </ul>
  );
}
