import type { Meta, StoryObj } from '@storybook/react-vite';
import { httpErrors } from '@tp/messages';
import { expect, fn, userEvent } from 'storybook/test';
import { MarketChartView } from './MarketChartView';

const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);
// A gentle deterministic curve: the View needs no API.
const points = Array.from({ length: 120 }, (_, i) => ({
  time: start + i * day,
  value: 60_000 + 8_000 * Math.sin(i / 12) + i * 40,
}));

const meta = {
  title: 'Widgets/MarketChart/MarketChartView',
  component: MarketChartView,
  args: { title: 'Bitcoin/USD', height: 400, status: 'ready', points, onRetry: fn() },
} satisfies Meta<typeof MarketChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** Before the chart nears the viewport: a placeholder of the same height, no library loaded. */
export const NotYetInView: Story = {
  args: { status: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bitcoin/USD chart: loads as you scroll to it.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Bitcoin/USD chart');
  },
};

export const Failed: Story = {
  args: { status: 'error', errorText: httpErrors.serverError },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
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
