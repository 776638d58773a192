import { act, render, waitFor } from '@testing-library/react';
import { loadLanguage } from '@tp/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFormatLocale } from '../../format/formatLocale';
import { PriceChartCanvas } from './PriceChartCanvas';

interface Options {
  localization?: { locale: string };
  priceFormat?: { formatter: (price: number) => string };
}

// lightweight-charts draws on a canvas jsdom does not have: a stand-in keeps the options the chart is given.
const chartOptions: Options[] = [];
const priceOptions: Options[] = [];
vi.mock('lightweight-charts', () => {
  const series = (options: Options[]) => ({
    applyOptions: (next: Options) => options.push(next),
    setData: () => {},
    createPriceLine: () => {},
    priceLines: () => [],
  });
  return {
    AreaSeries: 'area',
    LineSeries: 'line',
    LineStyle: { Dashed: 2 },
    createChart: (_container: HTMLElement, options: Options) => {
      chartOptions.push(options);
      return {
        addSeries: (kind: string, options: Options) => {
          if (kind === 'area') priceOptions.push(options);
          return series(kind === 'area' ? priceOptions : []);
        },
        applyOptions: (next: Options) => chartOptions.push(next),
        panes: () => [],
        timeScale: () => ({ fitContent: () => {} }),
        remove: () => {},
      };
    },
  };
});

const switchTo = (language: 'en' | 'es') =>
  act(() =>
    loadLanguage(language, (code, locale) => setFormatLocale(code === 'en' ? undefined : locale)),
  );
afterEach(() => switchTo('en'));

const latest = (options: Options[], key: keyof Options) =>
  options.filter((option) => option[key]).at(-1)?.[key];

describe('PriceChartCanvas when the language changes (D18)', () => {
  it("gives the chart the new locale's dates and price labels, though nothing else re-renders it", async () => {
    const { container } = render(
      <PriceChartCanvas points={[{ time: Date.UTC(2026, 5, 15), value: 12500 }]} height={200} />,
    );
    await waitFor(() => expect(container.querySelector('[data-chart-ready]')).not.toBeNull());
    await waitFor(() =>
      expect(
        (latest(priceOptions, 'priceFormat') as Options['priceFormat'])?.formatter(12500),
      ).toBe('12,500.00'),
    );

    await switchTo('es');
    expect(latest(chartOptions, 'localization')).toEqual({ locale: 'es-ES' });
    expect((latest(priceOptions, 'priceFormat') as Options['priceFormat'])?.formatter(12500)).toBe(
      '12.500,00',
    );
  });
});
