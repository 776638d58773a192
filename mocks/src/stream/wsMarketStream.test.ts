// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readServerMessage, type StreamServerMessage } from '@tp/api';
import { createMarketStreamHub, type MarketStreamHub } from './marketStreamHub';
import { attachMarketStream, type AttachedMarketStream } from './wsMarketStream';

const goodOrigin = 'http://app.test';
let server: Server;
let hub: MarketStreamHub;
let attached: AttachedMarketStream;
let origin: string;
const asked: Array<{ origin: string | undefined; host: string | undefined }> = [];

beforeEach(async () => {
  server = createServer((_request, response) => response.writeHead(204).end());
  hub = createMarketStreamHub({ updateIntervalMs: 50, heartbeatIntervalMs: 200 });
  attached = attachMarketStream(server, hub, {
    allowedOrigins: (requestOrigin, host) => {
      asked.push({ origin: requestOrigin, host });
      return requestOrigin === undefined || requestOrigin === goodOrigin;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  asked.length = 0;
});
afterEach(async () => {
  hub.close();
  await attached.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A client socket, open, with every frame it got read as the browser reads them (null: dropped). */
async function connect(
  path = '/ws/market/',
  headers: Record<string, string> = { Origin: goodOrigin },
) {
  const socket = new WebSocket(`ws://${origin}${path}`, { headers });
  const received: Array<StreamServerMessage | null> = [];
  socket.on('message', (data) => received.push(readServerMessage(String(data))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received, closed };
}

/** The status an upgrade is refused with. */
function refusal(path: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`ws://${origin}${path}`, { headers });
  return new Promise<number>((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => reject(new Error('upgraded')));
    socket.once('error', () => {});
  });
}

async function until(check: () => boolean, timeoutMs = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the market stream over a real WebSocket (D19)', () => {
  it('serves the protocol: a snapshot, updates and heartbeats, all as the browser accepts them', async () => {
    const client = await connect('/ws/market/?tab=1');
    client.socket.send(JSON.stringify({ type: 'subscribe', channels: ['tickers'] }));
    await until(
      () =>
        client.received.some((message) => message?.type === 'update') &&
        client.received.some((message) => message?.type === 'heartbeat'),
    );
    expect(client.received[0]).toMatchObject({ type: 'snapshot', channel: 'tickers' });
    expect(client.received).not.toContain(null);
    expect(asked).toEqual([{ origin: goodOrigin, host: origin }]);
    client.socket.close(1000);
    await client.closed;
    await until(() => hub.stats().connections === 0);
  });

  it('refuses another path with 404 and a page of another origin with 403', async () => {
    expect(await refusal('/ws/other/', { Origin: goodOrigin })).toBe(404);
    expect(await refusal('/ws/market', { Origin: goodOrigin })).toBe(404);
    expect(await refusal('/ws/market/', { Origin: 'http://evil.test' })).toBe(403);
    expect(hub.stats().connections).toBe(0);
  });

  it('lets in a client that sends no Origin when the check allows it', async () => {
    const client = await connect('/ws/market/', {});
    expect(asked).toEqual([{ origin: undefined, host: origin }]);
    client.socket.close();
  });

  it('closes with 1009 on a frame over 4096 bytes', async () => {
    const client = await connect();
    client.socket.send('x'.repeat(4097));
    expect(await client.closed).toBe(1009);
  });

  it('answers a binary frame with invalid_message and stays open', async () => {
    const client = await connect();
    client.socket.send(Buffer.from(JSON.stringify({ type: 'subscribe', channels: ['tickers'] })));
    await until(() => client.received.length > 0);
    expect(client.received[0]).toMatchObject({ type: 'error', code: 'invalid_message' });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('passes the hub’s close codes on: dropAll 1012, then 1001 when it shuts down', async () => {
    const dropped = await connect();
    hub.dropAll();
    expect(await dropped.closed).toBe(1012);
    const open = await connect();
    hub.close();
    await attached.close();
    expect(await open.closed).toBe(1001);
  });
});
