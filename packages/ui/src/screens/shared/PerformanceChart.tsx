import { useLingui } from '@lingui/react/macro';
import type { LoadStatus, PortfolioRange } from '@tp/api';
import { useId } from 'react';
import { Card } from '../../widgets/Card';
import { Spinner } from '../../widgets/Spinner';
import type { ChartSeries } from './chartSeries';
import { LoadError } from './Section';
import { LineChart } from './LineChart';
import { RangeButtons } from './RangeButtons';
import { seriesSummaryMessage } from './chartText';
import { amountMask, MaskedText, useAmountsHidden, useHiddenAmountName } from '../../privacy';
import { formatUsd } from '../../format';
import * as styles from './accountFigures.css';

export interface PerformanceChartProps {
  /** The card's title: "Portfolio Performance (2025)", "Performance Overview". */
  title: string;
  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  /** Names the range buttons' group (default "Chart range"). */
  rangeLabel?: string;
  /** The series to draw; refreshing while another range loads (the previous one stays drawn). */
  status: LoadStatus<ChartSeries>;
  onRetry?: () => void;
  /** "Loading portfolio performance". */
  loadingLabel: string;
  /** Names the chart's keyboard explorer: "Portfolio value by date". */
  explorerLabel: string;
  /** Writes the values (dollars by default; a profit signed). */
  formatValue?: (value: number) => string;
}

const writeMask = () => amountMask;

/** A card with a history line chart (D5: 1M/1Y/All buttons switch the range), its loading and error states. */
export function PerformanceChart({
  title,
  range,
  onRangeChange,
  rangeLabel,
  status,
  onRetry,
  loadingLabel,
  explorerLabel,
  formatValue = formatUsd,
}: PerformanceChartProps) {
  const summaryId = useId();
  const { i18n } = useLingui();
  // D17: while amounts are hidden the axis, tooltip and caption show the mask, which is read as "hidden".
  const hidden = useAmountsHidden();
  const hiddenName = useHiddenAmountName();
  const sayHidden = () => hiddenName;
  return (
    <Card
      title={title}
      actions={<RangeButtons range={range} onRangeChange={onRangeChange} label={rangeLabel} />}
    >
      {status.kind === 'loading' && <LoadingFrame label={loadingLabel} />}
      {status.kind === 'error' && (
        <LoadError message={status.message} retrying={status.retrying} onRetry={onRetry} />
      )}
      {status.kind === 'ready' && (
        <figure
          className={`${styles.chartFrame} ${styles.chartFigure}`}
          aria-labelledby={summaryId}
          aria-busy={status.refreshing || undefined}
        >
          {status.data.label && <SeriesLabel label={status.data.label} />}
          <LineChart
            points={status.data.points}
            explorerLabel={explorerLabel}
            formatValue={hidden ? writeMask : formatValue}
            speakValue={hidden ? sayHidden : formatValue}
          />
          <figcaption id={summaryId} className={styles.summary}>
            <MaskedText
              text={i18n._(
                seriesSummaryMessage(status.data.subject, status.data.points, {
                  formatValue: hidden ? writeMask : formatValue,
                }),
              )}
            />
          </figcaption>
        </figure>
      )}
    </Card>
  );
}

/**
 * The loaded figure's frame while the points load: its axis rows, the plot's height with the spinner
 * in it, and room for the caption, so the card does not grow (and push the page) when the chart arrives.
 */
function LoadingFrame({ label }: { label: string }) {
  return (
    <div className={`${styles.chartFrame} ${styles.chartFigure} ${styles.loadingFrame}`}>
      <div className={styles.highPlaceholder} />
      <div className={styles.plotPlaceholder}>
        <Spinner label={label} showLabel />
      </div>
      <div className={styles.datesPlaceholder} />
      <div className={styles.summaryPlaceholder} />
    </div>
  );
}

/** What the series is (an approximation, an illustration), above the plot. */
function SeriesLabel({ label }: { label: NonNullable<ChartSeries['label']> }) {
  return (
    <p>
      <span className={styles.sampleTag}>{label.tag}</span>{' '}
      <span className={styles.note}>{label.note}</span>
    </p>
  );
}
