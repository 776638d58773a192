import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CoinMarket } from '@tp/api';
import { emptyStates, httpErrors } from '@tp/messages';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { expectRetrying } from '../../storybook/expectRetrying';
import { changeWindows, type MarketStatus } from './marketLists';
import { i18n } from '@tp/i18n';
import { marketTexts } from './marketTexts';
import { MarketView } from './MarketView';
import { choiceArg } from '../../storybook/choiceArg';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

type Changes = [hour: number | null, day: number | null, week: number | null];

/** A coin of the answer: price, 24 h volume (USD bn) and its 1 h / 24 h / 7 d changes in percent. */
function coin(
  id: string,
  symbol: string,
  name: string,
  price: number,
  volumeBn: number,
  [hour, day, week]: Changes,
  lastUpdated = '2026-06-15T12:00:00.000Z',
): CoinMarket {
  return {
    id,
    symbol,
    name,
    image: null,
    current_price: price,
    market_cap: 0,
    total_volume: volumeBn * 1e9,
    price_change_percentage_24h: day,
    price_change_percentage_1h_in_currency: hour,
    price_change_percentage_24h_in_currency: day,
    price_change_percentage_7d_in_currency: week,
    last_updated: lastUpdated,
  };
}

// Market-cap order, as the API answers. Each window ranks them differently.
const coins: CoinMarket[] = [
  coin('bitcoin', 'btc', 'Bitcoin', 67_432.18, 28.4, [0.12, 1.84, -3.05]),
  coin('ethereum', 'eth', 'Ethereum', 3_512.46, 15.2, [-0.35, 2.91, 6.4]),
  coin('tether', 'usdt', 'Tether', 1, 52.1, [0, 0.001, -0.002]),
  coin('binancecoin', 'bnb', 'BNB', 584.23, 1.9, [0.48, -1.22, 4.8]),
  coin('solana', 'sol', 'Solana', 148.67, 3.1, [1.05, 6.37, 12.9]),
  coin('usd-coin', 'usdc', 'USDC', 1, 6.8, [0, 0, 0.001]),
  coin('ripple', 'xrp', 'XRP', 0.5214, 1.4, [-0.8, -3.41, -7.25]),
  coin('dogecoin', 'doge', 'Dogecoin', 0.1583, 1.2, [2.1, 8.12, -11.4]),
  coin('cardano', 'ada', 'Cardano', 0.4581, 0.42, [-1.4, -4.9, 2.2]),
  coin('avalanche-2', 'avax', 'Avalanche', 35.12, 0.51, [0.2, -2.05, -5.6]),
  coin('tron', 'trx', 'TRON', 0.1224, 0.38, [-0.05, 0.77, 1.1], '2026-06-15T11:59:30.000Z'),
  coin('polkadot', 'dot', 'Polkadot', 7.05, 0.24, [0.9, -0.64, -2.8]),
];

const noon = Date.UTC(2026, 5, 15, 12);
const ready = (list: CoinMarket[] = coins, extra: Partial<MarketStatus> = {}): MarketStatus =>
  ({
    kind: 'ready',
    coins: list,
    asOf: noon,
    stale: false,
    refreshing: false,
    ...extra,
  }) as MarketStatus;
const failed = (retrying = false): MarketStatus => ({
  kind: 'error',
  message: httpErrors.serverError,
  retrying,
});

/**
 * The Market page drawn from given coin prices: Gainers, Losers and Active coins, the 1 h / 24 h /
 * 7 d buttons, + New Trade and Recent Trades. One story per state: each period, loading,
 * out-of-date prices, a failure and Try Again, no coins, and the layout on phones and at every
 * width.
 */
const meta = {
  title: 'Screens/Market/MarketView',
  component: MarketView,
  parameters: { layout: 'fullscreen' },
  // A ticker coin's name links to its page (issue 44).
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    coins: ready(),
    window: '24h',
    onWindowChange: fn(),
    onRetryCoins: fn(),
    checkedAt: noon + 60_000,
    freshness: { kind: 'live', at: noon },
  },
  argTypes: {
    coins: fixtureArg<MarketStatus>(
      {
        'Top 12 coins': ready(),
        'Prices out of date': ready(coins, { stale: true }),
        'No coins': ready([]),
        Loading: { kind: 'loading' },
        'Failed to load': failed(),
      },
      'The coins the Gainers, Losers and Active lists are made from.',
    ),
    window: choiceArg(changeWindows, 'The window Gainers and Losers are ranked by.'),
  },
} satisfies Meta<typeof MarketView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('table', { name });

/** The data rows of a table, each as its cells' text. */
function rowsOf(canvasElement: HTMLElement, name: string): string[][] {
  return within(table(canvasElement, name))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The first cell of each data row: name then symbol. */
const namesOf = (canvasElement: HTMLElement, name: string) =>
  rowsOf(canvasElement, name).map(([coinName]) => coinName);

/** 24 h (the default): five gainers, five losers, five by volume, the time of the data. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
    await expect(canvas.getByText(/^Prices as of/)).toHaveTextContent(
      /^Prices as of \d{1,2}:\d{2}\s?[AP]M/,
    );
    await expect(canvas.getByText('Live')).toHaveAttribute('data-freshness', 'live');
    const group = within(canvas.getByRole('group', { name: i18n._(marketTexts.windowGroup) }));
    await expect(group.getByRole('button', { name: '24 h' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group.getByRole('button', { name: '7 d' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await expect(rowsOf(canvasElement, 'Gainers')).toEqual([
      ['Dogecoin DOGE', '$0.1583', '+8.12%'],
      ['Solana SOL', '$148.67', '+6.37%'],
      ['Ethereum ETH', '$3,512.46', '+2.91%'],
      ['Bitcoin BTC', '$67,432.18', '+1.84%'],
      ['TRON TRX', '$0.1224', '+0.77%'],
    ]);
    await expect(rowsOf(canvasElement, 'Losers')).toEqual([
      ['Cardano ADA', '$0.4581', '-4.90%'],
      ['XRP XRP', '$0.5214', '-3.41%'],
      ['Avalanche AVAX', '$35.12', '-2.05%'],
      ['BNB BNB', '$584.23', '-1.22%'],
      ['Polkadot DOT', '$7.05', '-0.64%'],
    ]);
    // Tether and USDC lead by volume; a coin may be in Active and in Gainers (Bitcoin).
    await expect(rowsOf(canvasElement, 'Active')).toEqual([
      ['Tether USDT', '$1.00', '$52.1B'],
      ['Bitcoin BTC', '$67,432.18', '$28.4B'],
      ['Ethereum ETH', '$3,512.46', '$15.2B'],
      ['USDC USDC', '$1.00', '$6.8B'],
      ['Solana SOL', '$148.67', '$3.1B'],
    ]);

    const gainers = within(table(canvasElement, 'Gainers'));
    await expect(gainers.getByRole('columnheader', { name: 'Change (24 h)' })).toBeVisible();
    // Colour is not the only cue: a sign and an arrow.
    const first = gainers.getByText('+8.12%');
    await expect(first).toHaveAttribute('data-direction', 'up');
    await expect(first.querySelector('[data-icon="triangleUp"]')).not.toBeNull();
    const loss = within(table(canvasElement, 'Losers')).getByText('-4.90%');
    await expect(loss.querySelector('[data-icon="triangleDown"]')).not.toBeNull();
    await expect(
      within(table(canvasElement, 'Active')).getByRole('columnheader', { name: 'Volume (24 h)' }),
    ).toBeVisible();

    await expect(canvas.getByRole('heading', { name: 'Recent Trades' })).toBeVisible();
    await expect(canvas.getByText(emptyStates.recentTrades)).toBeVisible();
    await expect(canvas.queryByText(/out of date/)).toBeNull();
  },
};

/** 1 h: only four coins fell in the hour (two stablecoins read 0.00 %): four losers, not five. */
export const OneHour: Story = {
  args: { window: '1h' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '1 h' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(table(canvasElement, 'Gainers')).getByRole('columnheader', { name: 'Change (1 h)' }),
    ).toBeVisible();
    await expect(namesOf(canvasElement, 'Gainers')).toEqual([
      'Dogecoin DOGE',
      'Solana SOL',
      'Polkadot DOT',
      'BNB BNB',
      'Avalanche AVAX',
    ]);
    await expect(rowsOf(canvasElement, 'Losers')).toEqual([
      ['Cardano ADA', '$0.4581', '-1.40%'],
      ['XRP XRP', '$0.5214', '-0.80%'],
      ['Ethereum ETH', '$3,512.46', '-0.35%'],
      ['TRON TRX', '$0.1224', '-0.05%'],
    ]);
    // Active does not depend on the window.
    await expect(namesOf(canvasElement, 'Active')[0]).toBe('Tether USDT');
  },
};

export const SevenDays: Story = {
  args: { window: '7d' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '7 d' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(table(canvasElement, 'Losers')).getByRole('columnheader', { name: 'Change (7 d)' }),
    ).toBeVisible();
    await expect(rowsOf(canvasElement, 'Gainers')).toEqual([
      ['Solana SOL', '$148.67', '+12.90%'],
      ['Ethereum ETH', '$3,512.46', '+6.40%'],
      ['BNB BNB', '$584.23', '+4.80%'],
      ['Cardano ADA', '$0.4581', '+2.20%'],
      ['TRON TRX', '$0.1224', '+1.10%'],
    ]);
    await expect(namesOf(canvasElement, 'Losers')).toEqual([
      'Dogecoin DOGE',
      'XRP XRP',
      'Avalanche AVAX',
      'Bitcoin BTC',
      'Polkadot DOT',
    ]);
  },
};

/** The buttons report the choice (the screen keeps it in the URL); the keyboard reaches them. */
export const ChoosingAWindow: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvas }) => {
    const group = within(canvas.getByRole('group', { name: i18n._(marketTexts.windowGroup) }));
    await userEvent.click(group.getByRole('button', { name: '7 d' }));
    await expect(args.onWindowChange).toHaveBeenLastCalledWith('7d');
    group.getByRole('button', { name: '24 h' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(group.getByRole('button', { name: '1 h' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWindowChange).toHaveBeenLastCalledWith('1h');
  },
};

export const Loading: Story = {
  args: { coins: { kind: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(i18n._(marketTexts.loading.gainers))).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.loading.losers))).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.loading.active))).toBeVisible();
    // Each card draws its five rows empty, hidden from assistive technology, until the coins arrive.
    await expect(
      canvas.getByText(i18n._(marketTexts.loading.gainers)).parentElement,
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelectorAll('table')).toHaveLength(3);
    for (const frame of canvasElement.querySelectorAll('table'))
      await expect(frame.tBodies[0]!.rows).toHaveLength(5);
    await expect(canvas.queryByText(/^Prices as of/)).toBeNull();
    // No zeros in place of prices while nothing has loaded.
    await expect(canvasElement).not.toHaveTextContent('$0.00');
  },
};

// D10.
/** A refresh failed; the last good lists stay with their time, a note and Try Again. */
export const Stale: Story = {
  args: { coins: ready(coins, { stale: true }), freshness: { kind: 'stale', at: noon } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Stale')).toHaveAttribute('data-freshness', 'stale');
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(
      /^Prices may be out of date: the last update failed\. Showing data as of \d{1,2}:\d{2}\s?[AP]M/,
    );
    await expect(namesOf(canvasElement, 'Gainers')[0]).toBe('Dogecoin DOGE');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryCoins).toHaveBeenCalledOnce();
  },
};

/**
 * D19: no refresh failed, but the newest prices are older than they normally get (the provider stopped updating):
 * marked delayed beside their time, with no failure note.
 */
export const Delayed: Story = {
  args: { freshness: { kind: 'delayed', at: noon } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delayed')).toHaveAttribute('data-freshness', 'delayed');
    await expect(canvas.getByText(/^Prices as of/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** Try Again from the stale note is running: the note and the lists stay, the button is busy. */
export const StaleRetrying: Story = {
  args: {
    coins: ready(coins, { stale: true, refreshing: true }),
    freshness: { kind: 'stale', at: noon },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/out of date/);
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(rowsOf(canvasElement, 'Gainers')).toHaveLength(5);
  },
};

/** The data is from an earlier day (a long outage): its time says the date too. */
export const StaleFromYesterday: Story = {
  args: {
    coins: ready(coins, { stale: true }),
    checkedAt: noon + 24 * 60 * 60_000,
    freshness: { kind: 'stale', at: noon },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Showing data as of .*2026/);
    await expect(canvas.getByText(/^Prices as of/)).toHaveTextContent(/2026/);
  },
};

/** Nothing has ever loaded: the market error and Try Again instead of the lists (no zero prices). */
export const Error: Story = {
  args: { coins: failed() },
  play: async ({ args, canvas, canvasElement }) => {
    const lists = canvas.getByRole('region', { name: i18n._(marketTexts.listsLabel) });
    await expect(within(lists).getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('$0.00');
    await expect(canvas.queryByText(/^Prices as of/)).toBeNull();
    await userEvent.click(within(lists).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryCoins).toHaveBeenCalledOnce();
    // The rest of the screen still works.
    await expect(canvas.getByText(emptyStates.recentTrades)).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n._(marketTexts.newTrade) })).toBeEnabled();
  },
};

export const ErrorRetrying: Story = {
  args: { coins: failed(true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('region', { name: i18n._(marketTexts.listsLabel) }),
      httpErrors.serverError,
    );
  },
};

/** An empty answer: each table says so. */
export const Empty: Story = {
  args: { coins: ready([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(i18n._(marketTexts.noGainers))).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.noLosers))).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.noActive))).toBeVisible();
  },
};

/** A flat market with gaps: nothing reads as a loss, coins without a figure are left out. */
export const FlatMarketWithGaps: Story = {
  args: {
    coins: ready([
      coin('bitcoin', 'btc', 'Bitcoin', 67_432.18, 28.4, [null, 0.1, null]),
      coin('ethereum', 'eth', 'Ethereum', 3_512.46, Number.NaN, [null, 0.3, null]),
      coin('tether', 'usdt', 'Tether', 1, 52.1, [null, 0.004, null]),
      coin('solana', 'sol', 'Solana', 148.67, 3.1, [null, null, null]),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(namesOf(canvasElement, 'Gainers')).toEqual(['Ethereum ETH', 'Bitcoin BTC']);
    await expect(canvas.getByText(i18n._(marketTexts.noLosers))).toBeVisible();
    // Ethereum has no volume: left out of Active, not shown as $0.
    await expect(namesOf(canvasElement, 'Active')).toEqual([
      'Tether USDT',
      'Bitcoin BTC',
      'Solana SOL',
    ]);
  },
};

// D8.
/** + New Trade keeps its look and explains that trading here is not available yet. */
export const NewTradeExplains: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: i18n._(marketTexts.newTrade) });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: i18n._(marketTexts.newTradeTitle) });
    await expect(dialog).toHaveAccessibleDescription(i18n._(marketTexts.newTradeUnavailable));
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18n._(marketTexts.newTradeClose) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // By keyboard too; it ends open, the state this story is named after.
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: i18n._(marketTexts.newTradeTitle) }),
    ).toBeVisible();
  },
};

const longName = coin(
  'wrapped-staked-internet-computer',
  'wsicpxl',
  'Wrapped Staked Internet Computer Liquidity Token',
  1_234_567.89,
  987.6,
  [-12.34, -23.45, -34.56],
);

/** A 360 px phone with long names and prices: every table fits, nothing scrolls sideways. */
export const Phone: Story = {
  args: { coins: ready([...coins, longName]) },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(namesOf(canvasElement, 'Losers')[0]).toBe(
      'Wrapped Staked Internet Computer Liquidity Token WSICPXL',
    );
    await expect(canvas.getAllByText('$1,234,567.89')).toHaveLength(2);
    for (const name of ['Gainers', 'Losers', 'Active']) {
      const element = table(canvasElement, name);
      const scroller = element.parentElement!;
      await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
      await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(360);
      // It fits, so the Table widget did not make it a scrolling region with a tab stop.
      await expect(scroller).not.toHaveAttribute('tabindex');
    }
    const page = canvasElement.querySelector('div[style]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** From a small phone to a desktop, the tables fit their cards at every width in between. */
export const FitsEveryWidth: Story = {
  tags: ['interaction', '!autodocs'],
  args: { coins: ready([...coins, longName]) },
  decorators: [
    (Story) => (
      <div data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvas.getByTestId('frame');
    for (const width of [320, 360, 420, 520, 640, 720, 800, 960, 1100]) {
      frame.style.width = `${width}px`;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (const name of ['Gainers', 'Losers', 'Active']) {
        const scroller = table(canvasElement, name).parentElement!;
        await expect(scroller.scrollWidth, `${name} at ${width}px`).toBeLessThanOrEqual(
          scroller.clientWidth,
        );
      }
      await expect(frame.scrollWidth, `page at ${width}px`).toBeLessThanOrEqual(width);
    }
  },
};

/** No layout shift: the time's line and each card's five rows are drawn while loading, so nothing moves. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={MarketView}
      loaded={args}
      loading={{ ...args, coins: { kind: 'loading' } }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement),
};

/** The same on the phone Lighthouse measures. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const allStates = {
  'Loaded (24 h)': {},
  'Ranked by 1 h': OneHour,
  'Ranked by 7 d': SevenDays,
  Loading,
  'Prices out of date': Stale,
  'Prices out of date since yesterday': StaleFromYesterday,
  'Prices failed to load': Error,
  'No coins': Empty,
  'Flat market with gaps': FlatMarketWithGaps,
};

/** Every state of the page at once, for review: each window, loading, out-of-date prices, failure and empty. */
export const AllStates: Story = allStatesStory(MarketView, meta.args, allStates, { padded: true });

/** Issue 44: a coin of the ticker's ten links to its page of live candles; the others have none. */
export const CoinPages: Story = {
  play: async ({ canvasElement }) => {
    const active = within(within(canvasElement).getByRole('table', { name: 'Active' }));
    const bitcoin = active.getByRole('link', { name: 'Bitcoin BTC' });
    await expect(bitcoin).toHaveAttribute('href', '/market/btc');
    await expect(active.getByText('Tether')).toBeVisible();
    await expect(active.queryByRole('link', { name: /Tether/ })).toBeNull();
  },
};
