import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { formatDecimal } from '../../format';
import { CandleChart, type CandleChartProps } from './CandleChart';
import { nextLiveCandles, storyCandles } from './storyCandles';

const bitcoin = { name: 'Bitcoin', symbol: 'BTC' };
const minutes = storyCandles({ count: 200, interval: '1m', level: 43_000, seed: 7 });
const days = storyCandles({ count: 200, interval: '1d', level: 43_000, seed: 11 });
const dogeMinutes = storyCandles({
  count: 200,
  interval: '5m',
  level: 0.08,
  seed: 3,
  volumeScale: 0.05,
});

/** The chart has loaded lightweight-charts and drawn the candles. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-ready] canvas')).not.toBeNull(),
    { timeout: 10_000 },
  );
}

const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-live="polite"]')!;

/**
 * The coin page's live candles (issue 44 item 5) over their volume, drawn with lightweight-charts, which loads
 * only when the chart mounts. The page around it gives the interval buttons, the last price, the 24 h change and
 * the freshness. The stories show a minute and a day chart of Bitcoin, a coin under a dollar (6 decimals), a chart
 * of three candles and none, the dark theme, the table of the latest candles, the keyboard cursor and what it
 * says, Back to live after scrolling into history, and a chart that updates as the stream does.
 */
const meta = {
  title: 'Widgets/CandleChart',
  component: CandleChart,
  args: {
    candles: minutes,
    interval: '1m',
    coin: bitcoin,
    height: 360,
    onDrawn: fn(),
    onLoadError: fn(),
  },
} satisfies Meta<typeof CandleChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1-minute candles: the time axis shows times; the volume fills the bottom fifth. */
export const Live: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('application', {
        name: 'Bitcoin (BTC) candles, 1 minute. Use the arrow keys to read the candles.',
      }),
    ).toBeVisible();
    await chartDrawn(canvasElement);
    await waitFor(() => expect(args.onDrawn).toHaveBeenCalled());
    await expect(args.onLoadError).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Back to live' })).toBeNull();
  },
};

/** Daily candles: the time axis shows dates, and the cursor says the day. */
export const Daily: Story = {
  args: { candles: days, interval: '1d' },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    const chart = canvas.getByRole('application', { name: /^Bitcoin \(BTC\) candles, 1 day\./ });
    chart.focus();
    await userEvent.keyboard('{End}');
    // A daily candle is its UTC day: June 15, 2026, wherever the browser is.
    await expect(liveRegion(canvasElement)).toHaveTextContent(/^Jun 15, 2026: open /);
  },
};

/** Dogecoin at about $0.08: prices with 6 decimals on the axis, in the table and in what the cursor says. */
export const UnderADollar: Story = {
  args: {
    candles: dogeMinutes,
    interval: '5m',
    coin: { name: 'Dogecoin', symbol: 'DOGE' },
  },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show candles as a table' }));
    const table = canvas.getByRole('table', { name: /^Dogecoin \(DOGE\) candles, 5 minutes/ });
    const [, newest] = within(table).getAllByRole('row');
    await expect(within(newest!).getAllByRole('cell')[4]).toHaveTextContent(
      formatDecimal(dogeMinutes.at(-1)!.close, 6),
    );
    await expect(within(newest!).getAllByRole('cell')[4]).toHaveTextContent(/^0\.\d{6}$/);
  },
};

/** A coin that has just started trading: three candles at the right, the rest of the time scale empty. */
export const FewCandles: Story = {
  args: { candles: minutes.slice(-3) },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show candles as a table' }));
    await expect(
      canvas
        .getByRole('table', { name: /the latest 3, newest first$/ })
        .querySelectorAll('tbody tr'),
    ).toHaveLength(3);
  },
};

/** Before the first snapshot: an empty chart says so, and so does the table. */
export const NoCandles: Story = {
  args: { candles: [] },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByText('No candles yet')).toBeVisible();
  },
};

/** The dark theme: the candles and volume in its up and down colours on its surface. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};

/** The text alternative: the latest 30 candles, newest first, with their figures right-aligned. */
export const TableOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show candles as a table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide the table');
    const table = canvas.getByRole('table', {
      name: 'Bitcoin (BTC) candles, 1 minute: the latest 30, newest first',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Time', 'Open', 'High', 'Low', 'Close', 'Volume']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(30);
    const closes = rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    await expect(closes).toEqual(
      minutes
        .slice(-30)
        .reverse()
        .map((candle) => formatDecimal(candle.close, 2)),
    );
    await expect(within(rows[0]!).getAllByRole('cell')[5]).toHaveTextContent(/^\$[\d.]+[KM]$/);
  },
};

/** The keyboard cursor: End puts it on the newest candle, ArrowLeft on the one before, which the chart announces. */
export const KeyboardCursor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    canvas.getByRole('application', { name: /^Bitcoin \(BTC\) candles, 1 minute\./ }).focus();
    await userEvent.keyboard('{End}');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      `close ${formatDecimal(minutes.at(-1)!.close, 2)}, volume $`,
    );
    await userEvent.keyboard('{ArrowLeft}');
    const previous = minutes.at(-2)!;
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      `open ${formatDecimal(previous.open, 2)}, high ${formatDecimal(previous.high, 2)}, low ${formatDecimal(previous.low, 2)}, close ${formatDecimal(previous.close, 2)}, volume $`,
    );
    await userEvent.keyboard('{Escape}');
    await expect(liveRegion(canvasElement).textContent).toBe('');
  },
};

/** Scrolled into history (here Home, the oldest candle): Back to live appears, and goes once it has scrolled back. */
export const BackToLive: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    const chart = canvas.getByRole('application', { name: /^Bitcoin \(BTC\) candles/ });
    chart.focus();
    await userEvent.keyboard('{Home}');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      `close ${formatDecimal(minutes[0]!.close, 2)}, volume $`,
    );
    const backToLive = await canvas.findByRole('button', { name: 'Back to live' });
    await userEvent.click(backToLive);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to live' })).toBeNull());
    await expect(chart).toHaveFocus();
  },
};

/** Candles as the stream sends them: the forming one moves every second, and a new one opens every five. */
function LiveCandles(props: CandleChartProps) {
  const [candles, setCandles] = useState(props.candles);
  useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      setCandles((current) => nextLiveCandles(current, props.interval, tick));
      tick += 1;
    }, 1_000);
    return () => clearInterval(timer);
  }, [props.interval]);
  return <CandleChart {...props} candles={candles} />;
}

/** Updated in place: the newest candle changes and new ones are appended, the view staying where it is. */
export const Updating: Story = {
  render: (args) => <LiveCandles {...args} />,
  play: async ({ args, canvasElement }) => {
    await chartDrawn(canvasElement);
    // The first draw and at least two updates.
    await waitFor(() => expect(mocked(args.onDrawn!).mock.calls.length).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
  },
};
