import type { Meta, StoryObj } from '@storybook/react-vite';
import { streamContract, tickersChannel } from '@tp/api';
import { i18n } from '@tp/i18n';
import { API_BASE_URL, createStoryMarketStream, createStoryMockApi } from '@tp/mocks';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { formatTime } from '../../format';
import { signedInScreen } from '../../storybook/signedInScreen';
import { withStoryStream } from '../../storybook/withStoryStream';
import { selfTimed, slow } from '../../storybook/storyQueries';
import { freshnessTexts } from '../../widgets/Freshness';
import { tickerTexts } from '../../widgets/Ticker';
import { LiveTicker } from './LiveTicker';

const mockApi = createStoryMockApi();
const stream = createStoryMarketStream();
/** A short refresh, so a play sees polling (or its absence) within a second (the app's is 15 s). */
const refreshMs = 300;

const forexRequests = { count: 0 };
const countForexRequests = http.get(`${API_BASE_URL}/api/market/forex/`, () => {
  forexRequests.count += 1;
  return undefined;
});

const withStream = withStoryStream(stream);

const signedIn = signedInScreen(mockApi, '/dashboard', {
  beforeEach: () => {
    stream.reset();
    forexRequests.count = 0;
  },
});

/**
 * D19: the price ticker fed by the market stream, through MSW's WebSocket mocking and the mock server's own
 * protocol code. Its note says how the connection stands: nothing while the socket first opens (the first
 * prices are polled once), Live, Delayed with the time of the last prices when the stream goes quiet,
 * Reconnecting with the seconds until the next try after a drop (the prices shown stale, with their time),
 * Offline until the network returns, and the polling fallback when the socket cannot be opened at all.
 */
const meta = {
  title: 'Shell/LiveTicker/Stream',
  component: LiveTicker,
  parameters: {
    layout: 'fullscreen',
    // Streamed prices move every second, and the countdown with them: TickerView's Stream* stories are the stills.
    chromatic: { disableSnapshot: true },
    msw: { handlers: [...stream.handlers, countForexRequests, ...mockApi.handlers] },
  },
  args: { refreshMs },
  beforeEach: signedIn.beforeEach,
  // First is innermost: the stream's clients and clock inside the signed-in ones.
  decorators: [withStream, ...signedIn.decorators],
} satisfies Meta<typeof LiveTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const tickerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: i18n._(tickerTexts.label) });

/** The ticker's queries, its note (the status beside the prices) and its first price, Bitcoin's. */
async function loadedTicker(canvasElement: HTMLElement) {
  const ticker = within(tickerOf(canvasElement));
  await waitFor(() => expect(ticker.getAllByRole('listitem')).toHaveLength(43), slow);
  return {
    ticker,
    note: () => ticker.getByRole('status'),
    bitcoin: () => ticker.getAllByRole('listitem')[0]!,
  };
}

async function live(canvasElement: HTMLElement) {
  const loaded = await loadedTicker(canvasElement);
  await waitFor(() => expect(loaded.note().textContent).toBe(i18n._(freshnessTexts.live)), slow);
  return loaded;
}

/** Waits for `price` to show `times` new values in a row. */
async function expectMoves(price: () => HTMLElement, times: number) {
  for (let move = 0; move < times; move += 1) {
    const before = price().textContent;
    await waitFor(() => expect(price().textContent).not.toBe(before), selfTimed);
  }
}

// A price's mark changes with the price, and new prices land a few items per frame (useStaggeredItems).
const expectStale = (price: () => HTMLElement) =>
  waitFor(() => expect(price()).toHaveAttribute('data-state', 'stale'), slow);
const expectFresh = (price: () => HTMLElement) =>
  waitFor(() => expect(price()).not.toHaveAttribute('data-state'), slow);

// The story clock starts every story at SEED_NOW (12:00:00), so the last prices and now share their minute.
const staleNow = () => i18n._(freshnessTexts.staleAsOf(formatTime(Date.now())));

/** After a connection that lasted under 30 s, the first retry comes 1 to 2 s later (backoff.ts). */
const firstRetrySeconds = [1, 2];

/** The seconds of a "Reconnecting in N s" note, or null for any other. */
function countdownOf(note: string): number | null {
  return (
    firstRetrySeconds.find((seconds) =>
      note.startsWith(i18n._(tickerTexts.reconnectingIn(seconds))),
    ) ?? null
  );
}

/** Every text the ticker's note takes from now on, in order. */
function recordNotes(ticker: HTMLElement) {
  const seen: string[] = [];
  const record = () => {
    const text = within(ticker).queryByRole('status')?.textContent ?? '';
    if (seen.at(-1) !== text) seen.push(text);
  };
  const observer = new MutationObserver(record);
  observer.observe(ticker, { subtree: true, childList: true, characterData: true });
  record();
  return { seen, stop: () => observer.disconnect() };
}

/**
 * The server has not completed the handshake (held): the first prices come from one poll, the note says nothing
 * yet, and the ticker does not poll again while the socket opens.
 */
export const Connecting: Story = {
  beforeEach: () => stream.holdHandshakes(),
  play: async ({ canvasElement }) => {
    const { ticker } = await loadedTicker(canvasElement);
    await expect(ticker.queryByRole('status')).toBeNull();
    const afterLoad = forexRequests.count;
    await new Promise((done) => setTimeout(done, 4 * refreshMs));
    await expect(forexRequests.count).toBe(afterLoad);
    await expect(ticker.queryByRole('status')).toBeNull();
  },
};

/** Streamed: the note says Live, the prices move every second, and nothing is polled. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    const afterLoad = forexRequests.count;
    await expectMoves(bitcoin, 2);
    await expectFresh(bitcoin);
    await expect(note().textContent).toBe(i18n._(freshnessTexts.live));
    await expect(forexRequests.count).toBe(afterLoad);
  },
};

/** Connected, but no update for over twice the stream's second: Delayed, with the time of the prices shown. */
export const Delayed: Story = {
  play: async ({ canvasElement }) => {
    const { note } = await live(canvasElement);
    // One update a minute: heartbeats keep the connection, the prices stop.
    stream.hub().setUpdateRate(1 / 60);
    const delayed = i18n._(freshnessTexts.delayedAsOf(formatTime(Date.now())));
    await waitFor(() => expect(note().textContent).toBe(delayed), selfTimed);
  },
};

/**
 * The server drops the connection (1012, restarting): the note counts down to the next try, then says
 * Reconnecting… while that try waits for the server (held); the prices stay, stale, with their time.
 */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    const notes = recordNotes(tickerOf(canvasElement));
    stream.holdHandshakes();
    stream.hub().dropAll();
    await waitFor(
      () => expect(note()).toHaveTextContent(i18n._(tickerTexts.reconnecting)),
      selfTimed,
    );
    notes.stop();
    // A second's note may be written twice (its stale mark joining it); the countdown is the seconds it names.
    const countdown = notes.seen
      .map(countdownOf)
      .filter((seconds, index, all) => seconds !== null && seconds !== all[index - 1]);
    await expect(countdown.length).toBeGreaterThan(0);
    // Once a second, each one less than the last.
    await expect(countdown).toEqual(countdown.map((_, index) => countdown[0]! - index));
    await expect(note()).toHaveTextContent(staleNow());
    await expectStale(bitcoin);
  },
};

/**
 * The server closes the connection with a code (1011, server error): the prices are marked stale while the note
 * counts down, and once the socket is back they are live again.
 */
export const ServerClosed: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    stream.hub().dropAll(streamContract.closeCodes.serverError);
    await waitFor(() => expect(countdownOf(note().textContent ?? '')).not.toBeNull(), slow);
    await expect(note()).toHaveTextContent(staleNow());
    await expectStale(bitcoin);

    await waitFor(() => expect(note().textContent).toBe(i18n._(freshnessTexts.live)), selfTimed);
    await expectFresh(bitcoin);
    await expectMoves(bitcoin, 1);
  },
};

/**
 * An update skips a number (a lost message): the channel asks for one fresh snapshot, exactly once, and the
 * prices keep moving, live all along.
 */
export const GapAndResync: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    const snapshots = () => stream.hub().stats().snapshotsSent[tickersChannel];
    await expect(snapshots()).toBe(1);
    stream.hub().skipSequence(tickersChannel);
    await waitFor(() => expect(snapshots()).toBe(2), selfTimed);
    await expectMoves(bitcoin, 2);
    await expect(snapshots()).toBe(2);
    await expect(note().textContent).toBe(i18n._(freshnessTexts.live));
  },
};

const network = {
  goOffline() {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  },
  goOnline() {
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  },
  /** The story's cleanup: online again if it ended offline (TanStack Query pauses every query of the page). */
  restore() {
    if (Object.hasOwn(navigator, 'onLine')) network.goOnline();
  },
};

/** The network is gone: the note says the ticker waits for it, and the prices stay, stale, with their time. */
export const Offline: Story = {
  beforeEach: () => network.restore,
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    network.goOffline();
    await waitFor(() => expect(note()).toHaveTextContent(i18n._(tickerTexts.offline)), slow);
    await expect(note()).toHaveTextContent(staleNow());
    await expectStale(bitcoin);
  },
};

/** The network returns: the socket opens again at once (no backoff to wait for) and the prices are live. */
export const BackOnline: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: () => network.restore,
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await live(canvasElement);
    network.goOffline();
    await waitFor(() => expect(note()).toHaveTextContent(i18n._(tickerTexts.offline)), slow);
    network.goOnline();
    await waitFor(() => expect(note().textContent).toBe(i18n._(freshnessTexts.live)), slow);
    await expectFresh(bitcoin);
  },
};

/**
 * The server refuses every connection (shut down): after three failed opens the ticker polls in the socket's
 * place, says so, and its prices are fresh, not stale.
 */
export const FallbackPolling: Story = {
  beforeEach: () => stream.hub().close(),
  play: async ({ canvasElement }) => {
    const { note, bitcoin } = await loadedTicker(canvasElement);
    await waitFor(() => expect(note().textContent).toBe(i18n._(tickerTexts.polling)), selfTimed);
    await expectFresh(bitcoin);
    const polled = forexRequests.count;
    await waitFor(() => expect(forexRequests.count).toBeGreaterThan(polled), slow);
  },
};
