import type { Meta, StoryObj } from '@storybook/react-vite';
import { candleChannel } from '@tp/api';
import { i18n } from '@tp/i18n';
import { createStoryMarketStream, createStoryMockApi } from '@tp/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInScreen } from '../../storybook/signedInScreen';
import { withStoryStream } from '../../storybook/withStoryStream';
import { selfTimed, slow } from '../../storybook/storyQueries';
import { freshnessTexts } from '../../widgets/Freshness';
import { coinTexts } from './coinTexts';
import { CoinScreen } from './CoinScreen';

const mockApi = createStoryMockApi();
const stream = createStoryMarketStream();

const withStream = withStoryStream(stream);

const signedIn = signedInScreen(mockApi, '/market/btc', {
  pattern: '/market/:symbol',
  showQuery: true,
  beforeEach: () => stream.reset(),
});

/**
 * A coin's page on the demo server's market stream (MSW's WebSocket mocking and the mock server's own protocol
 * code): the candles of the chosen interval arrive as a snapshot and move every second, the last price with
 * them; a dropped connection leaves them on screen, marked stale, until the socket is back.
 */
const meta = {
  title: 'Screens/Coin/CoinScreen',
  component: CoinScreen,
  parameters: {
    layout: 'fullscreen',
    // Live candles move every second: CoinView's stories are the stills.
    chromatic: { disableSnapshot: true },
    msw: { handlers: [...stream.handlers, ...mockApi.handlers] },
  },
  beforeEach: signedIn.beforeEach,
  decorators: [withStream, ...signedIn.decorators],
} satisfies Meta<typeof CoinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const markOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-freshness]');
const lastPrice = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(i18n._(coinTexts.lastPrice)).nextElementSibling?.textContent;

async function live(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(markOf(canvasElement)).toHaveAttribute('data-freshness', 'live'),
    slow,
  );
}

/** Streamed: the snapshot draws the chart, the last price moves with the forming candle, and 1 h is a new channel. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bitcoin (BTC)');
    await live(canvasElement);
    await expect(markOf(canvasElement)?.textContent).toBe(i18n._(freshnessTexts.live));
    const before = lastPrice(canvasElement);
    await waitFor(() => expect(lastPrice(canvasElement)).not.toBe(before), selfTimed);

    await userEvent.click(
      canvas.getByRole('button', { name: i18n._(coinTexts.intervalLabels['1h']) }),
    );
    await expect(canvas.getByRole('status', { name: 'URL query' })).toHaveTextContent(
      '?interval=1h',
    );
    await waitFor(
      () =>
        expect(stream.hub().stats().snapshotsSent[candleChannel('bitcoin', '1h')]).toBeGreaterThan(
          0,
        ),
      slow,
    );
    await live(canvasElement);
  },
};

/** The server has not completed the handshake: the chart's frame waits, its height held. */
export const Connecting: Story = {
  beforeEach: () => stream.holdHandshakes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(coinTexts.loading))).toBeVisible();
    await expect(markOf(canvasElement)).toBeNull();
  },
};

/** The server drops the connection and the next try waits: the candles stay, marked stale, until it is back. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    stream.holdHandshakes();
    stream.hub().dropAll();
    await waitFor(
      () => expect(markOf(canvasElement)).toHaveAttribute('data-freshness', 'stale'),
      slow,
    );
    await expect(markOf(canvasElement)?.textContent).toMatch(/^Stale/);
    stream.releaseHandshakes();
    await live(canvasElement);
  },
};

/** No socket in this tab (polling only): no candles, and the page says why. */
export const NoStream: Story = {
  parameters: { noStream: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(coinTexts.unavailable)),
    ).toBeVisible();
  },
};
