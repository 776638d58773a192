import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketChartView } from '../../../widgets/MarketChart';
import { MarketAnalysisSection } from './MarketAnalysisSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The home page's Live Market Analysis: daily Bitcoin and Ethereum price charts in US dollars. The
 * stories show the charts' placeholders before the visitor scrolls near them, and the charts
 * loading.
 */
const meta = {
  title: 'Screens/Home/Sections/MarketAnalysis',
  parameters: publicPageParameters,
  component: MarketAnalysisSection,
  args: {
    charts: (
      <>
        <MarketChartView title="Bitcoin/USD" status={{ kind: 'idle' }} />
        <MarketChartView title="Ethereum/USD" status={{ kind: 'idle' }} />
      </>
    ),
  },
} satisfies Meta<typeof MarketAnalysisSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before scrolling near: labelled placeholders of the charts' height. */
export const ChartsNotYetLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Bitcoin/USD daily price chart' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'Ethereum/USD daily price chart' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    charts: (
      <>
        <MarketChartView title="Bitcoin/USD" status={{ kind: 'loading' }} />
        <MarketChartView title="Ethereum/USD" status={{ kind: 'loading' }} />
      </>
    ),
  },
};
