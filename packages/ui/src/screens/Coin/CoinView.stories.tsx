import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@tp/i18n';
import { SEED_NOW as seedTime, servedCandles } from '@tp/mocks';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { fn } from 'storybook/test';
import { slow } from '../../storybook/storyQueries';
import { freshnessTexts } from '../../widgets/Freshness';
import { coinOfSymbol } from './coinRoute';
import { coinTexts } from './coinTexts';
import { CoinView } from './CoinView';

/** The demo's seed time: the candles end at it. */
const SEED_NOW = Date.parse(seedTime);
const bitcoin = coinOfSymbol('btc')!;
const candles = servedCandles('bitcoin', '1m', SEED_NOW, 240);
const lastClose = candles.at(-1)!.close;

/**
 * A coin's page (issue 44): its last price and 24 h change with how fresh they are, and its live candles at the
 * interval chosen (1 m, 5 m, 1 h, 1 d). These stories give the page its states directly; CoinScreen's run it on
 * the demo server's stream.
 */
const meta = {
  title: 'Screens/Coin/CoinView',
  component: CoinView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    coin: bitcoin,
    interval: '1m',
    onIntervalChange: fn(),
    feed: { status: 'ready', candles, at: SEED_NOW },
    freshness: { kind: 'live', at: SEED_NOW },
    quote: { price: lastClose, change: 2.41 },
  },
} satisfies Meta<typeof CoinView>;

export default meta;
type Story = StoryObj<typeof meta>;

const priceText = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(i18n._(coinTexts.lastPrice)).nextElementSibling?.textContent;

/** Live: the forming candle's close is the last price; the mark says Live. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bitcoin (BTC)');
    await expect(priceText(canvasElement)).toContain(
      lastClose.toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    await expect(canvas.getByText('+2.41%')).toBeVisible();
    await expect(canvas.getByText(i18n._(freshnessTexts.live), { exact: false })).toBeVisible();
    await canvas.findByRole('button', { name: /table/i }, slow);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n._(coinTexts.intervalLabels['1h']) }),
    );
    await expect(args.onIntervalChange).toHaveBeenCalledWith('1h');
    await expect(
      canvas.getByRole('button', { name: i18n._(coinTexts.intervalLabels['1m']) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Daily: Story = {
  args: {
    interval: '1d',
    feed: { status: 'ready', candles: servedCandles('bitcoin', '1d', SEED_NOW, 365), at: SEED_NOW },
  },
};

/** A coin under a dollar: prices to six decimals. */
export const UnderADollar: Story = {
  args: {
    coin: coinOfSymbol('doge')!,
    feed: {
      status: 'ready',
      candles: servedCandles('dogecoin', '5m', SEED_NOW, 200),
      at: SEED_NOW,
    },
    interval: '5m',
    quote: { price: servedCandles('dogecoin', '5m', SEED_NOW, 1)[0]!.close, change: -1.2 },
  },
};

/** The first snapshot is on its way: the chart's height is held, the price comes from the ticker. */
export const Loading: Story = {
  args: { feed: { status: 'loading' }, freshness: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(coinTexts.loading))).toBeVisible();
    await expect(canvas.getByText('+2.41%')).toBeVisible();
  },
};

/** The socket is down: the candles stay, marked stale with their time (the page's banner says why). */
export const Stale: Story = {
  args: { freshness: { kind: 'stale', at: SEED_NOW - 45_000 } },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-freshness]');
    await expect(mark).toHaveAttribute('data-freshness', 'stale');
    await expect(mark?.textContent).toMatch(/^Stale/);
  },
};

/** Nothing new for twice the usual second: Delayed, with the time of the last update. */
export const Delayed: Story = {
  args: { freshness: { kind: 'delayed', at: SEED_NOW - 4_000 } },
};

export const Empty: Story = {
  args: { feed: { status: 'ready', candles: [], at: SEED_NOW } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(coinTexts.empty))).toBeVisible();
  },
};

/** No socket, or it fell back to polling: no candles, the polled price stays. */
export const Unavailable: Story = {
  args: { feed: { status: 'unavailable' }, freshness: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(coinTexts.unavailable))).toBeVisible();
  },
};

export const Refused: Story = {
  args: { feed: { status: 'refused', code: 'subscription_limit' }, freshness: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('subscription_limit');
  },
};

/** Neither candles nor a quote yet. */
export const NoPriceYet: Story = {
  args: { feed: { status: 'loading' }, freshness: null, quote: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(i18n._(coinTexts.noPrice))).toHaveLength(2);
  },
};
