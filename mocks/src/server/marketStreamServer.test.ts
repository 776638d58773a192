// @vitest-environment node
// D19 on the mock API's HTTP server: the socket beside the API, who may open it, and the test tools.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readServerMessage } from '@tp/api';
import { MOCK_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { createApiServer, type ApiServerOptions } from './httpServer';
import { streamOriginAllowed } from './marketStreamServer';

const appOrigin = 'http://127.0.0.1:8080';
const running: Array<() => Promise<void>> = [];

async function start(options: ApiServerOptions = {}) {
  const api = createApiServer({
    allowedOrigin: appOrigin,
    passwordIterations: MOCK_PBKDF2_ITERATIONS,
    ...options,
  });
  await api.ready;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  running.push(async () => {
    await api.stream.close();
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  });
  return { ...api, host: `127.0.0.1:${port}` };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** Opens the market socket from `origin` and resolves with its first message, or with the refusal's status. */
function firstMessage(host: string, origin: string) {
  const socket = new WebSocket(`ws://${host}/ws/market/`, { origin });
  return new Promise<{ status: number } | { message: unknown; socket: WebSocket }>((resolve) => {
    socket.once('unexpected-response', (_request, response) =>
      resolve({ status: response.statusCode ?? 0 }),
    );
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', channels: ['tickers'] })),
    );
    socket.once('message', (data) => resolve({ message: readServerMessage(String(data)), socket }));
  });
}

describe('the market socket on the mock API server (D19)', () => {
  it('opens for the app’s origin and answers a subscribe with the tickers snapshot', async () => {
    const { host } = await start();
    const answer = await firstMessage(host, appOrigin);
    expect(answer).toMatchObject({ message: { type: 'snapshot', channel: 'tickers', seq: 0 } });
    if ('socket' in answer) answer.socket.close();
  });

  it('refuses a page of another site', async () => {
    const { host } = await start();
    expect(await firstMessage(host, 'https://evil.example')).toEqual({ status: 403 });
  });

  it('accepts its own host as the origin (nginx passes the browser’s Host on), and nothing like it', () => {
    expect(streamOriginAllowed('https://trade.example.com', 'trade.example.com', null)).toBe(true);
    expect(streamOriginAllowed('http://127.0.0.1:5393', '127.0.0.1:5393', null)).toBe(true);
    expect(streamOriginAllowed('http://127.0.0.1:5394', '127.0.0.1:5393', null)).toBe(false);
    expect(streamOriginAllowed('https://trade.example.com.evil', 'trade.example.com', null)).toBe(
      false,
    );
    expect(streamOriginAllowed('null', 'trade.example.com', null)).toBe(false);
    expect(streamOriginAllowed(appOrigin, 'api.example.com', appOrigin)).toBe(true);
  });

  it('serves the test tools only beside the outbox', async () => {
    const closed = await start();
    expect(
      (await fetch(`http://${closed.host}/__test__/stream/drop`, { method: 'POST' })).status,
    ).toBe(404);
    const { host } = await start({ exposeOutbox: true });
    const opened = await firstMessage(host, appOrigin);
    if (!('socket' in opened)) throw new Error('not opened');
    const code = new Promise<number>((resolve) => opened.socket.once('close', resolve));
    expect((await fetch(`http://${host}/__test__/stream/drop`, { method: 'POST' })).status).toBe(
      204,
    );
    expect(await code).toBe(1012);
    const stats = await fetch(`http://${host}/__test__/stream/stats`);
    expect(await stats.json()).toMatchObject({ connections: 0, snapshotsSent: { tickers: 1 } });
    expect(
      (await fetch(`http://${host}/__test__/stream/gap?channel=nope`, { method: 'POST' })).status,
    ).toBe(400);
    expect(
      (await fetch(`http://${host}/__test__/stream/gap?channel=tickers`, { method: 'POST' }))
        .status,
    ).toBe(204);
    expect(
      (await fetch(`http://${host}/__test__/stream/rate?perSecond=500`, { method: 'POST' })).status,
    ).toBe(400);
  });
});
