import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_BASE_URL, createOutage, createStoryMockApi, scenario } from '@tp/mocks';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFlight } from '../../storybook/StoryProviders';
import { signedInScreen } from '../../storybook/signedInScreen';
import { i18n } from '@tp/i18n';
import { tickerTexts } from '../../widgets/Ticker';
import { LiveTicker } from './LiveTicker';
import { slow } from '../../storybook/storyQueries';

const mockApi = createStoryMockApi();
/** A short refresh, so a play sees several in a second or two (the app's is 15 s). */
const refreshMs = 300;

/** Counts the ticker's forex requests on their way to the handlers behind. */
function countForexRequests() {
  const counter = { count: 0 };
  const handler = http.get(`${API_BASE_URL}/api/market/forex/`, () => {
    counter.count += 1;
    return undefined;
  });
  return { counter, handler };
}

/**
 * The price ticker under the navigation as signed-in users see it: crypto coins and currency pairs
 * with their live prices, refreshed every 15 seconds (faster in these stories), with a Pause
 * button. The stories run it against the mock server with the demo account Alex Morgan signed in,
 * and show it loading, with prices, stale after a failed refresh (the last prices stay), with no
 * prices at all, and paused (no refreshes until Resume).
 */
const meta = {
  title: 'Shell/LiveTicker',
  component: LiveTicker,
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi.handlers } },
  args: { refreshMs },
  ...signedInScreen(mockApi, '/dashboard'),
} satisfies Meta<typeof LiveTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: i18n._(tickerTexts.label) });

/** Both requests in flight (`forex.quotes.loading`, `market.simplePrice.loading`). */
export const Loading: Story = {
  parameters: {
    ...inFlight,
    msw: {
      handlers: [
        ...scenario('forex.quotes.loading'),
        ...scenario('market.simplePrice.loading'),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent(
      i18n._(tickerTexts.loading),
    );
  },
};

/** The mock API's 10 coins and 33 pairs. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const ticker = within(region(canvasElement));
    await waitFor(() => expect(ticker.getAllByRole('listitem')).toHaveLength(43), slow);
    await expect(ticker.getAllByRole('listitem')[0]).toHaveTextContent(/^BTC\$[\d,]+\.\d{2}/);
    await expect(region(canvasElement)).not.toHaveTextContent(tickerTexts.unavailable);
  },
};

const forexOutage = createOutage('/api/market/forex/');

/** The forex refresh fails after a good load (`createOutage`): its last prices stay, marked stale with their time. */
export const Stale: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: () => {
    forexOutage.end();
    return () => forexOutage.end();
  },
  parameters: { msw: { handlers: [...forexOutage.handlers, ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const ticker = within(region(canvasElement));
    await waitFor(() => expect(ticker.getAllByRole('listitem')).toHaveLength(43), slow);
    const eurusd = ticker.getAllByRole('listitem')[10]!.textContent;
    forexOutage.start();
    await waitFor(
      () => expect(region(canvasElement)).toHaveTextContent(/Stale, as of \d{1,2}:\d{2}/),
      slow,
    );
    // The last good price, not a zero.
    await expect(ticker.getAllByRole('listitem')[10]).toHaveTextContent(eurusd ?? '');
    await expect(region(canvasElement)).not.toHaveTextContent(tickerTexts.unavailable);

    forexOutage.end();
    await waitFor(() => expect(region(canvasElement)).not.toHaveTextContent(/Stale/), slow);
  },
};

/** Both sources fail from the start (`forex.quotes.serverError`, `market.simplePrice.serverError`). */
export const Unavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('forex.quotes.serverError'),
        ...scenario('market.simplePrice.serverError'),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const ticker = within(region(canvasElement));
    await ticker.findByText(tickerTexts.unavailable, {}, slow);
    await waitFor(() => expect(ticker.getAllByRole('listitem')).toHaveLength(43), slow);
    for (const item of ticker.getAllByRole('listitem'))
      await expect(item).toHaveTextContent(/0\.000\.00%$/);
  },
};

const forexRequests = countForexRequests();

/** Pause stops the polling (WCAG 2.2.2): no request while paused, polling again after Resume. */
export const Paused: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: () => {
    forexRequests.counter.count = 0;
  },
  parameters: { msw: { handlers: [forexRequests.handler, ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const ticker = within(region(canvasElement));
    await waitFor(() => expect(ticker.getAllByRole('listitem')).toHaveLength(43), slow);
    await userEvent.click(ticker.getByRole('button', { name: i18n._(tickerTexts.pause) }));
    await expect(ticker.getByRole('button', { name: i18n._(tickerTexts.resume) })).toBeVisible();
    // A request already on its way may still land; after it, nothing for several refresh periods.
    await new Promise((done) => setTimeout(done, refreshMs));
    const whilePaused = forexRequests.counter.count;
    await new Promise((done) => setTimeout(done, 4 * refreshMs));
    await expect(forexRequests.counter.count).toBe(whilePaused);

    await userEvent.click(ticker.getByRole('button', { name: i18n._(tickerTexts.resume) }));
    await waitFor(() => expect(forexRequests.counter.count).toBeGreaterThan(whilePaused), slow);
  },
};
