import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDecimal } from '../../format';
import type * as CandleDrawing from './candleDrawing';
import { CandleChart } from './CandleChart';
import { storyCandles } from './storyCandles';

const library = vi.hoisted(() => ({ fails: false }));

// The drawing loads as usual (with the stand-in below), or fails as on a lost connection.
vi.mock('./loadCandleDrawing', async () => {
  const drawing = await vi.importActual<typeof CandleDrawing>('./candleDrawing');
  return {
    loadCandleDrawing: () =>
      library.fails ? Promise.reject(new Error('offline')) : Promise.resolve(drawing),
  };
});

// lightweight-charts draws on a canvas jsdom does not have.
vi.mock('lightweight-charts', () => {
  const series = () => ({
    applyOptions: () => {},
    priceScale: () => ({ applyOptions: () => {} }),
    setData: () => {},
    update: () => {},
  });
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    createChart: () => ({
      addSeries: series,
      applyOptions: () => {},
      setCrosshairPosition: () => {},
      clearCrosshairPosition: () => {},
      remove: () => {},
      timeScale: () => ({
        getVisibleLogicalRange: () => ({ from: 80, to: 202 }),
        setVisibleLogicalRange: () => {},
        subscribeVisibleLogicalRangeChange: () => {},
        unsubscribeVisibleLogicalRangeChange: () => {},
        scrollToPosition: () => {},
      }),
    }),
  };
});

beforeEach(() => {
  library.fails = false;
});

const candles = storyCandles({ count: 200, interval: '1m', level: 43_000 });
const bitcoin = { name: 'Bitcoin', symbol: 'BTC' };
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('CandleChart', () => {
  it('announces the candle a key moves the cursor to, and not again as that candle updates', async () => {
    const user = userEvent.setup();
    const onDrawn = vi.fn();
    const { container, rerender } = render(
      <CandleChart candles={candles} interval="1m" coin={bitcoin} onDrawn={onDrawn} />,
    );
    await waitFor(() => expect(onDrawn).toHaveBeenCalled());
    const chart = screen.getByRole('application', {
      name: 'Bitcoin (BTC) candles, 1 minute. Use the arrow keys to read the candles.',
    });
    chart.focus();
    await user.keyboard('{End}');
    const newest = candles.at(-1)!;
    const said = `close ${formatDecimal(newest.close, 2)}, volume $`;
    expect(liveRegion(container)).toHaveTextContent(said);

    const moved = { ...newest, close: newest.close + 12.5 };
    rerender(
      <CandleChart
        candles={[...candles.slice(0, -1), moved]}
        interval="1m"
        coin={bitcoin}
        onDrawn={onDrawn}
      />,
    );
    await waitFor(() => expect(onDrawn).toHaveBeenCalledTimes(2));
    expect(liveRegion(container)).toHaveTextContent(said);

    await user.keyboard('{ArrowLeft}');
    expect(liveRegion(container)).toHaveTextContent(
      `close ${formatDecimal(candles.at(-2)!.close, 2)}, volume $`,
    );
  });

  it('says the chart could not be loaded and still shows the candles as a table', async () => {
    library.fails = true;
    const user = userEvent.setup();
    const onLoadError = vi.fn();
    render(
      <CandleChart candles={candles} interval="1m" coin={bitcoin} onLoadError={onLoadError} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    expect(onLoadError).toHaveBeenCalledWith(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Show candles as a table' }));
    const table = screen.getByRole('table', { name: /^Bitcoin \(BTC\) candles, 1 minute/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
