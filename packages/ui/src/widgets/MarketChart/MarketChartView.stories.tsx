import type { Meta, StoryObj } from '@storybook/react-vite';
import { httpErrors } from '@tp/messages';
import { expect, fn, userEvent } from 'storybook/test';
import { MarketChartView } from './MarketChartView';
import { expectRetrying } from '../../storybook/expectRetrying';

const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);
// A gentle deterministic curve: the View needs no API.
const points = Array.from({ length: 120 }, (_, i) => ({
  time: start + i * day,
  value: 60_000 + 8_000 * Math.sin(i / 12) + i * 40,
}));

/**
 * The daily price chart drawn from given data, one story per state: with prices, before it scrolls
 * into view (a placeholder of the same height), loading, failed with Try Again, retrying, and with
 * moving averages and RSI with their latest values.
 */
const meta = {
  title: 'Widgets/MarketChart/MarketChartView',
  component: MarketChartView,
  args: {
    title: 'Bitcoin/USD',
    height: 400,
    status: { kind: 'ready', data: points },
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** D19: the prices were fetched longer ago than they normally get: the caption marks them delayed, with the time. */
export const Delayed: Story = {
  args: { freshness: { kind: 'delayed', at: start + 119 * day } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Delayed, as of /)).toHaveAttribute('data-freshness', 'delayed');
    await expect(
      canvas.getByRole('figure', { name: 'Bitcoin/USD daily price chart' }),
    ).toBeVisible();
  },
};

/** Before the chart nears the viewport: a placeholder of the same height, no library loaded. */
export const NotYetInView: Story = {
  args: { status: { kind: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bitcoin/USD chart: loads as you scroll to it.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Bitcoin/USD chart');
  },
};

const failed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

export const Failed: Story = {
  args: { status: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const Retrying: Story = {
  args: { status: { ...failed, retrying: true } },
  play: ({ canvasElement }) => expectRetrying(canvasElement, httpErrors.serverError),
};

/** Moving averages and RSI: the legend names each line and gives its latest value. */
export const WithStudies: Story = {
  args: { studies: { movingAverages: [20, 50], rsiPeriod: 14 } },
  play: async ({ canvas }) => {
    const legend = canvas.getByRole('list', { name: 'Latest values' });
    await expect(legend).toHaveTextContent('MA(20)');
    await expect(legend).toHaveTextContent('MA(50)');
    await expect(legend).toHaveTextContent('RSI(14)');
  },
};
