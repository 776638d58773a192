import { slow } from '../../storybook/storyQueries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { servedPackages } from '@tp/mocks';
import { httpErrors, packageMessages } from '@tp/messages';
import { expect, fn, waitFor } from 'storybook/test';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { StoryRouter } from '../../storybook/StoryProviders';
import { MarketChartView } from '../../widgets/MarketChart';
import { HomeView } from './HomeView';
import { publicPageParameters } from '../../storybook/modes';

// The mock's catalogue (spec 2 §3 in-app reading, D2).
const catalogue = servedPackages();

const prices = {
  bitcoin: { price: 67432.18, change24h: 1.25 },
  ethereum: { price: 3512.46, change24h: -0.8 },
  binancecoin: { price: 584.23, change24h: 0 },
  ripple: { price: 0.5214, change24h: 2.1 },
};

const packagesFailed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

/**
 * The home page, section by section: the hero, why investors choose us, our partners, the live
 * market analysis, live crypto prices, the FAQ, the investment packages, client testimonials and
 * the call to action. The stories draw the page from given data, one story per state: all loaded,
 * prices and packages loading, and the packages failing to load.
 */
const meta = {
  title: 'Screens/Home/HomeView',
  component: HomeView,
  args: {
    charts: (
      <>
        <MarketChartView title="Bitcoin/USD" status={{ kind: 'idle' }} />
        <MarketChartView title="Ethereum/USD" status={{ kind: 'idle' }} />
      </>
    ),
    prices,
    packages: { kind: 'ready', data: catalogue },
    onRetryPackages: fn(),
  },
  argTypes: {
    prices: fixtureArg(
      { 'Loaded (BTC $67,432.18)': prices, 'No prices yet': {} },
      'Each coin’s USD price and 24 h change; a coin without one shows $0.00.',
    ),
    pricesLoading: {
      control: 'boolean',
      description: 'Before the first price answer: the price cards show busy.',
    },
    packages: fixtureArg(
      {
        [`Catalogue (${catalogue.length} packages)`]: { kind: 'ready', data: catalogue },
        Loading: { kind: 'loading' },
        'Failed to load': packagesFailed,
      },
      'The investment packages carousel.',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/">
        <Story />
      </StoryRouter>
    ),
  ],
  parameters: { ...publicPageParameters, layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionHeadings = [
  'Why investors choose us',
  'Trusted by over 10,000 investors worldwide',
  'Live Market Analysis',
  'Live Cryptocurrency Prices',
  'Frequently Asked Questions',
  'Investment Packages',
  'What Our Clients Say',
];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Spec 1 §2 order; the sections below the fold arrive a moment after the first paint.
    await waitFor(() => {
      const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings.slice(0, sectionHeadings.length)).toEqual(sectionHeadings);
    }, slow);
    await expect(canvas.getByText('$67,432.18')).toBeVisible();
    await expect(await canvas.findAllByText(packageMessages.riskWarning)).toHaveLength(
      catalogue.length,
    );
  },
};

export const PricesLoading: Story = {
  args: { prices: {}, pricesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('$0.00')).toHaveLength(4);
  },
};

export const PackagesLoading: Story = {
  args: { packages: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading packages')).toBeVisible();
  },
};

export const PackagesFailed: Story = {
  args: { packages: packagesFailed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(httpErrors.serverError);
  },
};

const galleryStates = {
  Loaded: {},
  'Prices loading': PricesLoading,
  'Packages loading': PackagesLoading,
  'Packages failed to load': PackagesFailed,
};

/** Every state of the page at once, for review: loaded, loading, packages failed to load. */
export const AllStates: Story = allStatesStory(HomeView, meta.args, galleryStates, {
  padded: true,
});
