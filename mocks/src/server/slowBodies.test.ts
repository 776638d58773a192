// @vitest-environment node
// Issue 40 item 6: a body must keep a minimum rate and arrive by a deadline, and a connection still sending its
// body is not "served": at the cap it gives way like an idle one.
import { get } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { DEMO_USERS } from '../backend/seed';
import { createApiServer, type ApiServerOptions } from './httpServer';

const running: { close: () => Promise<void> }[] = [];
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

async function start(options: ApiServerOptions = {}) {
  const api = createApiServer({ passwordIterations: MOCK_PBKDF2_ITERATIONS, ...options });
  await api.ready;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  const close = () => {
    api.server.closeAllConnections();
    return new Promise<void>((resolve) => api.server.close(() => resolve()));
  };
  running.push({ close });
  return { ...api, port, base: `http://127.0.0.1:${port}` };
}

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const body = JSON.stringify({ email: DEMO_USERS.alex.email, password: DEMO_USERS.alex.password });

/** Declares a 60 KB sign-in body, then sends it one byte a second; resolves with the socket once connected. */
async function trickle(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  const opened = performance.now();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - opened)),
  );
  socket.write(
    'POST /auth/login/ HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
      'Content-Length: 60000\r\n\r\n{',
  );
  timers.push(setInterval(() => socket.writable && socket.write(' '), 1_000));
  return { socket, closed };
}

const visit = (base: string) =>
  new Promise<number>((resolve, reject) => {
    get(`${base}/api/packages/`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });

describe('slow bodies (issue 40)', () => {
  it('evicts a connection trickling its body one byte a second within a few seconds', async () => {
    const { port } = await start();
    const { closed } = await trickle(port);
    const evictedAfter = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 8_000)),
    ]);
    expect(evictedAfter).toBeLessThan(5_000);
  }, 15_000);

  it('at the cap, a connection still sending its body gives way to a newcomer', async () => {
    const { port, base } = await start({ maxConnections: 2 });
    await trickle(port);
    await trickle(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await visit(base)).toBe(200);
  }, 15_000);

  it('still reads a body that arrives in pieces at a human pace', async () => {
    const { port } = await start();
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = new Promise<string>((resolve) =>
      socket.once('data', (data) => resolve(String(data))),
    );
    socket.write(
      'POST /auth/login/ HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    socket.write(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
