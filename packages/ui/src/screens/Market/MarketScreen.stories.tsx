import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createOutage,
  createRequestHold,
  createStoryMockApi,
  MARKET_BASE_URL,
  scenario,
} from '@tp/mocks';
import { emptyStates, httpErrors } from '@tp/messages';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectRetrying } from '../../storybook/expectRetrying';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import { MarketScreen } from './MarketScreen';
import { i18n } from '@tp/i18n';
import { marketTexts } from './marketTexts';
import { slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const topCoinsUrl = `${MARKET_BASE_URL}/coins/markets`;

const topCoins = { market: '/coins/markets' } as const;

let topCoinsRequests = 0;
/** Counts the screen's top-coins calls and lets each through. */
const countTopCoins = http.get(topCoinsUrl, () => {
  topCoinsRequests += 1;
  return undefined;
});

/** Named scenarios in front of the story's backend. */
const withScenarios = scenarioParameters(mockApi);

// A fresh seeded backend, Alex signed in, the URL's query (`parameters.routerSearch`) shown under
// the screen.
/**
 * The Market page: the top coins' biggest Gainers and Losers over 1 hour, 24 hours or 7 days, the
 * most Active coins by volume, the + New Trade button and Recent Trades. The stories run the page
 * against the demo server, signed in as Alex Morgan, with the chosen period kept in the page
 * address (shown under the page). They show each state by what the price provider answers: loading,
 * no coins, errors and Try Again, and prices kept but marked out of date after a failed refresh.
 */
const meta = {
  title: 'Screens/Market/MarketScreen',
  component: MarketScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/market', { showQuery: true }),
} satisfies Meta<typeof MarketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('table', { name });
const dataRows = (canvasElement: HTMLElement, name: string) =>
  within(table(canvasElement, name)).getAllByRole('row').slice(1);
/** The change column of a table, top to bottom. */
const changes = (canvasElement: HTMLElement, name: string) =>
  dataRows(canvasElement, name).map((row) => within(row).getAllByRole('cell')[2]!.textContent);

async function waitForLists(canvasElement: HTMLElement) {
  await waitFor(() => {
    for (const name of ['Gainers', 'Losers', 'Active'])
      expect(dataRows(canvasElement, name)).toHaveLength(5);
  }, slow);
}

/** The mock's top 50 at its seed time: 5 + 5 + 5 rows, the time of the data, signed changes. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForLists(canvasElement);
    // The data's time is the seed time, and so is today in Storybook (its clock starts every story
    // there): a time of today's, without its date.
    await expect(canvas.getByText(/^Prices as of/)).toHaveTextContent(
      /^Prices as of \d{1,2}:00\s?[AP]M$/,
    );
    // D19: the data is from this minute, as fresh as polled prices come.
    await expect(canvas.getByText('Live')).toHaveAttribute('data-freshness', 'live');
    const gainers = changes(canvasElement, 'Gainers');
    const losers = changes(canvasElement, 'Losers');
    for (const change of gainers) await expect(change).toMatch(/^\+\d+\.\d{2}%$/);
    for (const change of losers) await expect(change).toMatch(/^-\d+\.\d{2}%$/);
    // Highest first, lowest first.
    const size = (text: string | null) => Math.abs(Number.parseFloat(text ?? ''));
    await expect(gainers.map(size)).toEqual([...gainers.map(size)].sort((a, b) => b - a));
    await expect(losers.map(size)).toEqual([...losers.map(size)].sort((a, b) => b - a));
    const volumes = dataRows(canvasElement, 'Active').map(
      (row) => within(row).getAllByRole('cell')[2]!.textContent,
    );
    for (const volume of volumes) await expect(volume).toMatch(/^\$\d+(\.\d)?[KMB]$/);
    await expect(canvas.getByText(emptyStates.recentTrades)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...withScenarios('market.coinMarkets.loading'), ...inFlight },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(i18n._(marketTexts.loading.gainers))).toBeVisible();
    await expect(
      canvas.getByText(i18n._(marketTexts.loading.active)).parentElement,
    ).toHaveAttribute('aria-busy', 'true');
  },
};

// D10.
/** 1 h, 24 h and 7 d rank the gainers by their own change; the choice is in the URL. */
export const SwitchingWindows: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await waitForLists(canvasElement);
    const group = within(canvas.getByRole('group', { name: i18n._(marketTexts.windowGroup) }));
    const day = changes(canvasElement, 'Gainers');

    await userEvent.click(group.getByRole('button', { name: '7 d' }));
    await expect(group.getByRole('button', { name: '7 d' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(table(canvasElement, 'Gainers')).getByRole('columnheader', { name: 'Change (7 d)' }),
    ).toBeVisible();
    const week = changes(canvasElement, 'Gainers');
    await expect(week).not.toEqual(day);

    await userEvent.click(group.getByRole('button', { name: '1 h' }));
    await expect(changes(canvasElement, 'Gainers')).not.toEqual(week);
    // No new request: every window comes in the one answer.
    await userEvent.click(group.getByRole('button', { name: '24 h' }));
    await expect(changes(canvasElement, 'Gainers')).toEqual(day);
  },
};

/** `/market?window=7d` opens on 7 d; choosing 24 h (the default) drops the parameter. */
export const WindowFromTheUrl: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { routerSearch: '?window=7d' },
  play: async ({ canvas, canvasElement }) => {
    await waitForLists(canvasElement);
    const group = within(canvas.getByRole('group', { name: i18n._(marketTexts.windowGroup) }));
    await expect(group.getByRole('button', { name: '7 d' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const query = canvas.getByRole('status', { name: 'URL query' });
    await expect(query).toHaveTextContent('?window=7d');
    await userEvent.click(group.getByRole('button', { name: '1 h' }));
    await expect(query).toHaveTextContent('?window=1h');
    await userEvent.click(group.getByRole('button', { name: '24 h' }));
    await expect(query).toBeEmptyDOMElement();
  },
};

/** The provider answers an empty list: each table says so, nothing pretends to be a price. */
export const Empty: Story = {
  parameters: withScenarios('market.coinMarkets.empty'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(i18n._(marketTexts.noGainers), {}, slow)).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.noLosers))).toBeVisible();
    await expect(canvas.getByText(i18n._(marketTexts.noActive))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('$0.00');
  },
};

const serverErrorHold = createRequestHold(topCoins);

/** Nothing ever loaded: the market's error and Try Again, which stays busy while it runs. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        countTopCoins,
        ...serverErrorHold.handlers,
        ...scenario('market.coinMarkets.serverError'),
        ...mockApi.handlers,
      ],
    },
  },
  beforeEach: () => {
    topCoinsRequests = 0;
    return serverErrorHold.release;
  },
  play: async ({ canvas, canvasElement }) => {
    const lists = canvas.getByRole('region', { name: i18n._(marketTexts.listsLabel) });
    await expect(await within(lists).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('$0.00');

    const before = topCoinsRequests;
    serverErrorHold.hold();
    await userEvent.click(within(lists).getByRole('button', { name: 'Try Again' }));
    await expectRetrying(lists, httpErrors.serverError);
    await waitFor(() => expect(topCoinsRequests).toBe(before + 1), slow);
    serverErrorHold.release();
    await waitFor(
      () =>
        expect(within(lists).getByRole('button', { name: 'Try Again' })).not.toHaveAttribute(
          'aria-busy',
        ),
      slow,
    );
    await expect(within(lists).getByRole('alert')).toHaveTextContent(httpErrors.serverError);
  },
};

export const RateLimited: Story = {
  parameters: withScenarios('market.coinMarkets.tooManyRequests'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.tooManyRequests,
    );
  },
};

export const NetworkError: Story = {
  parameters: withScenarios('market.coinMarkets.networkError'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(httpErrors.network);
  },
};

const firstLoadRecovery = createOutageRecovery(topCoins);

/** The first load failed; the provider is back and Try Again (busy while it runs) shows the lists. */
export const ErrorRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...firstLoadRecovery.handlers, ...mockApi.handlers] } },
  beforeEach: firstLoadRecovery.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await firstLoadRecovery.tryAgain(canvasElement, httpErrors.serverError);
    await waitForLists(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const refreshOutage = createOutage(topCoins);
const refreshHold = createRequestHold(topCoins);

/** TanStack refetches a stale query when the tab becomes visible again (as after a minute's poll). */
function refetchAsOnReturn() {
  window.dispatchEvent(new Event('visibilitychange'));
}

// D10.
/**
 * A refresh fails after a good load. The last good lists stay with their time, a note says
 * they may be out of date, and Try Again (busy while it runs) clears it once the provider is back.
 */
export const StaleAfterAFailedRefresh: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [
        countTopCoins,
        ...refreshHold.handlers,
        ...refreshOutage.handlers,
        ...mockApi.handlers,
      ],
    },
  },
  beforeEach: () => {
    topCoinsRequests = 0;
    refreshOutage.end();
    return () => {
      refreshHold.release();
      refreshOutage.end();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForLists(canvasElement);
    const gainers = changes(canvasElement, 'Gainers');
    const asOf = canvas.getByText(/^Prices as of/).textContent ?? '';
    const time = asOf.replace('Prices as of ', '');

    refreshOutage.start();
    const before = topCoinsRequests;
    refetchAsOnReturn();
    const note = await canvas.findByText(/^Prices may be out of date/, {}, slow);
    await expect(topCoinsRequests).toBe(before + 1);
    await expect(canvas.getByText('Stale')).toHaveAttribute('data-freshness', 'stale');
    await expect(note).toHaveTextContent(
      `Prices may be out of date: the last update failed. Showing data as of ${time}.`,
    );
    // Announced: the note is added inside a live region that was there before it.
    await expect(note.closest('[role="status"]')).not.toBeNull();
    // The last good data, not zeros and not an error in place of the lists.
    await expect(changes(canvasElement, 'Gainers')).toEqual(gainers);
    await expect(canvas.getByText(/^Prices as of/)).toHaveTextContent(asOf);
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Try Again while the provider is still down: busy, then stale again.
    refreshHold.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    await expect(changes(canvasElement, 'Gainers')).toEqual(gainers);
    refreshHold.release();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), slow);
    await expect(note).toHaveTextContent(/out of date/);

    // Back up: Try Again brings fresh data and the note goes.
    refreshOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(canvas.queryByText(/out of date/)).toBeNull(), slow);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(dataRows(canvasElement, 'Gainers')).toHaveLength(5);
  },
};

// D8.
/** + New Trade explains instead of doing nothing. */
export const NewTrade: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForLists(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(marketTexts.newTrade) }));
    const dialog = await screen.findByRole('dialog', { name: i18n._(marketTexts.newTradeTitle) });
    await expect(dialog).toHaveTextContent(i18n._(marketTexts.newTradeUnavailable));
  },
};
