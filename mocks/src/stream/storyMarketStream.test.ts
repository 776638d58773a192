// @vitest-environment jsdom
// jsdom gives the page's WebSocket (Node 20 has none without a flag), which MSW's interceptor replaces.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoryMarketStream } from './storyMarketStream';

const stream = createStoryMarketStream();
const server = setupServer(...stream.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => stream.reset());
afterAll(() => {
  stream.hub().close();
  server.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function open(url: string) {
  const socket = new WebSocket(url);
  const opened = new Promise((resolve) => socket.addEventListener('open', resolve));
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  return { socket, opened, closed };
}

describe('the market stream of a story', () => {
  it('keeps a handshake waiting while held, then the hub serves the socket', async () => {
    stream.holdHandshakes();
    const page = open(stream.url());
    await settle();
    expect(page.socket.readyState).toBe(WebSocket.CONNECTING);
    expect(stream.hub().stats().connections).toBe(0);

    stream.releaseHandshakes();
    await page.opened;
    page.socket.send(JSON.stringify({ type: 'subscribe', channels: ['tickers'] }));
    await settle();
    expect(stream.hub().stats().snapshotsSent).toEqual({ tickers: 1 });
    page.socket.close();
  });

  it('gives each run its own URL and hub, and shuts the one before', async () => {
    const before = stream.url();
    const page = open(before);
    await page.opened;
    const hubBefore = stream.hub();

    stream.reset();
    expect(stream.url()).not.toBe(before);
    expect(stream.hub()).not.toBe(hubBefore);
    expect(await page.closed).toBe(1001);

    const next = open(stream.url());
    await next.opened;
    expect(stream.hub().stats().connections).toBe(1);
    next.socket.close();
  });

  it('never opens a handshake held when the run ended', async () => {
    stream.holdHandshakes();
    const page = open(stream.url());
    await settle();
    stream.reset();
    await settle();
    expect(page.socket.readyState).toBe(WebSocket.CONNECTING);
    expect(stream.hub().stats().connections).toBe(0);
    page.socket.close();
  });
});
