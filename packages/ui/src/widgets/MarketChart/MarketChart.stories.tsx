import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStoryMockApi, scenario, storyHandlers } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { expect, waitFor, within } from 'storybook/test';
import { StoryApi } from '../../storybook/StoryProviders';
import { MarketChart } from './MarketChart';

const mockApi = createStoryMockApi();

const meta = {
  title: 'Widgets/MarketChart',
  component: MarketChart,
  args: { coinId: 'bitcoin', title: 'Bitcoin/USD', height: 400 },
  parameters: { msw: { handlers: mockApi.handlers } },
  beforeEach: mockApi.reset,
  decorators: [
    (Story) => (
      <StoryApi>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof MarketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily prices from the mock market API, drawn with lightweight-charts in the theme's colours. */
export const Bitcoin: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Bitcoin/USD daily price chart' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), {
      timeout: 10_000,
    });
    const frame = canvasElement.querySelector('[data-chart-ready]');
    await expect(frame).toHaveStyle({ height: '400px' });
  },
};

export const Ethereum: Story = {
  args: { coinId: 'ethereum', title: 'Ethereum/USD' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

export const PricesFail: Story = {
  parameters: {
    msw: { handlers: [...scenario('market.marketChart.serverError'), ...storyHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** D7: the dashboard's BTC/USD chart with 20- and 50-day moving averages over the price and RSI(14) under it. */
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
