import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createStoryMockApi,
  MARKET_BASE_URL,
  scenario,
  servedSimplePrice,
  storyHandlers,
} from '@tp/mocks';
import { httpErrors, packageMessages } from '@tp/messages';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFlight, StoryApi, StoryRouter } from '../../storybook/StoryProviders';
import { HomeScreen } from './HomeScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { publicPageParameters } from '../../storybook/modes';

const mockApi = createStoryMockApi();

/** Lets a play function refresh the prices now instead of waiting a minute. */
const queryClientRef: { current: QueryClient | null } = { current: null };
function CaptureQueryClient({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    queryClientRef.current = client;
  }, [client]);
  return children;
}
const refreshPrices = () =>
  queryClientRef.current?.refetchQueries({ queryKey: ['market', 'simplePrice'] });

/**
 * The home page, the public landing page of the site: live crypto prices, the market charts, the
 * investment packages and the sign-up buttons, among the other sections. The stories run the page
 * against the test server with no one signed in, and show the prices and packages loading, failing
 * and refreshing, and where Get Started and Subscribe Now go.
 */
const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: {
    ...publicPageParameters,
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: mockApi.reset,
  decorators: [
    (Story) => (
      <StoryApi>
        <CaptureQueryClient>
          <StoryRouter path="/">
            <Story />
          </StoryRouter>
        </CaptureQueryClient>
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bitcoinCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('listitem', { name: 'Bitcoin (BTC)' }));

/** What the mock's random walk (D10) prices bitcoin at on the story's frozen clock, as the card writes it. */
function servedBitcoinPrice(): string {
  const usd = servedSimplePrice('bitcoin', 'usd', false, mockApi.clock.now()).bitcoin?.usd ?? 0;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(usd);
}

/** Everything through the mock API: prices, the package catalogue (D2) and both charts. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(bitcoinCard(canvasElement).getByText(servedBitcoinPrice())).toBeVisible(),
    );
    await expect(
      await canvas.findByRole('article', { name: 'Standard' }, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText(packageMessages.riskWarning)).toHaveLength(4);
    // The charts sit far below the fold: nothing is drawn until they scroll near.
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(
      canvas.getByText('Bitcoin/USD chart: loads as you scroll to it.'),
    ).toBeInTheDocument();
    canvas.getByRole('figure', { name: 'Ethereum/USD daily price chart' }).scrollIntoView();
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[data-chart-ready] canvas').length).toBeGreaterThan(
          1,
        ),
      { timeout: 10_000 },
    );
    window.scrollTo(0, 0);
  },
};

export const SubscribeNowGoesToRegister: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    const basic = within(await canvas.findByRole('article', { name: 'Basic' }));
    await userEvent.click(basic.getByRole('link', { name: 'Subscribe Now' }));
    await expect(await canvas.findByText('Navigated to /register')).toBeVisible();
  },
};

export const GetStartedGoesToRegister: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(await canvas.findByText('Navigated to /register')).toBeVisible();
  },
};

// Spec 1 §8.
/** A failed first fetch shows nothing; the cards stay at 0 and 0. */
export const PricesFail: Story = {
  parameters: {
    msw: { handlers: [...scenario('market.simplePrice.serverError'), ...storyHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const prices = within(
      within(canvasElement).getByRole('region', { name: 'Live Cryptocurrency Prices' }),
    );
    // The failed fetch has finished: the list is no longer busy, and nothing was shown.
    await waitFor(() => expect(prices.getByRole('list')).not.toHaveAttribute('aria-busy'));
    await expect(bitcoinCard(canvasElement).getByText('$0.00')).toBeVisible();
    await expect(within(canvasElement).queryByText(httpErrors.serverError)).not.toBeInTheDocument();
  },
};

let pricesDown = false;
let failedPriceCalls = 0;
/** The first answer arrives; the next refresh fails and the cards keep the last prices. */
export const FailedRefreshKeepsPrices: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: () => {
    pricesDown = false;
    failedPriceCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`${MARKET_BASE_URL}/simple/price`, () => {
          if (!pricesDown) {
            return HttpResponse.json({ bitcoin: { usd: 70000.5, usd_24h_change: 1.5 } });
          }
          failedPriceCalls += 1;
          return HttpResponse.json({ error: 'down' }, { status: 500 });
        }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bitcoinCard(canvasElement).getByText('$70,000.50')).toBeVisible());
    pricesDown = true;
    await refreshPrices();
    await expect(failedPriceCalls).toBeGreaterThan(0);
    await expect(bitcoinCard(canvasElement).getByText('$70,000.50')).toBeVisible();
    await expect(bitcoinCard(canvasElement).getByText(/1\.50%/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An answer without usd_24h_change: 0.00 and an up arrow (spec 1 §9). */
export const MissingChange: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${MARKET_BASE_URL}/simple/price`, () =>
          HttpResponse.json({ bitcoin: { usd: 65000 } }),
        ),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bitcoinCard(canvasElement).getByText('$65,000.00')).toBeVisible());
    const change = bitcoinCard(canvasElement).getByText(/0\.00%/);
    await expect(change).toHaveTextContent('Up 0.00%');
    await expect(change).toHaveAttribute('data-direction', 'up');
  },
};

export const PackagesFail: Story = {
  parameters: {
    msw: { handlers: [...scenario('packages.list.serverError'), ...storyHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(httpErrors.serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const PackagesLoading: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('packages.list.loading'), ...storyHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading packages')).toBeVisible();
  },
};
