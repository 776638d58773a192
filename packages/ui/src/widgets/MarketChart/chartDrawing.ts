import {
  AreaSeries,
  createChart,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts';
import type { PricePoint } from '@tp/api';
import { formatDecimal } from '../../format';
import { dateLocale } from '../../format/formatLocale';
import type { Palette } from '../../theme/palette';
import { studyLines, type ChartStudies } from './chartStudies';
import { dailySeries } from './dailySeries';
import { studyColors } from './studyColors';

/**
 * Everything that touches lightweight-charts, loaded with it (loadChartLibrary, D7): a page carries only the thin
 * React shell (PriceChartCanvas) until a chart comes near the viewport.
 */
export interface DrawnChart {
  /** Colours and the page's typeface (the canvas draws its labels itself). */
  paint(palette: Palette, fontFamily: string | undefined): void;
  /** The axes' and the crosshair's labels in the formatters' locale (D18); the library keeps what it has written. */
  localize(): void;
  show(points: readonly PricePoint[]): void;
  remove(): void;
}

/** Share of the canvas height the RSI pane takes. */
const rsiPaneShare = 0.3;

/** Prices to two decimals (the RSI to one), written by the formatters in their locale. */
function priceFormat(precision: number) {
  return {
    type: 'custom' as const,
    minMove: 10 ** -precision,
    formatter: (price: number) => formatDecimal(price, precision),
  };
}

/** Daily prices with their studies: moving averages over the price and an RSI pane under it. */
export function drawChart(
  container: HTMLElement,
  height: number,
  studies: ChartStudies,
): DrawnChart {
  const chart: IChartApi = createChart(container, { autoSize: true, height });
  const price = chart.addSeries(AreaSeries, { lineWidth: 2 });
  const movingAverages = (studies.movingAverages ?? []).map((period) =>
    chart.addSeries(LineSeries, {
      lineWidth: 2,
      title: `MA(${period})`,
      priceLineVisible: false,
      lastValueVisible: false,
    }),
  );
  let rsi: ISeriesApi<'Line'> | null = null;
  if (studies.rsiPeriod !== undefined) {
    rsi = chart.addSeries(
      LineSeries,
      {
        lineWidth: 2,
        title: `RSI(${studies.rsiPeriod})`,
        priceLineVisible: false,
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

  return {
    paint(palette, fontFamily) {
      chart.applyOptions({
        layout: {
          ...(fontFamily && { fontFamily }),
          background: { color: palette.surface },
          textColor: palette.textMuted,
          panes: { separatorColor: palette.borderStrong },
        },
        grid: { vertLines: { color: palette.border }, horzLines: { color: palette.border } },
        rightPriceScale: { borderColor: palette.border },
        timeScale: { borderColor: palette.border },
      });
      price.applyOptions({
        lineColor: palette[studyColors.price],
        topColor: `${palette[studyColors.price]}55`,
        bottomColor: `${palette[studyColors.price]}05`,
      });
      movingAverages.forEach((line, index) =>
        line.applyOptions({ color: palette[studyColors.movingAverage(index)] }),
      );
      rsi?.applyOptions({ color: palette[studyColors.rsi] });
      for (const line of rsi?.priceLines() ?? [])
        line.applyOptions({ color: palette.borderStrong });
    },
    localize() {
      chart.applyOptions({ localization: { locale: dateLocale() ?? navigator.language } });
      for (const line of [price, ...movingAverages])
        line.applyOptions({ priceFormat: priceFormat(2) });
      rsi?.applyOptions({ priceFormat: priceFormat(1) });
    },
    show(points) {
      const daily = dailySeries(points);
      price.setData(daily);
      const lines = studyLines(daily, studies);
      lines.movingAverages.forEach(({ data }, index) => movingAverages[index]?.setData(data));
      if (lines.rsi) rsi?.setData(lines.rsi);
      chart.timeScale().fitContent();
    },
    remove: () => chart.remove(),
  };
}
