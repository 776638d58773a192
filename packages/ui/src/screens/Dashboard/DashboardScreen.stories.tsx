import type { Meta, StoryObj } from '@storybook/react-vite';
import { storageKeys } from '@tp/api';
import { API_BASE_URL, createStoryMockApi, scenario } from '@tp/mocks';
import { balanceMessages, emptyStates, httpErrors, withdrawalHoldMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFlight } from '../../storybook/StoryProviders';
import type { StoryUser } from '../../storybook/signedIn';
import { signedInScreen } from '../../storybook/signedInScreen';
import { DashboardScreen } from './DashboardScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { region, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const profiles: Record<StoryUser, string> = {
  alex: JSON.stringify({ firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' }),
  jamie: JSON.stringify({ firstName: 'Jamie', lastName: 'Lee', email: 'jamie.lee@example.com' }),
};

/** Named scenarios in front of the story's backend. */
const withScenarios = scenarioParameters(mockApi);

/**
 * The Dashboard of a signed-in user: a greeting, the account summary cards (balance, equity,
 * profit, margin, positions), the portfolio performance chart, the asset allocation, the market
 * analysis and the recent activity. The stories run the page against the test server with the demo
 * account Alex Morgan signed in (Jamie Lee where a story says so), and show each answer the server
 * can give for each section.
 */
const meta = {
  title: 'Screens/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  // With the profile the login stores for the display name, unless `parameters.storedProfile` is false.
  ...signedInScreen(mockApi, '/dashboard', {
    beforeEach: (storage, { parameters }) => {
      const who = (parameters.user as StoryUser | undefined) ?? 'alex';
      if (parameters.storedProfile !== false) storage[storageKeys.userProfile] = profiles[who];
    },
  }),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' labels show while loading too: the "Last updated" row says the figures are there. */
const figuresShown = (canvasElement: HTMLElement) =>
  region(canvasElement, 'Account summary').findByText(/^Last updated:/, {}, slow);

/** The value under a card's label. */
function cardValue(canvasElement: HTMLElement, label: string) {
  const term = region(canvasElement, 'Account summary').getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Alex from the seed: $12,500.00, profit +$1,245.30, the five newest of seven transactions. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Welcome back, Alex!')).toBeVisible();
    await canvas.findByText('$12,500.00', {}, slow);
    await expect(cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(cardValue(canvasElement, 'Equity')).toBe('$13,745.30');
    await expect(cardValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(cardValue(canvasElement, 'Margin')).toBe('$3,125.00');
    await expect(cardValue(canvasElement, 'Position')).toBe('2');
    // Storybook's clock starts every story at the seed time, whatever today is.
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(
      /^Last updated: Jun 15, 2026, /,
    );

    const table = canvas.getByRole('table', { name: 'Recent Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), slow);
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first: the pending USDT deposit of 28 May 2026, then the expired crypto withdrawal.
    await expect(rows[0]).toHaveTextContent(
      /Deposit.*Cryptocurrency deposit \(USDT \(TRC20\)\).*Pending.*\+\$750\.00/,
    );
    await expect(rows[1]).toHaveTextContent(
      /Withdrawal.*Cryptocurrency withdrawal.*Expired.*-\$250\.00/,
    );
    await expect(rows[3]).toHaveTextContent(/Transfer.*To jamie\.lee@example\.com.*-\$1,000\.00/);
  },
};

/**
 * Privacy mode (D17): the Balance, Equity, Profit and Margin cards, the activity's amounts and the
 * performance chart's values all show the mask, read as "hidden"; the position count, the statuses,
 * the dates and the sample allocation's percentages stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await figuresShown(canvasElement);
    for (const label of ['Balance', 'Equity', 'Profit', 'Margin'])
      await expect(cardValue(canvasElement, label)).toBe('••••••hidden');
    await expect(cardValue(canvasElement, 'Position')).toBe('2');

    const table = canvas.getByRole('table', { name: 'Recent Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), slow);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Deposit.*Cryptocurrency deposit \(USDT \(TRC20\)\).*Pending.*••••••hidden/,
    );
    await expect(
      await canvas.findByRole(
        'figure',
        { name: /^Portfolio value from hidden on Jun 15, 2025 to hidden on Jun 15, 2026/ },
        slow,
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Sample holdings' })).getAllByText(/^\d+%$/)[0],
    ).toBeVisible();

    for (const figure of ['12,500.00', '13,745.30', '1,245.30', '3,125.00', '750.00', '250.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    // The BTC/USD market chart's prices are public; the user's own sections show no dollar figure.
    for (const name of ['Account summary', 'Portfolio Performance (2025)'])
      await expect(canvas.getByRole('region', { name })).not.toHaveTextContent('$');
    await expect(table).not.toHaveTextContent('$');
  },
};

/** Jamie has no account summary: profit, margin and position default to 0, equity is the balance. */
export const WithoutAccountSummary: Story = {
  parameters: { user: 'jamie' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Welcome back, Jamie!')).toBeVisible();
    await figuresShown(canvasElement);
    await expect(cardValue(canvasElement, 'Balance')).toBe('$3,200.00');
    await expect(cardValue(canvasElement, 'Equity')).toBe('$3,200.00');
    await expect(cardValue(canvasElement, 'Profit')).toBe('$0.00');
    await expect(cardValue(canvasElement, 'Margin')).toBe('$0.00');
    await expect(cardValue(canvasElement, 'Position')).toBe('0');
  },
};

export const AccountSummaryEmpty: Story = {
  parameters: withScenarios('accountSummaries.empty'),
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement);
    await expect(cardValue(canvasElement, 'Profit')).toBe('$0.00');
    await expect(cardValue(canvasElement, 'Equity')).toBe('$12,500.00');
  },
};

export const AccountSummaryFails: Story = {
  parameters: withScenarios('accountSummaries.serverError'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
  },
};

export const NegativeProfit: Story = {
  parameters: withScenarios('accountSummaries.loss'),
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement);
    await expect(cardValue(canvasElement, 'Profit')).toBe('-$842.75');
    await expect(cardValue(canvasElement, 'Equity')).toBe('$11,657.25');
  },
};

/** Without a stored profile the greeting uses the username. */
export const GreetsByUsername: Story = {
  parameters: { storedProfile: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back, alexmorgan!')).toBeVisible();
  },
};

/** The cards' frame with their labels and no values, the spinner where "Last updated" goes. */
export const Loading: Story = {
  parameters: { ...withScenarios('balance.loading'), ...inFlight },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading balance')).toBeVisible();
    const summary = region(canvasElement, 'Account summary');
    await expect(summary.getByRole('status')).toHaveTextContent('Loading balance');
    for (const label of ['Balance', 'Equity', 'Profit', 'Margin', 'Position']) {
      await expect(summary.getByText(label, { selector: 'dt' })).toBeVisible();
      await expect(cardValue(canvasElement, label)).toBe('');
    }
    await expect(summary.queryByText(/^Last updated:/)).toBeNull();
  },
};

let balanceRequests = 0;
/** Counts balance requests and lets each through to the handlers behind it. */
const countBalanceRequests: HttpHandler = http.get(`${API_BASE_URL}/api/balance/`, () => {
  balanceRequests += 1;
  return undefined;
});

// Spec 2 §8.
/** The server's message replaces the cards; Try Again asks again. */
export const BalanceServerError: Story = {
  parameters: {
    msw: {
      handlers: [countBalanceRequests, ...scenario('balance.serverError'), ...mockApi.handlers],
    },
  },
  beforeEach: async () => {
    balanceRequests = 0;
  },
  play: async ({ canvasElement }) => {
    const summary = region(canvasElement, 'Account summary');
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(summary.queryByText('Balance', { selector: 'dt' })).toBeNull();
    const before = balanceRequests;
    await userEvent.click(summary.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(balanceRequests).toBeGreaterThan(before), slow);
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

const balanceRecovery = createOutageRecovery('/api/balance/');

/** While Try Again runs the message stays in place of the cards, its button busy; then the cards load. */
export const BalanceRetryRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...balanceRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: async () => {
    const endHold = balanceRecovery.beforeEach();
    return endHold;
  },
  play: async ({ canvasElement }) => {
    const summary = region(canvasElement, 'Account summary');
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await balanceRecovery.tryAgain(
      within(canvasElement).getByRole('region', { name: 'Account summary' }),
      httpErrors.serverError,
    );
    await expect(summary.queryByText('Loading balance')).toBeNull();
    await expect(await summary.findByText('$12,500.00', {}, slow)).toBeVisible();
    await expect(summary.queryByRole('alert')).toBeNull();
  },
};

/** An answer without a usable message: "Failed to fetch balance data". */
export const BalanceUnreadable: Story = {
  parameters: withScenarios('balance.malformed'),
  play: async ({ canvasElement }) => {
    await expect(
      await region(canvasElement, 'Account summary').findByRole('alert', {}, slow),
    ).toHaveTextContent(balanceMessages.loadFailed);
  },
};

export const BalanceNetworkError: Story = {
  parameters: withScenarios('balance.networkError'),
  play: async ({ canvasElement }) => {
    await expect(
      await region(canvasElement, 'Account summary').findByRole('alert', {}, slow),
    ).toHaveTextContent(httpErrors.network);
  },
};

export const BalanceForbidden: Story = {
  parameters: withScenarios('balance.forbidden'),
  play: async ({ canvasElement }) => {
    await expect(
      await region(canvasElement, 'Account summary').findByRole('alert', {}, slow),
    ).toHaveTextContent(httpErrors.forbidden);
  },
};

export const BalanceTooManyRequests: Story = {
  parameters: withScenarios('balance.tooManyRequests'),
  play: async ({ canvasElement }) => {
    await expect(
      await region(canvasElement, 'Account summary').findByRole('alert', {}, slow),
    ).toHaveTextContent(httpErrors.tooManyRequests);
  },
};

export const NoRecentActivity: Story = {
  parameters: withScenarios('deposits.list.empty', 'withdrawals.list.empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(emptyStates.recentActivity, {}, slow)).toBeVisible();
  },
};

export const RecentActivityFails: Story = {
  parameters: withScenarios('withdrawals.list.serverError'),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Activity' });
    await expect(await within(table).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(within(table).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

// D5.
/** The range buttons fetch their range; the chart's summary says what is drawn. */
export const RangeSwitching: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Chart range' }));
    const chart = () => canvas.getByRole('figure', { name: /^Portfolio value from/ });
    // 1Y by default: monthly points from a year ago to today's equity, balance + profit (SEED_NOW is 15 June 2026).
    await waitFor(
      () => expect(chart()).toHaveAccessibleName(/on Jun 15, 2025 to \$13,745\.30 on Jun 15, 2026/),
      slow,
    );

    await userEvent.click(group.getByRole('button', { name: '1M' }));
    await expect(group.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(
      () =>
        expect(chart()).toHaveAccessibleName(
          /on May 16, 2026 to \$13,745\.30 on Jun 15, 2026 \(31 points\)/,
        ),
      slow,
    );

    await userEvent.click(group.getByRole('button', { name: 'All' }));
    await waitFor(
      () =>
        expect(chart()).toHaveAccessibleName(
          // All starts the day Alex's account was opened, before his first deposit (D10).
          /^Portfolio value from \$0\.00 on Mar 14, 2025 to \$13,745\.30 on Jun 15, 2026/,
        ),
      slow,
    );
  },
};

/** No history from the API: the 2025 sample from 100,000, labelled as a sample. */
export const HistoryEmptyShowsSample: Story = {
  parameters: withScenarios('portfolio.history.empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sample data', {}, slow)).toBeVisible();
    await expect(
      canvas.getByRole('figure', {
        name: /^Sample portfolio value from \$100,000\.00 on Jan 1, 2025/,
      }),
    ).toBeVisible();
  },
};

export const HistoryFails: Story = {
  parameters: withScenarios('portfolio.history.serverError'),
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('region', { name: 'Portfolio Performance (2025)' }));
    await expect(await card.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

// D7.
/** BTC/USD daily chart with MA(20), MA(50) and RSI(14), loaded as it nears the viewport. */
export const MarketChartWithStudies: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'BTC/USD daily price chart' });
    figure.scrollIntoView();
    const legend = await within(figure).findByRole(
      'list',
      { name: 'Latest values' },
      { timeout: 10_000 },
    );
    await expect(legend).toHaveTextContent(/MA\(20\) \$[\d,]+\.\d{2}/);
    await expect(legend).toHaveTextContent(/RSI\(14\) \d+\.\d/);
  },
};

export const MarketChartFails: Story = {
  parameters: withScenarios('market.marketChart.serverError'),
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'BTC/USD daily price chart' });
    figure.scrollIntoView();
    await expect(
      await within(figure).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent(httpErrors.serverError);
    await expect(within(figure).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/**
 * D22: the e-mail was changed a moment ago: for 7 days the old address can undo it, and the Dashboard says until
 * when (the notice loads after the page, from the security settings the idle watch reads too).
 */
export const EmailChangeUndoable: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('security.settings.emailChangeUndoable', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const until = formatDateTime('2026-06-22T12:00:00.000Z');
    await expect(
      await within(canvasElement).findByText(
        `Your e-mail address was changed. Until ${until}, alex.morgan@example.com can still undo the change and reset your password.`,
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/**
 * D16: the authenticator app was just turned off (a second factor removed): withdrawals are on hold for 24 hours,
 * and the Dashboard says until when, in the user's time (the notice loads after the page).
 */
export const WithdrawalsOnHold: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('destinations.list.onHold', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const text = withdrawalHoldMessages.afterSecondFactorRemoved(
      formatDateTime('2026-06-16T12:00:00.000Z'),
    );
    await expect(await within(canvasElement).findByText(text, {}, slow)).toBeVisible();
  },
};
