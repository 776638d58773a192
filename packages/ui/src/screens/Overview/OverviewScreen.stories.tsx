import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStoryMockApi } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { overviewTexts } from './overviewTexts';
import { OverviewScreen } from './OverviewScreen';
import { region, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();

/**
 * The Account Overview page (Overview in the account menu): the Balance, Profit and Margin cards,
 * the Performance Overview and Profit Analysis charts, and the BTC/USD market chart. The stories
 * run the page against the demo server, signed in as Alex Morgan, and show each state by what the
 * server answers: estimated figures, an illustration when there is no history yet, each section's
 * error and Try Again, and switching the charts' ranges.
 */
const meta = {
  title: 'Screens/Overview/OverviewScreen',
  component: OverviewScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/overview'),
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named scenarios in front of the story's backend. */
const withScenarios = scenarioParameters(mockApi);

/** The value under a card's label, once the cards have loaded. */
async function cardValue(canvasElement: HTMLElement, label: string) {
  const cards = region(canvasElement, 'Financial Overview');
  // While loading, the frame draws the same labels over placeholders.
  await waitFor(() => expect(cards.queryByText('Loading financial overview')).toBeNull(), slow);
  const term = cards.getByText(new RegExp(`^${label}`), { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/**
 * Alex from the seed: $12,500.00, profit +$1,245.30 and margin $3,125.00 from his summary. The 1Y
 * history, built from his ledger (D10), runs from $10,182.43 (his $10,120.00 of net deposits then,
 * plus +$62.43) to $13,745.30, his equity (SEED_NOW is 15 June 2026); minus the net deposits at each
 * point, the profit runs from +$62.43 to his summary's +$1,245.30.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(await cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await expect(await cardValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(await cardValue(canvasElement, 'Margin')).toBe('$3,125.00');
    await expect(canvas.queryByText('Estimate')).toBeNull();

    await expect(
      await region(canvasElement, 'Performance Overview').findByRole(
        'figure',
        {
          name: 'Portfolio value from $10,182.43 on Jun 15, 2025 to $13,745.30 on Jun 15, 2026 (14 points).',
        },
        slow,
      ),
    ).toBeVisible();
    await expect(
      await region(canvasElement, 'Profit Analysis').findByRole(
        'figure',
        {
          name: 'Profit (value minus net deposits) from +$62.43 on Jun 15, 2025 to +$1,245.30 on Jun 15, 2026 (14 points).',
        },
        slow,
      ),
    ).toBeVisible();
  },
};

/**
 * Privacy mode (D17): the Balance, Profit and Margin cards and both history charts (their axes,
 * captions and text alternatives) show the mask instead of each amount; the dates and the number of
 * points stay. The BTC/USD chart's prices are public and stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await cardValue(canvasElement, 'Balance')).toBe('••••••hidden');
    await expect(await cardValue(canvasElement, 'Profit')).toBe('••••••hidden');
    await expect(await cardValue(canvasElement, 'Margin')).toBe('••••••hidden');
    const performance = region(canvasElement, 'Performance Overview');
    await expect(
      await performance.findByRole(
        'figure',
        {
          name: 'Portfolio value from hidden on Jun 15, 2025 to hidden on Jun 15, 2026 (14 points).',
        },
        slow,
      ),
    ).toBeVisible();
    const profit = region(canvasElement, 'Profit Analysis');
    await expect(
      await profit.findByRole(
        'figure',
        {
          name: 'Profit (value minus net deposits) from hidden on Jun 15, 2025 to hidden on Jun 15, 2026 (14 points).',
        },
        slow,
      ),
    ).toBeVisible();

    for (const figure of ['12,500.00', '1,245.30', '3,125.00', '10,182.43', '13,745.30', '62.43'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    // The BTC/USD market chart's prices are public; the user's own sections show no dollar figure.
    for (const name of ['Financial Overview', 'Performance Overview', 'Profit Analysis'])
      await expect(canvas.getByRole('region', { name })).not.toHaveTextContent('$');
  },
};

export const Loading: Story = {
  parameters: {
    ...withScenarios('balance.loading', 'accountSummaries.loading', 'portfolio.history.loading'),
    ...inFlight,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading financial overview')).toBeVisible();
    await expect(canvas.getByText('Loading performance overview')).toBeVisible();
    await expect(canvas.getByText('Loading profit analysis')).toBeVisible();
  },
};

// D10.
/** No account summary, so the margin is 25 % of $12,500.00, labelled Estimate; profit is $0.00. */
export const MarginEstimate: Story = {
  parameters: withScenarios('accountSummaries.empty'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await cardValue(canvasElement, 'Margin')).toBe('$3,125.00');
    await expect(await cardValue(canvasElement, 'Profit')).toBe('$0.00');
    await expect(
      region(canvasElement, 'Financial Overview').getByText(/^Margin/, { selector: 'dt' }),
    ).toHaveTextContent('MarginEstimate');
    await expect(canvas.getByText(i18n._(overviewTexts.marginEstimateNote))).toBeVisible();
  },
};

export const AccountSummaryFails: Story = {
  parameters: withScenarios('accountSummaries.serverError'),
  play: async ({ canvas, canvasElement }) => {
    const cards = region(canvasElement, 'Financial Overview');
    await expect(await cards.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(await cardValue(canvasElement, 'Margin')).toBe('Unavailable');
    await expect(canvas.queryByText('Estimate')).toBeNull();
  },
};

// Spec 2 §8.
/** The balance's message replaces the cards; the charts still draw the history. */
export const BalanceServerError: Story = {
  parameters: withScenarios('balance.serverError'),
  play: async ({ canvas, canvasElement }) => {
    const cards = region(canvasElement, 'Financial Overview');
    await expect(await cards.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(
      await canvas.findByRole('slider', { name: 'Portfolio value by date' }, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('slider', { name: 'Profit by date' }, slow)).toBeVisible();
  },
};

// D10.
/** No history from the API, so both charts draw the fixed multipliers, labelled Illustration. */
export const HistoryEmptyShowsIllustration: Story = {
  parameters: withScenarios('portfolio.history.empty'),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () => expect(canvas.getAllByText(i18n._(overviewTexts.illustrationTag))).toHaveLength(2),
      slow,
    );
    await expect(
      region(canvasElement, 'Performance Overview').getByRole('figure', {
        name: /^Illustrative portfolio value from \$10,000\.00 on .* to \$12,500\.00 on .* \(12 points\)\.$/,
      }),
    ).toBeVisible();
    await expect(
      region(canvasElement, 'Profit Analysis').getByRole('figure', {
        name: /^Illustrative profit from .* to \+\$1,245\.30 on .* \(12 points\)\.$/,
      }),
    ).toBeVisible();
  },
};

const historyRecovery = createOutageRecovery('/api/portfolio/history/');

/** The history fails (the cards still load); Try Again runs busy, then the chart draws. */
export const HistoryRetryRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...historyRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: historyRecovery.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    const performance = region(canvasElement, 'Performance Overview');
    await expect(await performance.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(
      await region(canvasElement, 'Profit Analysis').findByRole('alert', {}, slow),
    ).toHaveTextContent(httpErrors.serverError);
    await expect(await cardValue(canvasElement, 'Balance')).toBe('$12,500.00');
    await historyRecovery.tryAgain(
      canvas.getByRole('region', { name: 'Performance Overview' }),
      httpErrors.serverError,
    );
    await expect(
      await performance.findByRole('figure', { name: /^Portfolio value from/ }, slow),
    ).toBeVisible();
  },
};

// D10.
/**
 * A package bought from the balance is money spent, not a trading loss: the balance is $500.00 lower, the
 * history ends at the new balance plus the summary's profit ($13,245.30), and Profit Analysis still ends at
 * the Profit card's +$1,245.30.
 */
export const AfterAPackagePurchase: Story = {
  beforeEach: async () => {
    const alexId = mockApi.backend.userIdByEmail('alex.morgan@example.com') ?? 0;
    await mockApi.api.subscribePackage(alexId, 'basic', 'story-overview-basic-0001');
  },
  play: async ({ canvasElement }) => {
    await expect(await cardValue(canvasElement, 'Balance')).toBe('$12,000.00');
    await expect(await cardValue(canvasElement, 'Profit')).toBe('+$1,245.30');
    await expect(
      await region(canvasElement, 'Performance Overview').findByRole(
        'figure',
        { name: /to \$13,245\.30 on Jun 15, 2026 \(14 points\)\.$/ },
        slow,
      ),
    ).toBeVisible();
    await expect(
      await region(canvasElement, 'Profit Analysis').findByRole(
        'figure',
        { name: /^Profit \(value minus net deposits\) from .* to \+\$1,245\.30 on Jun 15, 2026/ },
        slow,
      ),
    ).toBeVisible();
  },
};

// D5.
/** The Performance Overview's buttons fetch their range; Profit Analysis keeps its own. */
export const RangeSwitching: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const group = within(canvas.getByRole('group', { name: 'Performance Overview range' }));
    const performance = region(canvasElement, 'Performance Overview');
    await expect(
      await performance.findByRole('figure', { name: /\(14 points\)\.$/ }, slow),
    ).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: '1M' }));
    await expect(group.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      await performance.findByRole(
        'figure',
        { name: /on May 16, 2026 to \$13,745\.30 on Jun 15, 2026 \(31 points\)\.$/ },
        slow,
      ),
    ).toBeVisible();
    await expect(
      region(canvasElement, 'Profit Analysis').getByRole('figure', { name: /\(14 points\)\.$/ }),
    ).toBeVisible();
  },
};

// D7.
/** The dashboard's BTC/USD chart with MA(20), MA(50) and RSI(14), loaded near the viewport. */
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
    await expect(legend).toHaveTextContent(/MA\(50\) \$[\d,]+\.\d{2}/);
    await expect(legend).toHaveTextContent(/RSI\(14\) \d+\.\d/);
  },
};
