import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStoryMockApi } from '@tp/mocks';
import { balanceMessages, emptyStates, httpErrors, profileMessages } from '@tp/messages';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { portfolioTexts } from './portfolioTexts';
import { PortfolioScreen } from './PortfolioScreen';
import { region, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();

/**
 * The Portfolio page (in the account menu): the Portfolio Summary with the balance and profit, the
 * Asset Breakdown of holdings, and Recent Transactions. The stories run the page against the demo
 * server, signed in as Alex Morgan, and show each state by what the server answers: an estimated
 * profit or a loss, no balance record, no holdings or transactions, an unknown asset, and each
 * section's error and Try Again.
 */
const meta = {
  title: 'Screens/Portfolio/PortfolioScreen',
  component: PortfolioScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/portfolio'),
} satisfies Meta<typeof PortfolioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named scenarios in front of the story's backend. */
const withScenarios = scenarioParameters(mockApi);

/** The value under a tile's label, once the summary has loaded. */
async function tileValue(canvasElement: HTMLElement, label: string) {
  const summary = region(canvasElement, 'Portfolio Summary');
  // The loading frame shows the labels too, with empty values: wait for the figure.
  return waitFor(() => {
    const term = summary.getByText(new RegExp(`^${label}`), { selector: 'dt' });
    const value = term.nextElementSibling?.textContent;
    expect(value).toBeTruthy();
    return value;
  }, slow);
}

const assetRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Asset Breakdown' })).getAllByRole('row');

/** The loading frames have as many rows as the data: wait for the data's own first row. */
const holdingsShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(assetRows(canvasElement)[1]).toHaveTextContent(/^Bitcoin/), slow);

const transactionsShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(transactionRows(canvasElement)[1]).toHaveTextContent(/Deposit/), slow);

const transactionRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Recent Transactions' })).getAllByRole(
    'row',
  );

/**
 * Alex from the seed: $12,500.00, the summary's profit +$1,245.30 (no estimate), last changed on
 * 5 Oct 2025; eight holdings, Bitcoin first at $4,000.00 (32 %); the latest 5 of 7 transactions.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(await tileValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(await tileValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(canvas.queryByText('Estimate')).toBeNull();
    await expect(
      region(canvasElement, 'Portfolio Summary').getByText(/^Last updated:/),
    ).toHaveTextContent(/^Last updated: Oct 5, 2025/);

    // The loading frame has rows of its own: wait for the holdings themselves.
    await waitFor(
      () =>
        expect(assetRows(canvasElement)[1]).toHaveTextContent(/^Bitcoin\$4,000\.0032%\+18\.42%$/),
      slow,
    );
    await expect(assetRows(canvasElement)).toHaveLength(9);
    await expect(assetRows(canvasElement)[8]).toHaveTextContent(/^Tesla\$625\.005%-3\.05%$/);

    await waitFor(
      () =>
        expect(transactionRows(canvasElement)[1]).toHaveTextContent(
          /Deposit.*Pending.*Cryptocurrency.*\+\$750\.00/,
        ),
      slow,
    );
    await expect(transactionRows(canvasElement)).toHaveLength(6);
    const rows = transactionRows(canvasElement).slice(1);
    await expect(rows[3]).toHaveTextContent(/Transfer.*Approved.*Transfer.*-\$1,000\.00/);
    await expect(rows[4]).toHaveTextContent(/Withdraw.*Approved.*Bank Transfer.*-\$1,500\.00/);
  },
};

/**
 * Privacy mode (D17): the Balance and Profit tiles, each holding's value and each transaction's
 * amount show the mask, read as "hidden"; the holdings' shares and changes, the statuses and the
 * dates stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(await tileValue(canvasElement, 'Balance')).toBe('••••••hidden');
    await expect(await tileValue(canvasElement, 'Profit')).toBe('••••••hidden');
    await expect(
      region(canvasElement, 'Portfolio Summary').getByText(/^Last updated:/),
    ).toHaveTextContent(/^Last updated: Oct 5, 2025/);
    await waitFor(
      () =>
        expect(assetRows(canvasElement)[1]).toHaveTextContent(/^Bitcoin••••••hidden32%\+18\.42%$/),
      slow,
    );
    await expect(assetRows(canvasElement)[8]).toHaveTextContent(/^Tesla••••••hidden5%-3\.05%$/);
    await waitFor(
      () =>
        expect(transactionRows(canvasElement)[1]).toHaveTextContent(
          /Deposit.*Pending.*Cryptocurrency.*••••••hidden/,
        ),
      slow,
    );

    for (const figure of ['12,500.00', '1,245.30', '4,000.00', '625.00', '750.00', '1,500.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    // Nothing on this page is a public price.
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};

export const Loading: Story = {
  parameters: {
    ...withScenarios(
      'balance.loading',
      'accountSummaries.loading',
      'portfolio.holdings.loading',
      'deposits.list.loading',
    ),
    ...inFlight,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading portfolio summary')).toBeVisible();
    await expect(canvas.getByText('Loading asset breakdown')).toBeVisible();
    await expect(canvas.getByText('Loading recent transactions')).toBeVisible();
  },
};

// D10.
/** No account summary, so profit is 25 % of $12,500.00, labelled Estimate. */
export const ProfitEstimate: Story = {
  parameters: withScenarios('accountSummaries.empty'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await tileValue(canvasElement, 'Profit')).toBe('+$3,125.00');
    await expect(
      region(canvasElement, 'Portfolio Summary').getByText('Profit', {
        exact: false,
        selector: 'dt',
      }),
    ).toHaveTextContent('ProfitEstimate');
    await expect(canvas.getByText(i18n._(portfolioTexts.profitEstimateNote))).toBeVisible();
  },
};

export const ProfitLoss: Story = {
  parameters: withScenarios('accountSummaries.loss'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await tileValue(canvasElement, 'Profit')).toBe('-$842.75');
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

/** No balance record: $0.00, last updated Never, and profit estimated at 25 % of nothing. */
export const NoBalanceRecord: Story = {
  parameters: withScenarios('balance.empty', 'accountSummaries.empty'),
  play: async ({ canvasElement }) => {
    await expect(await tileValue(canvasElement, 'Balance')).toBe('$0.00');
    await expect(await tileValue(canvasElement, 'Profit')).toBe('$0.00');
    await expect(
      region(canvasElement, 'Portfolio Summary').getByText(
        `Last updated: ${profileMessages.never}`,
      ),
    ).toBeVisible();
  },
};

/** A failed summary leaves the balance and says why profit is missing; it is never estimated. */
export const AccountSummaryFails: Story = {
  parameters: withScenarios('accountSummaries.serverError'),
  play: async ({ canvas, canvasElement }) => {
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(await tileValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(await tileValue(canvasElement, 'Profit')).toBe('Unavailable');
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

// Spec 2 §8.
/** The balance's message replaces the summary; holdings and transactions still load. */
export const BalanceServerError: Story = {
  parameters: withScenarios('balance.serverError'),
  play: async ({ canvasElement }) => {
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(summary.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await holdingsShown(canvasElement);
    await transactionsShown(canvasElement);
  },
};

export const BalanceUnreadable: Story = {
  parameters: withScenarios('balance.malformed'),
  play: async ({ canvasElement }) => {
    await expect(
      await region(canvasElement, 'Portfolio Summary').findByRole('alert', {}, slow),
    ).toHaveTextContent(balanceMessages.loadFailed);
  },
};

const balanceRecovery = createOutageRecovery('/api/balance/');

/** Try Again keeps the message and shows busy while it runs, then the summary loads. */
export const BalanceRetryRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...balanceRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: balanceRecovery.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    const summary = region(canvasElement, 'Portfolio Summary');
    await expect(await summary.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await balanceRecovery.tryAgain(
      canvas.getByRole('region', { name: 'Portfolio Summary' }),
      httpErrors.serverError,
    );
    await expect(await tileValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(summary.queryByRole('alert')).toBeNull();
  },
};

// D10.
/** A holding outside spec 2 §3's fixed names is shown as Unknown. */
export const UnknownAsset: Story = {
  parameters: withScenarios('portfolio.holdings.unknownAsset'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(assetRows(canvasElement)).toHaveLength(3), slow);
    await expect(assetRows(canvasElement)[1]).toHaveTextContent(/^Bitcoin\$6,000\.0060%\+12\.50%$/);
    await expect(assetRows(canvasElement)[2]).toHaveTextContent(/^Unknown\$4,000\.0040%-2\.25%$/);
  },
};

export const NoHoldings: Story = {
  parameters: withScenarios('portfolio.holdings.empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(i18n._(portfolioTexts.noHoldings), {}, slow),
    ).toBeVisible();
  },
};

const holdingsRecovery = createOutageRecovery('/api/portfolio/holdings/');

/** The holdings fail alone (the rest loads), Try Again runs busy, then the table fills. */
export const HoldingsRetryRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [...holdingsRecovery.handlers, ...mockApi.handlers],
    },
  },
  beforeEach: holdingsRecovery.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    const table = within(canvas.getByRole('table', { name: 'Asset Breakdown' }));
    await expect(await table.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(await tileValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await holdingsRecovery.tryAgain(
      canvas.getByRole('table', { name: 'Asset Breakdown' }),
      httpErrors.serverError,
    );
    await holdingsShown(canvasElement);
  },
};

export const HoldingsNetworkError: Story = {
  parameters: withScenarios('portfolio.holdings.networkError'),
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Asset Breakdown' }));
    await expect(await table.findByRole('alert', {}, slow)).toHaveTextContent(httpErrors.network);
  },
};

// Spec 2 §2.
/** No transactions, the spec's text with a Deposit Now link to /deposit. */
export const NoTransactions: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: withScenarios('deposits.list.empty', 'withdrawals.list.empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(emptyStates.portfolioTransactions, {}, slow),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Deposit Now' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /deposit');
  },
};

const withdrawalsRecovery = createOutageRecovery('/api/withdrawals/');

/** One of the two ledger lists fails: the transactions show its message, then recover. */
export const TransactionsRetryRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [...withdrawalsRecovery.handlers, ...mockApi.handlers],
    },
  },
  beforeEach: withdrawalsRecovery.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    const table = within(canvas.getByRole('table', { name: 'Recent Transactions' }));
    await expect(await table.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await withdrawalsRecovery.tryAgain(
      canvas.getByRole('table', { name: 'Recent Transactions' }),
      httpErrors.serverError,
    );
    await transactionsShown(canvasElement);
  },
};
