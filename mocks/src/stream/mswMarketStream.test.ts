// @vitest-environment jsdom
// jsdom gives the page's WebSocket (Node 20 has none without a flag), which MSW's interceptor replaces.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readServerMessage, type StreamServerMessage } from '@tp/api';
import { createMarketStreamHub } from './marketStreamHub';
import { marketStreamHandler } from './mswMarketStream';

const url = 'ws://app.test/ws/market/';
const hub = createMarketStreamHub({ updateIntervalMs: 50, heartbeatIntervalMs: 200 });
const server = setupServer(marketStreamHandler(hub, url));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => hub.dropAll(1000));
afterAll(() => {
  hub.close();
  server.close();
});

/** A page's socket, open, with every frame it got as the browser reads them (null: dropped). */
async function connect() {
  const socket = new WebSocket(url);
  const received: Array<StreamServerMessage | null> = [];
  socket.addEventListener('message', (event) => received.push(readServerMessage(event.data)));
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  return { socket, received, closed };
}

async function until(check: () => boolean, timeoutMs = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the market stream through MSW (demo, Storybook)', () => {
  it('serves the protocol: a snapshot, updates and heartbeats, all as the browser accepts them', async () => {
    const page = await connect();
    page.socket.send(
      JSON.stringify({ type: 'subscribe', channels: ['tickers', 'candles:bitcoin:1m'] }),
    );
    await until(
      () =>
        page.received.filter((message) => message?.type === 'update').length >= 4 &&
        page.received.some((message) => message?.type === 'heartbeat'),
    );
    expect(page.received.slice(0, 2)).toMatchObject([
      { type: 'snapshot', channel: 'tickers' },
      { type: 'snapshot', channel: 'candles:bitcoin:1m' },
    ]);
    expect(page.received).not.toContain(null);
    page.socket.close();
    await page.closed;
    await until(() => hub.stats().connections === 0);
  });

  it('answers what is not a client message, and refuses a frame over 4096 bytes with 1009', async () => {
    const page = await connect();
    page.socket.send('{"type":"subscribe"}');
    page.socket.send(new Uint8Array([1, 2, 3]));
    await until(() => page.received.length === 2);
    expect(page.received.map((message) => message?.type === 'error' && message.code)).toEqual([
      'invalid_message',
      'invalid_message',
    ]);
    // Multi-byte characters count in UTF-8: 2049 of them are 4098 bytes.
    page.socket.send('é'.repeat(2049));
    expect(await page.closed).toBe(1009);
  });

  it('passes the hub’s close codes to the page as they are (1012 on dropAll)', async () => {
    const page = await connect();
    hub.dropAll();
    expect(await page.closed).toBe(1012);
  });
});
