import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStoryMockApi, scenario, storyHandlers } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { expect, waitFor } from 'storybook/test';
import { StoryApi } from '../../storybook/StoryProviders';
import { LiveMarketChart } from './LiveMarketChart';
import { screenDocsStory } from '../../storybook/screenDocsStory';

const mockApi = createStoryMockApi();

/**
 * The live price chart of a coin, as on the Home page, the Dashboard and the Account Overview: a
 * year of daily prices, loaded once the chart scrolls into view. The stories show Bitcoin's chart,
 * and the error with Try Again when the prices cannot be loaded.
 */
const meta = {
  title: 'Screens/Shared/LiveMarketChart',
  component: LiveMarketChart,
  args: { coinId: 'bitcoin', title: 'Bitcoin/USD', height: 400 },
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: mockApi.reset,
  decorators: [
    (Story) => (
      <StoryApi>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof LiveMarketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily prices from the mock market API, drawn once the chart nears the viewport. */
export const Bitcoin: Story = {
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
