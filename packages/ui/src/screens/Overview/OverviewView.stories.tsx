import type { Meta, StoryObj } from '@storybook/react-vite';
import { portfolioRanges, type PortfolioHistoryPoint } from '@tp/api';
import { balanceMessages, httpErrors } from '@tp/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectRetrying } from '../../storybook/expectRetrying';
import { StoryRouter } from '../../storybook/StoryProviders';
import { MarketChartView } from '../../widgets/MarketChart';
import { i18n } from '@tp/i18n';
import { overviewTexts } from './overviewTexts';
import { OverviewView, type OverviewViewProps } from './OverviewView';
import { region } from '../../storybook/storyQueries';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { choiceArg } from '../../storybook/choiceArg';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { marketChartSlots } from '../../storybook/marketChartSlots';

/**
 * Thirteen monthly points, 15 June 2025 to 15 June 2026, as a server sends them (D10): the net deposits at each
 * (10,000, then 15,000 from July, 13,500 after September's withdrawal, 12,500 after October's transfer) and the value,
 * those plus the profit made by then: a loss in late summer, recovered, ending at the summary's +$1,245.30 (the value
 * then is $13,745.30, the equity). The mock's own walk never dips below zero while the summary shows a gain; a server
 * may, and the chart shows it.
 */
const netDeposits = [
  10_000, 15_000, 15_000, 13_500, 12_500, 12_500, 12_500, 12_500, 12_500, 12_500, 12_500, 12_500,
  12_500,
];
const profits = [0, 180, -420, -3460, -2380, -1310, 120, 405, 760, 980, 1120, 1060, 1245.3];
const yearOfHistory: PortfolioHistoryPoint[] = netDeposits.map((deposited, index) => ({
  date: `${index < 7 ? 2025 : 2026}-${String(((index + 5) % 12) + 1).padStart(2, '0')}-15`,
  value: deposited + profits[index]!,
  net_deposits: deposited,
}));

const alexSummary = { profitLoss: 1245.3, margin: 3125, openedPosition: 2 };
/** The mock's SEED_NOW: the illustration's last month is June 2026. */
const today = Date.UTC(2026, 5, 15, 12);

const failed = (message: string, retrying = false) =>
  ({ kind: 'error', message, retrying }) as const;

/**
 * The Account Overview page drawn from given data: the Financial Overview cards (Balance, Profit,
 * Margin), the Performance Overview and Profit Analysis charts with their 1M / 1Y / All buttons,
 * and the Market Chart. One story per state: loaded, loading, an estimated margin, the illustration
 * shown without history, each section's failure and retry, long values and phones.
 */
const meta = {
  title: 'Screens/Overview/OverviewView',
  component: OverviewView,
  parameters: { layout: 'fullscreen' },
  args: {
    balance: { kind: 'ready', data: 12_500 },
    onRetryBalance: fn(),
    summary: { kind: 'ready', data: alexSummary },
    onRetrySummary: fn(),
    performanceRange: '1Y',
    onPerformanceRangeChange: fn(),
    performanceHistory: { kind: 'ready', data: yearOfHistory },
    onRetryPerformanceHistory: fn(),
    profitRange: '1Y',
    onProfitRangeChange: fn(),
    profitHistory: { kind: 'ready', data: yearOfHistory },
    onRetryProfitHistory: fn(),
    today,
    marketChart: <MarketChartView title="BTC/USD" status={{ kind: 'idle' }} height={420} />,
  },
  argTypes: {
    balance: fixtureArg<OverviewViewProps['balance']>(
      {
        'Alex ($12,500.00)': { kind: 'ready', data: 12_500 },
        'A smaller balance ($3,200.00)': { kind: 'ready', data: 3200 },
        Loading: { kind: 'loading' },
        'Failed to load': failed(balanceMessages.loadFailed),
      },
      'The Balance card; a failure replaces the Financial Overview cards.',
    ),
    summary: fixtureArg<OverviewViewProps['summary']>(
      {
        'Alex (+$1,245.30 profit)': { kind: 'ready', data: alexSummary },
        'A loss, no margin (-$842.75)': {
          kind: 'ready',
          data: { profitLoss: -842.75, margin: 0, openedPosition: 0 },
        },
        'No summary (margin estimated)': { kind: 'ready', data: null },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The Profit and Margin cards; without a summary the margin is an estimate.',
    ),
    performanceRange: choiceArg(
      portfolioRanges.map(({ range }) => range),
      'The range button pressed above Performance Overview.',
    ),
    performanceHistory: fixtureArg<OverviewViewProps['performanceHistory']>(
      {
        'A year of history': { kind: 'ready', data: yearOfHistory },
        'No history yet (illustration)': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.serverError),
      },
      'The portfolio values Performance Overview draws.',
    ),
    profitRange: choiceArg(
      portfolioRanges.map(({ range }) => range),
      'The range button pressed above Profit Analysis.',
    ),
    profitHistory: fixtureArg<OverviewViewProps['profitHistory']>(
      {
        'A year of history': { kind: 'ready', data: yearOfHistory },
        'No history yet (illustration)': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': failed(httpErrors.tooManyRequests),
      },
      'The portfolio values and net deposits Profit Analysis subtracts one from the other.',
    ),
    marketChart: fixtureArg<OverviewViewProps['marketChart']>(
      marketChartSlots,
      'The BTC/USD chart at the foot of the page.',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/overview">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof OverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value under a card's label in the Financial Overview. */
function cardValue(canvasElement: HTMLElement, label: string) {
  const term = region(canvasElement, 'Financial Overview').getByText(new RegExp(`^${label}`), {
    selector: 'dt',
  });
  return term.nextElementSibling?.textContent;
}

/**
 * Alex: the summary's profit and margin (no Estimate); the history, and the history minus net
 * deposits, which ends at the Profit card's +$1,245.30 (D10: the two never disagree).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(cardValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(cardValue(canvasElement, 'Margin')).toBe('$3,125.00');
    await expect(canvas.queryByText('Estimate')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Market: gainers, losers and most active' }),
    ).toHaveAttribute('href', '/market');

    await expect(
      region(canvasElement, 'Performance Overview').getByRole('figure', {
        name: 'Portfolio value from $10,000.00 on Jun 15, 2025 to $13,745.30 on Jun 15, 2026 (13 points).',
      }),
    ).toBeVisible();
    const profit = region(canvasElement, 'Profit Analysis');
    await expect(
      profit.getByRole('figure', {
        name: 'Profit (value minus net deposits) from $0.00 on Jun 15, 2025 to +$1,245.30 on Jun 15, 2026 (13 points).',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(i18n._(overviewTexts.illustrationTag))).toBeNull();
    await expect(
      canvas.getByRole('figure', { name: 'BTC/USD daily price chart' }),
    ).toBeInTheDocument();
  },
};

/** Tooltips give the date and dollar value; the keyboard reaches them through each chart's slider. */
export const ChartTooltips: Story = {
  play: async ({ canvas, canvasElement }) => {
    const performance = canvas.getByRole('slider', { name: 'Portfolio value by date' });
    performance.focus();
    await userEvent.keyboard('{Home}');
    await expect(performance).toHaveAttribute('aria-valuetext', 'Jun 15, 2025: $10,000.00');
    const profit = canvas.getByRole('slider', { name: 'Profit by date' });
    profit.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    // 15 Aug 2025: $14,580.00 minus the $15,000.00 deposited by then.
    await expect(profit).toHaveAttribute('aria-valuetext', 'Aug 15, 2025: -$420.00');
    await expect(
      region(canvasElement, 'Profit Analysis').getByText('-$420.00', { selector: 'span' }),
    ).toBeVisible();
  },
};

const everythingLoading = {
  balance: { kind: 'loading' },
  summary: { kind: 'loading' },
  performanceHistory: { kind: 'loading' },
  profitHistory: { kind: 'loading' },
  marketChart: <MarketChartView title="BTC/USD" status={{ kind: 'loading' }} height={420} />,
} as const;

export const Loading: Story = {
  args: everythingLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading financial overview')).toBeVisible();
    await expect(canvas.getByText('Loading performance overview')).toBeVisible();
    await expect(canvas.getByText('Loading profit analysis')).toBeVisible();
    await expect(canvas.getByText('Loading BTC/USD chart')).toBeVisible();
  },
};

// D10.
/** No account summary, so the margin is 25 % of the balance, labelled Estimate; profit is 0. */
export const EstimatedMargin: Story = {
  args: { balance: { kind: 'ready', data: 3200 }, summary: { kind: 'ready', data: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardValue(canvasElement, 'Balance')).toBe('$3,200.00');
    await expect(cardValue(canvasElement, 'Profit')).toBe('$0.00');
    await expect(cardValue(canvasElement, 'Margin')).toBe('$800.00');
    const margin = region(canvasElement, 'Financial Overview').getByText(/^Margin/, {
      selector: 'dt',
    });
    await expect(margin).toHaveTextContent('MarginEstimate');
    await expect(canvas.getAllByText('Estimate')).toHaveLength(1);
    await expect(canvas.getByText(i18n._(overviewTexts.marginEstimateNote))).toBeVisible();
  },
};

/** A summary's zero margin is the summary's figure, not an estimate. */
export const ZeroMarginFromSummary: Story = {
  args: { summary: { kind: 'ready', data: { profitLoss: -842.75, margin: 0, openedPosition: 0 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardValue(canvasElement, 'Profit')).toBe('-$842.75');
    await expect(cardValue(canvasElement, 'Margin')).toBe('$0.00');
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

/** The summary failed: profit and margin are unavailable (never estimated), with a retry. */
export const SummaryError: Story = {
  args: { summary: failed(httpErrors.serverError) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(cardValue(canvasElement, 'Margin')).toBe('Unavailable');
    await expect(canvas.queryByText('Estimate')).toBeNull();
    const cards = region(canvasElement, 'Financial Overview');
    await expect(cards.getByRole('alert')).toHaveTextContent(
      i18n._(overviewTexts.figuresUnavailable(httpErrors.serverError)),
    );
    await userEvent.click(cards.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySummary).toHaveBeenCalledOnce();
  },
};

// Spec 2 §8.
/** The balance's message replaces the cards; the charts stay. */
export const BalanceError: Story = {
  args: { balance: failed(balanceMessages.loadFailed) },
  play: async ({ args, canvas, canvasElement }) => {
    const cards = region(canvasElement, 'Financial Overview');
    await expect(cards.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    await expect(cards.queryByText('Balance', { selector: 'dt' })).toBeNull();
    await expect(canvas.getByRole('slider', { name: 'Portfolio value by date' })).toBeVisible();
    await userEvent.click(cards.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledOnce();
  },
};

export const BalanceRetrying: Story = {
  args: { balance: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('region', { name: 'Financial Overview' }),
      httpErrors.serverError,
    );
  },
};

// D10.
/** No history, so both charts draw the fixed multipliers and say "Illustration". */
export const Illustration: Story = {
  args: {
    performanceHistory: { kind: 'ready', data: [] },
    profitHistory: { kind: 'ready', data: [] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText(i18n._(overviewTexts.illustrationTag))).toHaveLength(2);
    const performance = region(canvasElement, 'Performance Overview');
    await expect(
      performance.getByText(i18n._(overviewTexts.performanceIllustrationNote)),
    ).toBeVisible();
    await expect(
      performance.getByRole('figure', {
        name: 'Illustrative portfolio value from $10,000.00 on Jul 1, 2025 to $12,500.00 on Jun 1, 2026 (12 points).',
      }),
    ).toBeVisible();
    const profit = region(canvasElement, 'Profit Analysis');
    await expect(profit.getByText(i18n._(overviewTexts.profitIllustrationNote))).toBeVisible();
    await expect(
      profit.getByRole('figure', {
        name: /^Illustrative profit from \+\$62\.2\d on Jul 1, 2025 to \+\$1,245\.30 on Jun 1, 2026/,
      }),
    ).toBeVisible();
  },
};

/** No history and no balance yet: the illustration waits for the balance it multiplies. */
export const IllustrationWaitsForBalance: Story = {
  args: {
    balance: { kind: 'loading' },
    performanceHistory: { kind: 'ready', data: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading performance overview')).toBeVisible();
  },
};

export const PerformanceError: Story = {
  args: { performanceHistory: failed(httpErrors.serverError) },
  play: async ({ args, canvasElement }) => {
    const performance = region(canvasElement, 'Performance Overview');
    await expect(performance.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(performance.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPerformanceHistory).toHaveBeenCalledOnce();
    // Profit Analysis reads its own range's history and still draws.
    await expect(region(canvasElement, 'Profit Analysis').getByRole('figure')).toBeVisible();
  },
};

export const PerformanceRetrying: Story = {
  args: { performanceHistory: failed(httpErrors.serverError, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('region', { name: 'Performance Overview' }),
      httpErrors.serverError,
    );
  },
};

/** Profit Analysis' history failed: its error and Try Again; Performance Overview still draws. */
export const ProfitError: Story = {
  args: { profitHistory: failed(httpErrors.tooManyRequests) },
  play: async ({ args, canvasElement }) => {
    const profit = region(canvasElement, 'Profit Analysis');
    await expect(profit.getByRole('alert')).toHaveTextContent(httpErrors.tooManyRequests);
    await userEvent.click(profit.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryProfitHistory).toHaveBeenCalledOnce();
    await expect(region(canvasElement, 'Performance Overview').getByRole('figure')).toBeVisible();
  },
};

export const ProfitRetrying: Story = {
  args: { profitHistory: failed(httpErrors.tooManyRequests, true) },
  play: async ({ canvas }) => {
    await expectRetrying(
      canvas.getByRole('region', { name: 'Profit Analysis' }),
      httpErrors.tooManyRequests,
    );
  },
};

// D5.
/** Each chart has its own 1M/1Y/All buttons. */
export const RangeButtons: Story = {
  tags: ['interaction', '!autodocs'],
  args: { profitRange: 'ALL' },
  play: async ({ args, canvas }) => {
    const performance = within(canvas.getByRole('group', { name: 'Performance Overview range' }));
    const profit = within(canvas.getByRole('group', { name: 'Profit Analysis range' }));
    await expect(performance.getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(profit.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(performance.getByRole('button', { name: '1M' }));
    await expect(args.onPerformanceRangeChange).toHaveBeenLastCalledWith('1M');
    await expect(args.onProfitRangeChange).not.toHaveBeenCalled();
    await userEvent.click(profit.getByRole('button', { name: '1Y' }));
    await expect(args.onProfitRangeChange).toHaveBeenLastCalledWith('1Y');
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

/** Long values wrap inside their cards at any width. */
export const LongValues: Story = {
  args: {
    balance: { kind: 'ready', data: 987_654_321.98 },
    summary: {
      kind: 'ready',
      data: { profitLoss: -123_456_789.01, margin: 246_913_580.5, openedPosition: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(cardValue(canvasElement, 'Balance')).toBe('$987,654,321.98');
    await expect(cardValue(canvasElement, 'Profit')).toBe('-$123,456,789.01');
  },
};

/** No layout shift: the figures and both charts load in their loaded frames, so Market Chart stays put. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={OverviewView}
      loaded={args}
      loading={{ ...args, ...everythingLoading }}
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

/**
 * The same with only gains, as the mock's own walk draws them: Profit Analysis' low label is short ("+$62.43"), so
 * its axis row takes one line on a phone where the loading frame keeps room for two.
 */
export const ArrivesInPlaceOnAPhoneWithOnlyGains: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlaceOnAPhone,
  args: {
    profitHistory: {
      kind: 'ready',
      data: yearOfHistory.map((point, index) => ({
        ...point,
        value: point.net_deposits + Math.max(62.43, Math.abs(profits[index]!)),
      })),
    },
  },
};

const allStates = {
  Loaded: {},
  Loading,
  'Margin estimated (no account summary)': EstimatedMargin,
  'A loss, no margin': ZeroMarginFromSummary,
  'Balance failed to load': BalanceError,
  'Profit and margin failed to load': SummaryError,
  'No history yet (illustration)': Illustration,
  'Performance Overview failed to load': PerformanceError,
  'Profit Analysis failed to load': ProfitError,
  'Market chart failed to load': MarketChartFailed,
};

/** Every state of the page at once, for review: loaded, loading, estimates, the illustration and failures. */
export const AllStates: Story = allStatesStory(OverviewView, meta.args, allStates, {
  padded: true,
});
