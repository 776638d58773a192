import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { demoUsers } from '../support/demoUsers';
import { signIn } from '../support/session';
import { stack, watchPolicy } from './stack';

/**
 * Issue 44 (D19): the ticker's prices come over the one market socket, through nginx, on the app's origin. The
 * API server's test tools (served only with --expose-outbox) drop every connection or skip a sequence number.
 */
const streamTools = `${stack.apiUrl}/__test__/stream`;

interface Frames {
  sent: string[];
  received: Array<{ type: string; channel?: string }>;
  sockets: WebSocket[];
}

/** Every market socket the page opens, and its frames both ways. */
function watchSockets(page: Page): Frames {
  const frames: Frames = { sent: [], received: [], sockets: [] };
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/ws/market/')) return;
    frames.sockets.push(socket);
    socket.on('framesent', ({ payload }) => frames.sent.push(String(payload)));
    socket.on('framereceived', ({ payload }) => frames.received.push(JSON.parse(String(payload))));
  });
  return frames;
}

const tickerSnapshots = (frames: Frames) =>
  frames.received.filter((message) => message.type === 'snapshot' && message.channel === 'tickers')
    .length;

const tickerPolls = /\/(api\/market\/forex|market-api\/simple\/price)/;

/** The first coin's price as the ticker shows it. */
const firstPrice = (page: Page) =>
  page.getByRole('group', { name: 'Prices' }).getByRole('listitem').first().innerText();

test.describe('live prices over the market socket (D19)', () => {
  // Dropping every connection and skipping a sequence number reach every page of the stack: one at a time here.
  test.describe.configure({ mode: 'serial' });

  test('the ticker moves without a poll, and the policy refuses nothing', async ({ page }) => {
    const policy = await watchPolicy(page.context());
    const frames = watchSockets(page);
    await signIn(page, demoUsers.alex);
    const ticker = page.getByRole('region', { name: 'Market prices' });
    await expect(ticker.getByRole('status')).toHaveText('Live', { timeout: 15_000 });
    await expect
      .poll(() => frames.sent.map((frame) => JSON.parse(frame)))
      .toContainEqual({ type: 'subscribe', channels: ['tickers'] });
    const polls: string[] = [];
    page.on('request', (request) => {
      if (tickerPolls.test(request.url())) polls.push(request.url());
    });
    const before = await firstPrice(page);
    await expect.poll(() => firstPrice(page), { timeout: 15_000 }).not.toBe(before);
    expect(polls).toEqual([]);
    policy.assertClean();
  });

  test('a dropped socket marks the prices stale, then reconnects and subscribes again on its own', async ({
    page,
    request,
  }) => {
    const frames = watchSockets(page);
    await signIn(page, demoUsers.alex);
    const note = page.getByRole('region', { name: 'Market prices' }).getByRole('status');
    await expect(note).toHaveText('Live', { timeout: 15_000 });
    expect((await request.post(`${streamTools}/drop`)).status()).toBe(204);
    await expect(note).toContainText(/Reconnecting/);
    await expect(note).toContainText(/Stale, as of/);
    // The page says so too, at the top of its content, with the countdown to the next try beside it.
    const banner = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Live prices interrupted' });
    await expect(banner).toContainText('The prices shown are stale');
    await expect(note).toHaveText('Live', { timeout: 20_000 });
    await expect(banner).toHaveCount(0);
    expect(frames.sockets).toHaveLength(2);
    const subscribes = () =>
      frames.sent.filter((frame) => JSON.parse(frame).type === 'subscribe').length;
    await expect.poll(subscribes).toBe(2);
  });

  test('a sequence gap asks for exactly one new snapshot', async ({ page, request }) => {
    const frames = watchSockets(page);
    await signIn(page, demoUsers.alex);
    await expect(
      page.getByRole('region', { name: 'Market prices' }).getByRole('status'),
    ).toHaveText('Live', { timeout: 15_000 });
    // Live means open; the first snapshot follows the subscribe.
    await expect.poll(() => tickerSnapshots(frames)).toBe(1);
    expect((await request.post(`${streamTools}/gap?channel=tickers`)).status()).toBe(204);
    await expect.poll(() => tickerSnapshots(frames), { timeout: 10_000 }).toBe(2);
    // Several more updates pass with no further snapshot: the channel is back in step.
    const received = frames.received.length;
    await expect
      .poll(() => frames.received.length, { timeout: 10_000 })
      .toBeGreaterThan(received + 3);
    expect(tickerSnapshots(frames)).toBe(2);
    expect(frames.sockets).toHaveLength(1);
  });

  test("a coin's page streams its candles on the same socket, one channel per interval", async ({
    page,
    request,
  }) => {
    const policy = await watchPolicy(page.context());
    const frames = watchSockets(page);
    await signIn(page, demoUsers.alex, { landOn: '/market/btc' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' })).toBeVisible();
    const mark = page.getByRole('main').locator('[data-freshness]').first();
    await expect(mark).toHaveAttribute('data-freshness', 'live', { timeout: 15_000 });
    await expect(page.locator('[data-chart-ready]')).toBeVisible();
    // Whether the tab has sent `type` for `channel` (alone, or with channels asked for in the same frame).
    const hasSent = (type: string, channel: string) => () =>
      frames.sent
        .map((frame) => JSON.parse(frame) as { type: string; channels?: string[] })
        .some((message) => message.type === type && message.channels?.includes(channel));
    await expect.poll(hasSent('subscribe', 'candles:bitcoin:1m')).toBe(true);
    const candleMessages = (type: string, channel: string) =>
      frames.received.filter((message) => message.type === type && message.channel === channel)
        .length;
    await expect.poll(() => candleMessages('snapshot', 'candles:bitcoin:1m')).toBe(1);
    await expect
      .poll(() => candleMessages('update', 'candles:bitcoin:1m'), { timeout: 10_000 })
      .toBeGreaterThan(2);

    await page.getByRole('button', { name: '1 d', exact: true }).click();
    await expect.poll(hasSent('unsubscribe', 'candles:bitcoin:1m')).toBe(true);
    await expect.poll(hasSent('subscribe', 'candles:bitcoin:1d')).toBe(true);
    await expect.poll(() => candleMessages('snapshot', 'candles:bitcoin:1d')).toBe(1);

    // A drop leaves the candles on screen, stale; the tab opens one new socket and resubscribes on its own.
    const socketsBefore = frames.sockets.length;
    expect((await request.post(`${streamTools}/drop`)).status()).toBe(204);
    await expect(mark).toHaveAttribute('data-freshness', 'stale');
    await expect(mark).toHaveAttribute('data-freshness', 'live', { timeout: 20_000 });
    await expect.poll(() => candleMessages('snapshot', 'candles:bitcoin:1d')).toBe(2);
    expect(frames.sockets).toHaveLength(socketsBefore + 1);
    policy.assertClean();
  });
});
