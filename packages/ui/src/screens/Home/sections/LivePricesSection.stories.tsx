import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { livePrices } from '../../../content';
import { fixtureArg } from '../../../storybook/fixtureArg';
import { allStatesStory } from '../../../storybook/StateGallery';
import { LivePricesSection } from './LivePricesSection';
import { publicPageParameters } from '../../../storybook/modes';

const loaded = {
  bitcoin: { price: 67250.12, change24h: 1.8412 },
  ethereum: { price: 3512.5, change24h: -0.5 },
  binancecoin: { price: 598.3, change24h: 0 },
  ripple: { price: 0.5234, change24h: 4.005 },
};

const rising = { ...loaded, bitcoin: { price: 67250.12, change24h: 2.3456 } };
const falling = { ...loaded, bitcoin: { price: 61000, change24h: -3.219 } };
const missingChange = { ...loaded, bitcoin: { price: 67250.12, change24h: Number.NaN } };

/**
 * The home page's Live Cryptocurrency Prices: four cards (Bitcoin, Ethereum, Binance Coin, Ripple),
 * each with its US dollar price and 24-hour change. The stories show each state: before the first
 * prices, loaded, rising, falling, no change, and a change the price service did not give.
 */
const meta = {
  title: 'Screens/Home/Sections/LivePrices',
  parameters: publicPageParameters,
  component: LivePricesSection,
  args: { prices: loaded },
  argTypes: {
    prices: fixtureArg(
      {
        'Loaded (BTC $67,250.12)': loaded,
        'Bitcoin up 2.35%': rising,
        'Bitcoin down 3.22%': falling,
        'Bitcoin change missing': missingChange,
        'No prices yet': {},
      },
      'Each coin’s USD price and 24 h change; a coin without one shows $0.00.',
    ),
    loading: {
      control: 'boolean',
      description: 'Before the first price answer: the cards show busy.',
    },
  },
} satisfies Meta<typeof LivePricesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

function card(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('listitem', { name: new RegExp(`^${name} `) }));
}

// Spec 1 §3.
/** 0 and 0 until the first fetch. */
export const Loading: Story = {
  args: { prices: {}, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: i18n._(livePrices.title) })).toBeVisible();
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    for (const coin of livePrices.coins) {
      const price = card(canvasElement, coin.name);
      await expect(price.getByText('$0.00')).toBeVisible();
      await expect(price.getByText(/0\.00%/)).toBeVisible();
    }
  },
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(i18n._(livePrices.subtitle))).toBeVisible();
    await expect(canvas.getByText(i18n._(livePrices.footnote))).toBeVisible();
    await expect(card(canvasElement, 'Bitcoin').getByText('$67,250.12')).toBeVisible();
    await expect(card(canvasElement, 'Ethereum').getByText('$3,512.50')).toBeVisible();
    await expect(card(canvasElement, 'Binance Coin').getByText('Binance Coin (BNB)')).toBeVisible();
    await expect(card(canvasElement, 'Binance Coin').getByText('$598.30')).toBeVisible();
    await expect(card(canvasElement, 'Ripple').getByText('$0.52')).toBeVisible();
  },
};

export const Rising: Story = {
  args: { prices: rising },
  play: async ({ canvasElement }) => {
    const change = card(canvasElement, 'Bitcoin').getByText(/2\.35%/);
    await expect(change).toHaveTextContent('Up 2.35% in 24 hours');
    await expect(change.querySelector('[data-icon="triangleUp"]')).toBeInTheDocument();
    await expect(change).toHaveAttribute('data-direction', 'up');
  },
};

export const Falling: Story = {
  args: { prices: falling },
  play: async ({ canvasElement }) => {
    const change = card(canvasElement, 'Bitcoin').getByText(/3\.22%/);
    await expect(change).toHaveTextContent('Down 3.22% in 24 hours');
    await expect(change.querySelector('[data-icon="triangleDown"]')).toBeInTheDocument();
    await expect(change).toHaveAttribute('data-direction', 'down');
  },
};

/** Zero counts as up (spec 1 §2). */
export const ZeroChange: Story = {
  args: { prices: { ...loaded, bitcoin: { price: 67250.12, change24h: 0 } } },
  play: async ({ canvasElement }) => {
    const change = card(canvasElement, 'Bitcoin').getByText(/0\.00%/);
    await expect(change).toHaveAttribute('data-direction', 'up');
  },
};

/** The answer had no usd_24h_change: 0.00, shown as up (spec 1 §9). */
export const MissingChange: Story = {
  args: { prices: missingChange },
  play: async ({ canvasElement }) => {
    const change = card(canvasElement, 'Bitcoin').getByText(/0\.00%/);
    await expect(change).toHaveTextContent('Up 0.00% in 24 hours');
    await expect(change.querySelector('[data-icon="triangleUp"]')).toBeInTheDocument();
  },
};

const galleryStates = {
  Loading,
  Loaded: {},
  'Bitcoin rising': Rising,
  'Bitcoin falling': Falling,
  'Bitcoin unchanged': ZeroChange,
  'Bitcoin change missing': MissingChange,
};

/** Every state of the section at once, for review: loading, loaded, each kind of 24 h change. */
export const AllStates: Story = allStatesStory(LivePricesSection, meta.args, galleryStates);
