import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Holding, Transaction } from '@tp/api';
import { balanceMessages, emptyStates, httpErrors, profileMessages } from '@tp/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectRetrying } from '../../storybook/expectRetrying';
import { StoryRouter } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { portfolioTexts } from './portfolioTexts';
import { PortfolioView, type PortfolioViewProps } from './PortfolioView';
import { region } from '../../storybook/storyQueries';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

function transaction(
  key: string,
  type: Transaction['type'],
  amount: number,
  createdAt: string,
  extra: Partial<Transaction> = {},
): Transaction {
  return {
    key,
    id: 1,
    type,
    amount,
    status: 'approved',
    method:
      type === 'Deposit' ? 'Cryptocurrency' : type === 'Transfer' ? 'Transfer' : 'Bank Transfer',
    createdAt,
    timestamp: Date.parse(createdAt),
    cryptoType: null,
    recipientEmail: null,
    ...extra,
  };
}

/** Alex's seeded ledger, newest first: seven entries, so the oldest two are not shown. */
const alexLedger: Transaction[] = [
  transaction('deposit-6', 'Deposit', 750, '2026-05-28T08:05:00Z', { status: 'pending' }),
  transaction('withdrawal-3', 'Withdraw', -250, '2026-03-02T18:30:00Z', {
    status: 'expired',
    method: 'Cryptocurrency',
  }),
  transaction('deposit-4', 'Deposit', 300, '2026-01-08T12:00:00Z', { status: 'rejected' }),
  transaction('withdrawal-2', 'Transfer', -1000, '2025-10-05T10:00:00Z', {
    recipientEmail: 'jamie.lee@example.com',
  }),
  transaction('withdrawal-1', 'Withdraw', -1500, '2025-09-10T14:00:00Z'),
  transaction('deposit-3', 'Deposit', 5000, '2025-07-01T16:20:00Z'),
  transaction('deposit-1', 'Deposit', 10_000, '2025-03-15T11:00:00Z'),
];

/** Alex's seeded holdings (shares of $12,500), largest first. */
const alexHoldings: Holding[] = [
  { name: 'Bitcoin', value: 4000, allocation: 32, change: 18.42 },
  { name: 'Ethereum', value: 2250, allocation: 18, change: 9.75 },
  { name: 'Apple', value: 1500, allocation: 12, change: 6.1 },
  { name: 'NVIDIA', value: 1250, allocation: 10, change: 31.6 },
  { name: 'Solana', value: 1125, allocation: 9, change: -7.35 },
  { name: 'Microsoft', value: 1000, allocation: 8, change: 4.2 },
  { name: 'Cardano', value: 750, allocation: 6, change: -12.8 },
  { name: 'Tesla', value: 625, allocation: 5, change: -3.05 },
];

const alexBalance = { balance: 12_500, currency: 'USD', updatedAt: '2025-10-05T10:02:00.000Z' };
const alexSummary = { profitLoss: 1245.3, margin: 3125, openedPosition: 2 };

const failed = (message: string, retrying = false) =>
  ({ kind: 'error', message, retrying }) as const;

/**
 * The Portfolio page drawn from given data: the Portfolio Summary, the Asset Breakdown and Recent
 * Transactions (the latest five). One story per state: loaded, loading, an estimated profit, a
 * loss, empty sections, each section's failure and retry, and long values.
 */
/** When the server valued the holdings shown. */
const holdingsValuedAt = Date.UTC(2026, 5, 15, 12);

const meta = {
  title: 'Screens/Portfolio/PortfolioView',
  component: PortfolioView,
  parameters: { layout: 'fullscreen' },
  args: {
    balance: { kind: 'ready', data: alexBalance },
    onRetryBalance: fn(),
    summary: { kind: 'ready', data: alexSummary },
    onRetrySummary: fn(),
    holdings: { kind: 'ready', data: alexHoldings },
    onRetryHoldings: fn(),
    holdingsFreshness: { kind: 'live', at: holdingsValuedAt },
    transactions: { kind: 'ready', data: alexLedger },
    onRetryTransactions: fn(),
  },
  argTypes: {
    balance: fixtureArg<PortfolioViewProps['balance']>(
      {
        'Alex ($12,500.00)': { kind: 'ready', data: alexBalance },
        'New account ($0.00)': {
          kind: 'ready',
          data: { balance: 0, currency: 'USD', updatedAt: null },
        },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The balance and when it was last updated; a failure replaces the Portfolio Summary.',
    ),
    summary: fixtureArg<PortfolioViewProps['summary']>(
      {
        'Alex (+$1,245.30 profit)': { kind: 'ready', data: alexSummary },
        'A loss (-$842.75)': { kind: 'ready', data: { ...alexSummary, profitLoss: -842.75 } },
        'No summary (profit estimated)': { kind: 'ready', data: null },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.network),
      },
      'The profit in the Portfolio Summary; without a summary it is an estimate.',
    ),
    holdings: fixtureArg<PortfolioViewProps['holdings']>(
      {
        'Alex (8 assets)': { kind: 'ready', data: alexHoldings },
        'No holdings': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The rows of the Asset Breakdown, largest first.',
    ),
    transactions: fixtureArg<PortfolioViewProps['transactions']>(
      {
        'Alex (7 transactions)': { kind: 'ready', data: alexLedger },
        'No transactions yet': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.tooManyRequests),
      },
      'The ledger, newest first; Recent Transactions shows the latest 5.',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/portfolio">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof PortfolioView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value under a tile's label in the Portfolio Summary. */
function tileValue(canvasElement: HTMLElement, label: string) {
  const term = region(canvasElement, 'Portfolio Summary').getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Alex: the summary's profit (no Estimate), his holdings, the latest 5 of 7 transactions. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(tileValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(tileValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(canvas.queryByText('Estimate')).toBeNull();
    await expect(
      region(canvasElement, 'Portfolio Summary').getByText(/^Last updated:/),
    ).toHaveTextContent(/^Last updated: Oct 5, 2025/);

    const assets = canvas.getByRole('table', { name: 'Asset Breakdown' });
    const assetRows = within(assets).getAllByRole('row');
    await expect(assetRows).toHaveLength(9);
    await expect(canvas.getByText('Live')).toHaveAttribute('data-freshness', 'live');
    await expect(
      within(assets)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Asset', 'Value', 'Profit Allocation', '% Increase']);
    await expect(assetRows[1]).toHaveTextContent(/^Bitcoin\$4,000\.0032%\+18\.42%$/);
    await expect(assetRows[5]).toHaveTextContent(/^Solana\$1,125\.009%-7\.35%$/);

    const recent = canvas.getByRole('table', { name: 'Recent Transactions' });
    await expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Method', 'Amount']);
    const rows = within(recent).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/Deposit.*Pending.*Cryptocurrency.*\+\$750\.00/);
    await expect(rows[1]).toHaveTextContent(/Withdraw.*Expired.*Cryptocurrency.*-\$250\.00/);
    await expect(rows[3]).toHaveTextContent(/Transfer.*Approved.*Transfer.*-\$1,000\.00/);
    await expect(rows[4]).toHaveTextContent(/Withdraw.*Bank Transfer.*-\$1,500\.00/);
    await expect(within(recent).queryByText('+$5,000.00')).toBeNull();
  },
};

export const Loading: Story = {
  args: {
    balance: { kind: 'loading' },
    summary: { kind: 'loading' },
    holdings: { kind: 'loading' },
    transactions: { kind: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading portfolio summary')).toBeVisible();
    await expect(canvas.getByText('Loading asset breakdown')).toBeVisible();
    await expect(canvas.getByText('Loading recent transactions')).toBeVisible();
  },
};

/** No layout shift: each section loads in its loaded frame, so the sections below stay put when data arrives. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={PortfolioView}
      loaded={args}
      loading={{
        ...args,
        balance: { kind: 'loading' },
        summary: { kind: 'loading' },
        holdings: { kind: 'loading' },
        transactions: { kind: 'loading' },
      }}
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

/** The balance is in, the summary not yet: the profit waits rather than flash an estimate. */
export const SummaryLoading: Story = {
  args: { summary: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading portfolio summary')).toBeVisible();
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

// D10.
/** No account summary, so profit is 25 % of the balance, labelled Estimate. */
export const EstimatedProfit: Story = {
  args: {
    balance: { kind: 'ready', data: { ...alexBalance, balance: 3200 } },
    summary: { kind: 'ready', data: null },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Balance')).toBe('$3,200.00');
    const profit = region(canvasElement, 'Portfolio Summary').getByText(/^Profit/, {
      selector: 'dt',
    });
    await expect(profit).toHaveTextContent('ProfitEstimate');
    await expect(profit.nextElementSibling).toHaveTextContent('+$800.00');
    await expect(canvas.getByText(i18n._(portfolioTexts.profitEstimateNote))).toBeVisible();
  },
};

/** A loss from the summary is the summary's figure: signed, never an estimate. */
export const Loss: Story = {
  args: { summary: { kind: 'ready', data: { ...alexSummary, profitLoss: -842.75 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Profit')).toBe('-$842.75');
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

/** No balance record yet: the balance is $0.00 and it was never updated. */
export const NeverUpdated: Story = {
  args: {
    balance: { kind: 'ready', data: { balance: 0, currency: 'USD', updatedAt: null } },
    summary: { kind: 'ready', data: null },
  },
  play: async ({ canvasElement }) => {
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(summary.getByText(`Last updated: ${profileMessages.never}`)).toBeVisible();
    await expect(tileValue(canvasElement, 'Balance')).toBe('$0.00');
  },
};

// Spec 2 §8.
/** The balance's message replaces the summary; the other sections stay. */
export const BalanceError: Story = {
  args: { balance: failed(httpErrors.serverError) },
  play: async ({ args, canvas, canvasElement }) => {
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(summary.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await expect(summary.queryByText('Balance', { selector: 'dt' })).toBeNull();
    await expect(
      within(canvas.getByRole('table', { name: 'Asset Breakdown' })).getAllByRole('row'),
    ).toHaveLength(9);
    await userEvent.click(summary.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledOnce();
  },
};

export const BalanceUnreadable: Story = {
  args: { balance: failed(balanceMessages.loadFailed) },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Portfolio Summary').getByRole('alert')).toHaveTextContent(
      balanceMessages.loadFailed,
    );
  },
};

export const BalanceRetrying: Story = {
  args: { balance: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('region', { name: 'Portfolio Summary' }),
      httpErrors.serverError,
    );
  },
};

/** The summary failed: the balance stays, the profit is unavailable (never an estimate), with a retry. */
export const SummaryError: Story = {
  args: { summary: failed(httpErrors.network) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(tileValue(canvasElement, 'Profit')).toBe('Unavailable');
    await expect(canvas.queryByText('Estimate')).toBeNull();
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(summary.getByRole('alert')).toHaveTextContent(
      i18n._(portfolioTexts.profitUnavailable(httpErrors.network)),
    );
    await userEvent.click(summary.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySummary).toHaveBeenCalledOnce();
  },
};

// D10.
/** A name outside spec 2 §3's fixed set shows as Unknown. */
export const UnknownAsset: Story = {
  args: {
    holdings: {
      kind: 'ready',
      data: [
        { name: 'Bitcoin', value: 6000, allocation: 60, change: 12.5 },
        { name: 'Legacy Fund 2019', value: 4000, allocation: 40, change: -2.25 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Asset Breakdown' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent(/^Unknown\$4,000\.0040%-2\.25%$/);
    await expect(within(table).queryByText('Legacy Fund 2019')).toBeNull();
  },
};

/** No holdings (Jamie): the empty state. */
export const NoHoldings: Story = {
  args: { holdings: { kind: 'ready', data: [] } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Asset Breakdown' });
    await expect(within(table).getByText(i18n._(portfolioTexts.noHoldings))).toBeVisible();
  },
};

/**
 * D19: the latest refresh of the holdings failed, so the values shown are the last good ones, marked stale with
 * their time.
 */
export const HoldingsStale: Story = {
  args: { holdingsFreshness: { kind: 'stale', at: holdingsValuedAt } },
  play: async ({ canvas }) => {
    const breakdown = canvas.getByRole('region', { name: 'Asset Breakdown' });
    await expect(within(breakdown).getByText(/^Stale, as of /)).toHaveAttribute(
      'data-freshness',
      'stale',
    );
    await expect(within(breakdown).getByRole('table')).toBeVisible();
  },
};

export const HoldingsError: Story = {
  args: { holdings: failed(httpErrors.serverError) },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Asset Breakdown' });
    await expect(within(table).getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(within(table).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryHoldings).toHaveBeenCalledOnce();
    // The sections that loaded stay.
    await expect(canvas.getByText('+$1,245.30')).toBeVisible();
  },
};

export const HoldingsRetrying: Story = {
  args: { holdings: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('table', { name: 'Asset Breakdown' }),
      httpErrors.serverError,
    );
  },
};

// Spec 2 §2.
/** No transactions, the spec's text and a Deposit Now link to /deposit. */
export const NoTransactions: Story = {
  tags: ['interaction', '!autodocs'],
  args: { transactions: { kind: 'ready', data: [] } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Transactions' });
    await expect(within(table).getByText(emptyStates.portfolioTransactions)).toBeVisible();
    const link = within(table).getByRole('link', { name: 'Deposit Now' });
    await expect(link).toHaveAttribute('href', '/deposit');
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /deposit');
  },
};

/** The empty Recent Transactions as the user meets it, before following Deposit Now. */
export const NoTransactionsMessage: Story = {
  args: { transactions: { kind: 'ready', data: [] } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Transactions' });
    await expect(within(table).getByText(emptyStates.portfolioTransactions)).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Deposit Now' })).toBeVisible();
  },
};

export const TransactionsError: Story = {
  args: { transactions: failed(httpErrors.tooManyRequests) },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Transactions' });
    await expect(within(table).getByRole('alert')).toHaveTextContent(httpErrors.tooManyRequests);
    await userEvent.click(within(table).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryTransactions).toHaveBeenCalledOnce();
  },
};

export const TransactionsRetrying: Story = {
  args: { transactions: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('table', { name: 'Recent Transactions' }),
      httpErrors.serverError,
    );
  },
};

/** Everything failed at once: each section shows its own message and Try Again. */
export const EverythingFailed: Story = {
  args: {
    balance: failed(httpErrors.serverError),
    holdings: failed(httpErrors.network),
    transactions: failed(httpErrors.forbidden),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(3);
  },
};

/** Long values wrap inside their tiles and cells at any width. */
export const LongValues: Story = {
  args: {
    balance: { kind: 'ready', data: { ...alexBalance, balance: 987_654_321.98 } },
    summary: { kind: 'ready', data: { ...alexSummary, profitLoss: -123_456_789.01 } },
    holdings: {
      kind: 'ready',
      data: [{ name: 'Binance Coin', value: 987_654_321.98, allocation: 99.99, change: -99.99 }],
    },
    transactions: {
      kind: 'ready',
      data: [
        transaction('deposit-9', 'Deposit', 199_999.99, '2026-06-15T09:00:00Z', {
          method: 'Cryptocurrency via a very long payment method name',
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Balance')).toBe('$987,654,321.98');
    await expect(canvas.getByText('-99.99%')).toBeVisible();
  },
};

const allStates = {
  Loaded: {},
  Loading,
  'Profit estimated (no account summary)': EstimatedProfit,
  'A loss': Loss,
  'New account (never updated)': NeverUpdated,
  'Balance failed to load': BalanceError,
  'Profit failed to load': SummaryError,
  'No holdings yet': NoHoldings,
  'Holdings failed to load': HoldingsError,
  'No transactions yet': NoTransactionsMessage,
  'Transactions failed to load': TransactionsError,
  'Everything failed to load': EverythingFailed,
};

/** Every state of the page at once, for review: loaded, loading, estimates, empty sections and failures. */
export const AllStates: Story = allStatesStory(PortfolioView, meta.args, allStates, {
  padded: true,
});
