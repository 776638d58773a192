import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InvestmentPackage } from '@tp/api';
import { httpErrors, packageMessages } from '@tp/messages';
import { expect, fn, waitFor } from 'storybook/test';
import { StoryRouter } from '../../storybook/StoryProviders';
import { MarketChartView } from '../../widgets/MarketChart/MarketChartView';
import { HomeView } from './HomeView';

const standard: InvestmentPackage = {
  id: 'standard',
  name: 'Standard',
  price: 1500,
  description: 'Most popular choice',
  features: [],
  roi: '3.5% weekly',
  weekly_roi_percent: 3.5,
  duration: '3 months',
  duration_months: 3,
  color: 'primary',
  recommended: true,
};
const basic: InvestmentPackage = {
  ...standard,
  id: 'basic',
  name: 'Basic',
  price: 500,
  description: 'Perfect for beginners',
  roi: '2% weekly',
  weekly_roi_percent: 2,
  duration: '1 month',
  duration_months: 1,
  recommended: false,
};

const meta = {
  title: 'Screens/Home/HomeView',
  component: HomeView,
  args: {
    charts: (
      <>
        <MarketChartView title="Bitcoin/USD" status="idle" />
        <MarketChartView title="Ethereum/USD" status="idle" />
      </>
    ),
    prices: {
      bitcoin: { price: 67432.18, change24h: 1.25 },
      ethereum: { price: 3512.46, change24h: -0.8 },
      binancecoin: { price: 584.23, change24h: 0 },
      ripple: { price: 0.5214, change24h: 2.1 },
    },
    packagesStatus: 'ready',
    packages: [basic, standard],
    onRetryPackages: fn(),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/">
        <Story />
      </StoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
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
    });
    await expect(canvas.getByText('$67,432.18')).toBeVisible();
    await expect(await canvas.findAllByText(packageMessages.riskWarning)).toHaveLength(2);
  },
};

export const PricesLoading: Story = {
  args: { prices: {}, pricesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('$0.00')).toHaveLength(4);
  },
};

export const PackagesLoading: Story = {
  args: { packagesStatus: 'loading', packages: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading packages')).toBeVisible();
  },
};

export const PackagesFailed: Story = {
  args: { packagesStatus: 'error', packages: undefined, packagesErrorText: httpErrors.serverError },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(httpErrors.serverError);
  },
};
