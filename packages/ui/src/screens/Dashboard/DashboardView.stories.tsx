import type { Meta, StoryObj } from '@storybook/react-vite';
import { portfolioRanges, type PortfolioPoint, type Transaction } from '@tp/api';
import { balanceMessages, emptyStates, httpErrors, withdrawalHoldMessages } from '@tp/messages';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { choiceArg } from '../../storybook/choiceArg';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { StoryRouter } from '../../storybook/StoryProviders';
import { MarketChartView } from '../../widgets/MarketChart';
import { dashboardFigures } from './dashboardFigures';
import { DashboardView, type DashboardViewProps } from './DashboardView';
import { marketChartSlots } from '../../storybook/marketChartSlots';
import { formatDateTime } from '../../format';
import { WithdrawalHoldBanner } from '../shared/WithdrawalHold/WithdrawalHoldNotice';
import { EmailChangeUndoBanner } from './EmailChangeUndoNotice';

/** D16: withdrawals on hold until 24 hours after the seed's time, after a password reset. */
const holdUntil = '2026-06-16T12:00:00.000Z';
const holdNotice = <WithdrawalHoldBanner hold={{ until: holdUntil, reason: 'password_reset' }} />;
const undoUntil = '2026-06-22T12:00:00.000Z';
const undoNotice = (
  <EmailChangeUndoBanner
    changes={[{ previous_email: 'alex.morgan@example.com', until: undoUntil }]}
  />
);

function transaction(
  key: string,
  type: Transaction['type'],
  amount: number,
  createdAt: string,
  extra: Partial<Transaction> = {},
): Transaction {
  return {
    key,
    id: Number(key.split('-')[1]),
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

const sixTransactions: Transaction[] = [
  transaction('deposit-6', 'Deposit', 750, '2026-05-28T08:05:00Z', {
    status: 'pending',
    cryptoType: 'USDT (TRC20)',
  }),
  transaction('withdrawal-3', 'Withdraw', -250, '2026-03-02T18:30:00Z', {
    status: 'expired',
    method: 'Cryptocurrency',
  }),
  transaction('deposit-4', 'Deposit', 300, '2026-01-08T12:00:00Z', {
    status: 'rejected',
    cryptoType: 'BTC',
  }),
  transaction('withdrawal-2', 'Transfer', -1000, '2025-10-05T10:00:00Z', {
    recipientEmail: 'jamie.lee@example.com',
  }),
  transaction('withdrawal-1', 'Withdraw', -1500, '2025-09-10T14:00:00Z'),
  transaction('deposit-3', 'Deposit', 5000, '2025-07-01T16:20:00Z', { cryptoType: 'ETH' }),
];

const yearOfHistory: PortfolioPoint[] = [
  10_625, 10_810, 10_700, 11_020, 11_240, 11_100, 11_480, 11_800, 11_650, 12_050, 12_300, 12_210,
  12_500,
].map((value, index) => ({
  date: `${index < 7 ? 2025 : 2026}-${String(((index + 5) % 12) + 1).padStart(2, '0')}-15`,
  value,
}));

const alexFigures = dashboardFigures(
  { balance: 12_500 },
  { profitLoss: 1245.3, margin: 3125, openedPosition: 2 },
);

const cardLabels = ['Balance', 'Equity', 'Profit', 'Margin', 'Position'];

const failed = (message: string, retrying = false) =>
  ({ kind: 'error', message, retrying }) as const;

/**
 * The Dashboard: the greeting, the account summary cards, the portfolio performance chart with its
 * time ranges, the asset allocation, the market analysis and the recent activity. The stories draw
 * the page from given data, one story per state: loading, refreshing, each section failing, no data
 * yet, and a loss.
 */
const meta = {
  title: 'Screens/Dashboard/DashboardView',
  component: DashboardView,
  parameters: { layout: 'fullscreen' },
  args: {
    greetingName: 'Alex',
    figures: { kind: 'ready', data: alexFigures },
    lastUpdated: Date.UTC(2026, 5, 15, 12, 0),
    onRetryFigures: fn(),
    onRefresh: fn(),
    range: '1Y',
    onRangeChange: fn(),
    performance: { kind: 'ready', data: yearOfHistory },
    onRetryPerformance: fn(),
    marketChart: <MarketChartView title="BTC/USD" status={{ kind: 'idle' }} height={420} />,
    activity: { kind: 'ready', data: sixTransactions },
    onRetryActivity: fn(),
  },
  argTypes: {
    figures: fixtureArg(
      {
        'Alex ($12,500.00)': { kind: 'ready', data: alexFigures },
        'Jamie, no account summary ($3,200.00)': {
          kind: 'ready',
          data: dashboardFigures({ balance: 3200 }, null),
        },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The five cards: balance, equity, profit, margin and open positions.',
    ),
    summary: fixtureArg(
      {
        Loaded: { kind: 'ready', data: null },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'Where profit, margin and position come from: when it fails they show 0, with a message.',
    ),
    range: choiceArg(
      portfolioRanges.map(({ range }) => range),
      'The pressed range button of the performance chart.',
    ),
    performance: fixtureArg(
      {
        'A year of history': { kind: 'ready', data: yearOfHistory },
        'No history yet (sample data)': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The portfolio performance chart.',
    ),
    marketChart: fixtureArg(marketChartSlots, 'The BTC/USD market chart.'),
    withdrawalHold: fixtureArg(
      { None: null, 'On hold after a password reset': holdNotice },
      'D16: the notice that withdrawals are on hold after a credential change.',
    ),
    emailChangeUndo: fixtureArg(
      { None: null, 'The previous address can still undo': undoNotice },
      'D22: the notice that an earlier address can still undo an e-mail change.',
    ),
    activity: fixtureArg(
      {
        'Six transactions': { kind: 'ready', data: sixTransactions },
        'No transactions yet': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.network),
      },
      'The Recent Activity table (it shows the five newest).',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/dashboard">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything loaded: the five cards, a year of history, the five newest of six transactions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Alex!')).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Account summary' }));
    await expect(summary.getByText('$12,500.00')).toBeVisible();
    await expect(summary.getByText('+$1,245.30')).toBeVisible();
    await expect(summary.getByText('$13,745.30')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Recent Activity' });
    // Header row plus the five newest.
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByText('Cryptocurrency deposit (ETH)')).toBeNull();
    // Spec 2 §3: a withdrawal is typed "Withdrawal" on the dashboard.
    await expect(within(table).getAllByRole('cell', { name: 'Withdrawal' })).toHaveLength(2);
    await expect(within(table).getByRole('cell', { name: 'Transfer' })).toBeVisible();
    await expect(within(table).getByText('-$1,000.00')).toBeVisible();
    await expect(within(table).getByText('+$750.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Activity' })).toHaveAttribute(
      'href',
      '/trade-history',
    );
  },
};

/** Each section keeps its loaded frame: the cards' labels without values, the chart's height, the table's. */
export const Loading: Story = {
  args: {
    figures: { kind: 'loading' },
    performance: { kind: 'loading' },
    activity: { kind: 'loading' },
    marketChart: <MarketChartView title="BTC/USD" status={{ kind: 'loading' }} height={420} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading balance')).toBeVisible();
    await expect(canvas.getByText('Loading portfolio performance')).toBeVisible();
    await expect(canvas.getByText('Loading recent activity')).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Account summary' }));
    await expect(summary.getByRole('status')).toHaveTextContent('Loading balance');
    for (const label of cardLabels) {
      await expect(summary.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    // No value, real or made up, until the figures arrive.
    for (const value of summary.getAllByRole('definition')) {
      await expect(value).toHaveTextContent(/^$/);
    }
    await expect(summary.queryByText(/^Last updated:/)).toBeNull();
  },
};

/** The owner of the loads: everything loading until "Deliver the data", then the Default story's data. */
function LoadThenDeliver(args: DashboardViewProps) {
  const [delivered, setDelivered] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDelivered(true)}>
        Deliver the data
      </button>
      <DashboardView
        {...args}
        {...(delivered
          ? {
              figures: { kind: 'ready', data: alexFigures },
              performance: { kind: 'ready', data: yearOfHistory },
              activity: { kind: 'ready', data: sixTransactions },
            }
          : {
              figures: { kind: 'loading' },
              performance: { kind: 'loading' },
              activity: { kind: 'loading' },
            })}
      />
    </>
  );
}

/** No layout shift: when the figures, the history and the activity arrive, the sections below stay put. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => <LoadThenDeliver {...args} />,
  play: async ({ canvas }) => {
    // The card's region (a table too wide for a phone is a region of the same name after it).
    const top = (name: string) =>
      canvas.getAllByRole('region', { name })[0]!.getBoundingClientRect().top;
    const sections = ['Asset Allocation', 'Market Analysis', 'Recent Activity'];
    await expect(canvas.getByText('Loading balance')).toBeVisible();
    const before = sections.map(top);
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the data' }));
    await expect(canvas.getByText('$13,745.30')).toBeVisible();
    const after = sections.map(top);
    sections.forEach((name, index) =>
      expect(Math.abs(after[index]! - before[index]!), `${name} moved`).toBeLessThanOrEqual(4),
    );
  },
};

/** The same on the phone Lighthouse measures (story tests run at 1200 px unless a story picks one). */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  parameters: {
    viewport: {
      options: { phone412: { name: 'Phone 412', styles: { width: '412px', height: '823px' } } },
    },
  },
  globals: { viewport: { value: 'phone412', isRotated: false } },
  play: async (context) => {
    await ArrivesInPlace.play!(context);
    // Too wide for the phone, the activity table becomes a focusable region once it has measured itself
    // (a ResizeObserver, after the data): wait for it, or axe may meet the scroller a moment before.
    await waitFor(() =>
      expect(context.canvas.getAllByRole('region', { name: 'Recent Activity' })).toHaveLength(2),
    );
  },
};

// Spec 2 §8.
/** The balance error replaces the cards, with a retry. */
export const BalanceError: Story = {
  args: { figures: failed(httpErrors.serverError) },
  play: async ({ args, canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Account summary' }));
    await expect(summary.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await expect(summary.queryByText('Balance')).toBeNull();
    await userEvent.click(summary.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryFigures).toHaveBeenCalledOnce();
  },
};

/** Try Again is running: the message stays in place of the cards and its button shows busy. */
export const BalanceRetrying: Story = {
  args: { figures: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Account summary' }));
    await expect(summary.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    const retry = summary.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(summary.queryByText('Loading balance')).toBeNull();
  },
};

export const BalanceErrorWithoutMessage: Story = {
  args: { figures: failed(balanceMessages.loadFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
  },
};

export const NegativeProfit: Story = {
  args: {
    figures: {
      kind: 'ready',
      data: dashboardFigures(
        { balance: 12_500 },
        { profitLoss: -842.75, margin: 3125, openedPosition: 2 },
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$842.75')).toBeVisible();
    await expect(canvas.getByText('$11,657.25')).toBeVisible();
  },
};

// Spec 2 §3.
/** Without an account summary profit, margin and position are 0. */
export const NoAccountSummary: Story = {
  args: {
    figures: { kind: 'ready', data: dashboardFigures({ balance: 3200 }, null) },
    greetingName: 'Jamie',
  },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Account summary' }));
    await expect(summary.getAllByText('$3,200.00')).toHaveLength(2);
    await expect(summary.getAllByText('$0.00')).toHaveLength(2);
    await expect(summary.getByText('0')).toBeVisible();
  },
};

export const AccountSummaryFailed: Story = {
  args: {
    figures: { kind: 'ready', data: dashboardFigures({ balance: 12_500 }, null) },
    summary: failed(httpErrors.serverError),
    onRetrySummary: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySummary).toHaveBeenCalledOnce();
  },
};

export const EmptyActivity: Story = {
  args: { activity: { kind: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyStates.recentActivity)).toBeVisible();
  },
};

export const ActivityError: Story = {
  args: { activity: failed(httpErrors.network) },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Activity' });
    await expect(within(table).getByRole('alert')).toHaveTextContent(httpErrors.network);
    await userEvent.click(within(table).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryActivity).toHaveBeenCalledOnce();
  },
};

// Spec 2 §2.
/** No history yet → the 2025 sample starting at 100,000, labelled as a sample. */
export const SampleHistory: Story = {
  args: { performance: { kind: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample data')).toBeVisible();
    await expect(
      canvas.getByRole('figure', {
        name: /^Sample portfolio value from \$100,000\.00 on Jan 1, 2025/,
      }),
    ).toBeVisible();
  },
};

// D5.
/** Each button asks for its range; the active one is pressed. */
export const RangeButtons: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Chart range' }));
    await expect(group.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(group.getByRole('button', { name: '1M' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('1M');
    await userEvent.click(group.getByRole('button', { name: 'All' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('ALL');
  },
};

export const PerformanceError: Story = {
  args: {
    performance: failed(httpErrors.serverError),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPerformance).toHaveBeenCalledOnce();
  },
};

export const MarketChartFailed: Story = {
  args: {
    marketChart: (
      <MarketChartView
        title="BTC/USD"
        status={failed(httpErrors.serverError)}
        height={420}
        onRetry={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'BTC/USD daily price chart' });
    await expect(within(figure).getByRole('alert')).toHaveTextContent(httpErrors.serverError);
  },
};

export const Refreshing: Story = {
  args: { figures: { kind: 'ready', data: alexFigures, refreshing: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  },
};

/** D16: 24 hours after a password reset, withdrawals are on hold: the notice heads the page. */
export const WithdrawalsOnHold: Story = {
  args: { withdrawalHold: holdNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      withdrawalHoldMessages.afterPasswordReset(formatDateTime(holdUntil)),
    );
  },
};

/** D22: an e-mail change confirmed a day ago: on hold, and the previous address can undo it for 6 more days. */
export const EmailChangeUndoable: Story = {
  args: { withdrawalHold: holdNotice, emailChangeUndo: undoNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent(
      `Until ${formatDateTime(undoUntil)}, alex.morgan@example.com can still undo the change`,
    );
  },
};

const dashboardStates = {
  Loaded: {},
  Loading,
  'Refreshing the figures': Refreshing,
  'Balance failed to load': BalanceError,
  'Retrying the balance': BalanceRetrying,
  'Balance failed, no message from the server': BalanceErrorWithoutMessage,
  'Making a loss': NegativeProfit,
  'No account summary': NoAccountSummary,
  'Account summary failed to load': AccountSummaryFailed,
  'No history yet (sample data)': SampleHistory,
  'Performance failed to load': PerformanceError,
  'Market chart failed to load': MarketChartFailed,
  'No transactions yet': EmptyActivity,
  'Recent activity failed to load': ActivityError,
  'Withdrawals on hold': WithdrawalsOnHold,
  'An e-mail change the previous address can undo': EmailChangeUndoable,
};

/** Every state of the page at once, for review: loaded, loading, refreshing, each load failure, no data yet. */
export const AllStates: Story = allStatesStory(DashboardView, meta.args, dashboardStates, {
  padded: true,
});
