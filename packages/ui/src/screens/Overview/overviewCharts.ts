import { t } from '@lingui/core/macro';
import type { LoadStatus, PortfolioHistoryPoint, PortfolioPoint } from '@tp/api';
import { i18n } from '@tp/i18n';
import { formatUsd } from '../../format';
import { mapLoadStatus, type ChartSeries } from '../shared/chartSeries';
import { illustrationPoints, overviewIllustrationMultipliers } from './overviewIllustration';
import { overviewTexts } from './overviewTexts';
import { profitSeries } from './profitSeries';

/** A profit is written with its sign: +$625.00, -$4,200.00. */
export const formatProfit = (value: number) => formatUsd(value, { signed: true });

/**
 * What `make` builds from the history when it has points, else what `fallback` builds: the history's
 * loading or error first, then the other input's. Refreshing while either refreshes.
 */
function fromHistory<T>(
  history: LoadStatus<readonly PortfolioPoint[]>,
  other: LoadStatus<T>,
  make: (points: readonly PortfolioPoint[], data: T) => ChartSeries,
): LoadStatus<ChartSeries> {
  if (history.kind !== 'ready') return history;
  const series = mapLoadStatus(other, (data) => make(history.data, data));
  return series.kind === 'ready'
    ? { ...series, refreshing: Boolean(history.refreshing || series.refreshing) }
    : series;
}

/**
 * D10 Performance Overview: the portfolio history; with no points, the balance times the fixed
 * multipliers, labelled "Illustration" (the balance is then needed, so its loading or error shows).
 * Its texts are in the active language (D18), so it is called while rendering.
 */
export function performanceChartStatus(
  history: LoadStatus<readonly PortfolioPoint[]>,
  balance: LoadStatus<number>,
  today: number,
): LoadStatus<ChartSeries> {
  if (history.kind === 'ready' && history.data.length > 0) {
    return {
      ...history,
      data: { points: history.data, subject: t`Portfolio value` },
    };
  }
  return fromHistory(history, balance, (_, figure) => {
    const points = illustrationPoints(figure, overviewIllustrationMultipliers.balance, today);
    return {
      points,
      label: {
        tag: i18n._(overviewTexts.illustrationTag),
        note: i18n._(overviewTexts.performanceIllustrationNote),
      },
      subject: t`Illustrative portfolio value`,
    };
  });
}

/**
 * D10 Profit Analysis: the history minus the net deposits the server counts at each point (so it ends at the
 * summary's profit); with no points, the profit times the fixed multipliers, labelled "Illustration".
 * Called while rendering, like `performanceChartStatus`.
 */
export function profitChartStatus(
  history: LoadStatus<readonly PortfolioHistoryPoint[]>,
  profit: LoadStatus<number>,
  today: number,
): LoadStatus<ChartSeries> {
  if (history.kind === 'ready' && history.data.length > 0) {
    const profits = profitSeries(history.data);
    return {
      ...history,
      data: {
        points: profits,
        subject: t`Profit (value minus net deposits)`,
      },
    };
  }
  return fromHistory(history, profit, (_, figure) => {
    const points = illustrationPoints(figure, overviewIllustrationMultipliers.profit, today);
    return {
      points,
      label: {
        tag: i18n._(overviewTexts.illustrationTag),
        note: i18n._(overviewTexts.profitIllustrationNote),
      },
      subject: t`Illustrative profit`,
    };
  });
}
