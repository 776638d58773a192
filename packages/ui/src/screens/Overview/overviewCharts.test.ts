import type { LoadStatus, PortfolioHistoryPoint, PortfolioPoint } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { seriesSummary } from '../shared/chartText';
import { formatProfit, performanceChartStatus, profitChartStatus } from './overviewCharts';
import { overviewIllustrationMultipliers } from './overviewIllustration';
import { i18n } from '@tp/i18n';
import { overviewTexts } from './overviewTexts';

const today = Date.UTC(2026, 5, 15, 12);
const history: PortfolioHistoryPoint[] = [
  { date: '2025-06-15', value: 10_625, net_deposits: 10_000 },
  { date: '2026-06-15', value: 13_745.3, net_deposits: 12_500 },
];
const ready = <T>(data: T, refreshing = false): LoadStatus<T> => ({
  kind: 'ready',
  data,
  refreshing,
});
const loading = { kind: 'loading' } as const;
const failed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

/** The chart's text alternative as the chart writes it with amounts shown. */
const summaryOf = (data: { points: PortfolioPoint[]; subject: string }, signed = false) =>
  seriesSummary(data.subject, data.points, signed ? { formatValue: formatProfit } : {});

const dataOf = (status: LoadStatus<unknown>) => {
  if (status.kind !== 'ready') throw new Error(`not ready: ${status.kind}`);
  return status.data as { points: PortfolioPoint[]; label?: { tag: string }; subject: string };
};

describe('performanceChartStatus', () => {
  it('draws the history as it is, unlabelled, without waiting for the balance', () => {
    const data = dataOf(performanceChartStatus(ready(history), loading, today));
    expect(data.points).toEqual(history);
    expect(data.label).toBeUndefined();
    expect(summaryOf(data)).toMatch(/^Portfolio value from \$10,625\.00 on .* to \$13,745\.30 on /);
  });

  it('with no history, draws the balance times the fixed multipliers, labelled Illustration', () => {
    const data = dataOf(performanceChartStatus(ready([]), ready(12_500), today));
    expect(data.label?.tag).toBe(i18n._(overviewTexts.illustrationTag));
    expect(data.points.map((point) => point.value)).toEqual(
      overviewIllustrationMultipliers.balance.map((m) => Math.round(12_500 * m * 100) / 100),
    );
    expect(summaryOf(data)).toMatch(/^Illustrative portfolio value from/);
  });

  it("shows the history's loading or error first, then the balance's when the illustration needs it", () => {
    expect(performanceChartStatus(loading, ready(12_500), today)).toEqual(loading);
    expect(performanceChartStatus(failed, ready(12_500), today)).toEqual(failed);
    expect(performanceChartStatus(ready([]), loading, today)).toEqual(loading);
    expect(performanceChartStatus(ready([]), failed, today)).toEqual(failed);
  });
});

describe('profitChartStatus', () => {
  it("draws the history minus each point's net deposits, ending at the summary's profit, unlabelled", () => {
    const data = dataOf(profitChartStatus(ready(history), loading, today));
    expect(data.points).toEqual([
      { date: '2025-06-15', value: 625 },
      { date: '2026-06-15', value: 1245.3 },
    ]);
    expect(data.label).toBeUndefined();
    expect(summaryOf(data, true)).toMatch(
      /^Profit \(value minus net deposits\) from \+\$625\.00 on .* to \+\$1,245\.30 on /,
    );
  });

  it("shows the history's loading or error", () => {
    expect(profitChartStatus(loading, ready(0), today)).toEqual(loading);
    expect(profitChartStatus(failed, ready(0), today)).toEqual(failed);
  });

  it('with no history, draws the profit times the fixed multipliers, labelled Illustration', () => {
    const data = dataOf(profitChartStatus(ready([]), ready(1000), today));
    expect(data.label?.tag).toBe(i18n._(overviewTexts.illustrationTag));
    expect(data.points.map((point) => point.value)).toEqual(
      overviewIllustrationMultipliers.profit.map((m) => Math.round(1000 * m * 100) / 100),
    );
    expect(summaryOf(data, true)).toMatch(/^Illustrative profit from \+\$50\.00 on Jul 1, 2025/);
    expect(profitChartStatus(ready([]), failed, today)).toEqual(failed);
  });

  it('is refreshing while the history refreshes', () => {
    const status = profitChartStatus(ready(history, true), ready(0), today);
    expect(status.kind === 'ready' && status.refreshing).toBe(true);
    const quiet = profitChartStatus(ready(history), ready(0), today);
    expect(quiet.kind === 'ready' && quiet.refreshing).toBe(false);
  });
});
