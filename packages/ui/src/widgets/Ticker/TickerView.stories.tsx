import type { Meta, StoryObj } from '@storybook/react-vite';
import { forexSymbols, tickerCoins } from '@tp/api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TickerView, type TickerItem } from './TickerView';
import { i18n } from '@tp/i18n';
import { tickerTexts } from './tickerTexts';

// Sample quotes, not live data: spread over the price ranges the ticker formats differently.
const coinPrices = [67432.18, 3512.46, 584.23, 0.4581, 148.67, 0.5214, 0.1583, 7.05, 0.7012, 35.12];
const coinChanges = [1.24, -0.87, 0.35, -2.41, 4.02, 0, -1.15, 0.62, -0.08, 2.9];

const ready: TickerItem[] = [
  ...tickerCoins.map((coin, index) => ({
    symbol: coin.symbol,
    kind: 'coin' as const,
    price: coinPrices[index]!,
    change: coinChanges[index]!,
  })),
  ...forexSymbols.map((symbol, index) => ({
    symbol,
    kind: 'forex' as const,
    price: symbol.endsWith('JPY') ? 150 + index : 1 + index / 50,
    change: ((index % 7) - 3) / 10,
  })),
];

const as = (state: TickerItem['state'], items: TickerItem[]) =>
  items.map((item) => ({ ...item, state }));
const zeros = (items: TickerItem[]) =>
  items.map((item) => ({ ...item, price: 0, change: 0, state: 'unavailable' as const }));

/** 12:00 UTC on the mock's seed day. */
const lastGood = Date.parse('2026-06-15T12:00:00Z');

/**
 * The price ticker under the navigation, drawn from given data: crypto coins and currency pairs
 * scrolling across with their price and daily change, and a Pause button. One story per state:
 * loading, moving prices, stale prices after a failed refresh, prices unavailable (shown as 0.00),
 * partly unavailable, paused, paused by keyboard or hover, standing still for users who prefer
 * reduced motion, and on a phone; and what it says of the market socket (D19): live, delayed, reconnecting with
 * its countdown, offline, and polling in its place.
 */
const meta = {
  title: 'Widgets/TickerView',
  component: TickerView,
  parameters: { layout: 'fullscreen' },
  args: { items: ready, paused: false, onPausedChange: fn(), reducedMotion: false },
} satisfies Meta<typeof TickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: i18n._(tickerTexts.label) });

/** Items mount a chunk per frame: waits until the list and its loop copy are complete. */
async function mountedTicker(canvasElement: HTMLElement) {
  const element = region(canvasElement);
  await waitFor(() => expect(element).toHaveAttribute('data-ticker-ready'));
  return element;
}

/** Before the first prices: the row is there (its height reserved), with a loading note. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const ticker = within(region(canvasElement));
    await expect(ticker.getByRole('status')).toHaveTextContent(i18n._(tickerTexts.loading));
    await expect(ticker.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** 10 coins and 33 pairs moving; the second copy that closes the loop is hidden from assistive technology. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const element = await mountedTicker(canvasElement);
    await expect(element).toHaveAttribute('data-motion', 'running');
    await expect(within(element).getAllByRole('listitem')).toHaveLength(43);
    const lists = element.querySelectorAll('ul');
    await expect(lists).toHaveLength(2);
    await expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    await expect(lists[1]!.querySelectorAll('li')).toHaveLength(43);
    await expect(within(element).getAllByRole('listitem')[0]).toHaveTextContent(
      'BTC$67,432.18+1.24%',
    );
    await expect(element).not.toHaveTextContent(tickerTexts.unavailable);
  },
};

/** A refresh failed after a good load: the last prices stay, marked stale with their time. */
export const Stale: Story = {
  args: { items: as('stale', ready), staleSince: lastGood },
  play: async ({ canvasElement }) => {
    const element = region(canvasElement);
    await expect(element).toHaveTextContent(/Stale, as of \d{1,2}:\d{2}/);
    await expect(element).toHaveTextContent('$67,432.18');
    await expect(element).not.toHaveTextContent(tickerTexts.unavailable);
  },
};

/** Nothing ever loaded: the spec's 0.00 and 0.00%, with a visible "Prices unavailable". */
export const Unavailable: Story = {
  args: { items: zeros(ready), unavailable: true },
  play: async ({ canvasElement }) => {
    const element = await mountedTicker(canvasElement);
    await expect(element).toHaveTextContent(tickerTexts.unavailable);
    const first = within(element).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('$0.00');
    await expect(first).toHaveTextContent('0.00%');
    await expect(within(element).getAllByRole('listitem')[10]).toHaveTextContent(
      'EUR/USD0.000.00%',
    );
  },
};

/** The forex half never loaded and the coins' last refresh failed: both notes. */
export const PartlyUnavailable: Story = {
  args: {
    items: [...as('stale', ready.slice(0, 10)), ...zeros(ready.slice(10))],
    staleSince: lastGood,
    unavailable: true,
  },
  play: async ({ canvasElement }) => {
    const element = region(canvasElement);
    await expect(element).toHaveTextContent(tickerTexts.unavailable);
    await expect(element).toHaveTextContent(/Stale, as of/);
  },
};

/** Paused by the button: the motion stops and the button offers Resume. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement, args }) => {
    const element = region(canvasElement);
    await expect(element).toHaveAttribute('data-motion', 'paused');
    await userEvent.click(
      within(element).getByRole('button', { name: i18n._(tickerTexts.resume) }),
    );
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
  },
};

/** The button is reachable by keyboard and asks to pause; hovering or focusing the prices stops them too. */
export const PauseByKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const element = region(canvasElement);
    await userEvent.tab();
    const button = within(element).getByRole('button', { name: i18n._(tickerTexts.pause) });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);

    await userEvent.tab();
    await expect(
      within(element).getByRole('group', { name: i18n._(tickerTexts.pricesList) }),
    ).toHaveFocus();
    await expect(element).toHaveAttribute('data-motion', 'paused');
    await userEvent.tab({ shift: true });
    await expect(element).toHaveAttribute('data-motion', 'running');

    await userEvent.hover(
      within(element).getByRole('group', { name: i18n._(tickerTexts.pricesList) }),
    );
    await expect(element).toHaveAttribute('data-motion', 'paused');
    await userEvent.unhover(
      within(element).getByRole('group', { name: i18n._(tickerTexts.pricesList) }),
    );
    await expect(element).toHaveAttribute('data-motion', 'running');
  },
};

/** prefers-reduced-motion: one still copy the user scrolls, by keyboard too. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const element = await mountedTicker(canvasElement);
    await expect(element).toHaveAttribute('data-motion', 'static');
    await expect(element.querySelectorAll('ul')).toHaveLength(1);
    const prices = within(element).getByRole('group', { name: i18n._(tickerTexts.pricesList) });
    await expect(prices).toHaveAttribute('tabindex', '0');
    // Wider than the row, so it scrolls (e2e/ticker.spec.ts scrolls it with the arrow keys).
    await expect(prices.scrollWidth).toBeGreaterThan(prices.clientWidth);
    await expect(getComputedStyle(prices).overflowX).toBe('auto');
  },
};

// Story tests run at 1200 px unless a story picks a viewport.
const phone = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** At 375 px the row keeps its height and the page never scrolls sideways. */
export const Phone: Story = {
  ...phone,
  args: { items: as('stale', ready), staleSince: lastGood },
  play: async ({ canvasElement }) => {
    const element = region(canvasElement);
    await expect(element.getBoundingClientRect().height).toBe(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The note of the market socket (D19), a polite live region, once the row has mounted. */
async function connectionNote(canvasElement: HTMLElement, text: string | RegExp) {
  const element = await mountedTicker(canvasElement);
  const note = within(element).getByRole('status');
  await expect(note).toHaveTextContent(text);
  return note;
}

/** D19: streamed prices arriving every second: the note says Live, quietly. */
export const StreamLive: Story = {
  args: { connection: { kind: 'live' } },
  play: async ({ canvasElement }) => {
    await connectionNote(canvasElement, /^Live$/);
  },
};

/** D19: connected, but nothing new for more than twice the usual second: delayed, with the last update's time. */
export const StreamDelayed: Story = {
  args: { connection: { kind: 'delayed', since: lastGood } },
  play: async ({ canvasElement }) => {
    await connectionNote(canvasElement, /^Delayed, as of \d{1,2}:\d{2}/);
  },
};

/** D19: the socket dropped: the prices are stale with their time, and the next try counts down. */
export const StreamReconnecting: Story = {
  args: {
    items: as('stale', ready),
    staleSince: lastGood,
    connection: { kind: 'reconnecting', retryInSeconds: 4 },
  },
  play: async ({ canvasElement }) => {
    await connectionNote(canvasElement, /Reconnecting in 4 s · Stale, as of \d{1,2}:\d{2}/);
  },
};

/** D19: the browser is offline: nothing is tried until the network is back. */
export const StreamOffline: Story = {
  args: {
    items: as('stale', ready),
    staleSince: lastGood,
    connection: { kind: 'offline' },
  },
  play: async ({ canvasElement }) => {
    await connectionNote(canvasElement, /Offline: waiting for the network · Stale, as of/);
  },
};

/** D19: the socket cannot open: the ticker polls every 15 s instead, and says so. */
export const StreamFallbackPolling: Story = {
  args: { connection: { kind: 'polling' } },
  play: async ({ canvasElement }) => {
    await connectionNote(canvasElement, 'Live prices unavailable: refreshing every 15 s');
  },
};
