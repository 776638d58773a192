import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PricePoint } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MarketChart } from './MarketChart';

const day = 86_400_000;
const start = Date.UTC(2025, 0, 1);

/** A year of deterministic daily closes around `level`: the widget needs no API. */
function dailyCloses(level: number): PricePoint[] {
  return Array.from({ length: 365 }, (_, i) => ({
    time: start + i * day,
    value: level * (1 + 0.12 * Math.sin(i / 15) + i / 2_000),
  }));
}

/**
 * The daily price chart (such as Bitcoin/USD) on the home page, the dashboard and the overview
 * page; it loads only when it scrolls into view. The stories show it with a year of sample prices
 * for Bitcoin and Ethereum, when the prices fail to load (with Try Again), and with moving averages
 * and RSI as on the dashboard.
 */
const meta = {
  title: 'Widgets/MarketChart',
  component: MarketChart,
  args: {
    title: 'Bitcoin/USD',
    height: 400,
    prices: { kind: 'ready', data: dailyCloses(60_000) },
    onNearViewport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily prices drawn with lightweight-charts in the theme's colours, once the chart nears the viewport. */
export const Bitcoin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Bitcoin/USD daily price chart' }),
    ).toBeVisible();
    await waitFor(() => expect(args.onNearViewport).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), {
      timeout: 10_000,
    });
    const frame = canvasElement.querySelector('[data-chart-ready]');
    await expect(frame).toHaveStyle({ height: '400px' });
  },
};

export const Ethereum: Story = {
  args: { title: 'Ethereum/USD', prices: { kind: 'ready', data: dailyCloses(3_000) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

export const PricesFail: Story = {
  args: { prices: { kind: 'error', message: httpErrors.serverError, retrying: false } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// D7.
/** The dashboard's BTC/USD chart with 20- and 50-day moving averages over the price and RSI(14) under it. */
export const WithStudies: Story = {
  args: { studies: { movingAverages: [20, 50], rsiPeriod: 14 } },
  play: async ({ canvas, canvasElement }) => {
    const legend = await canvas.findByRole('list', { name: 'Latest values' }, { timeout: 10_000 });
    const items = within(legend).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Price \$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^MA\(20\) \$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^MA\(50\) \$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^RSI\(14\) \d{1,3}\.\d$/),
    ]);
    await waitFor(() => expect(canvasElement.querySelector('[data-chart-ready]')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};
