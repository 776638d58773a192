// D19 (Node only): the market stream over a real WebSocket on the mock API's HTTP server. This is the server's
// upgrade handler for every path: the stream's path is served, any other is refused.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { streamContract } from '@tp/api';
import type { MarketStreamHub } from './marketStreamHub';

export interface MarketStreamAttachOptions {
  /** The socket's path, the query string ignored; the contract's `/ws/market/` by default. */
  path?: string;
  /** Whether a browser page of `origin` (undefined: not a browser) may open the socket on `host`. */
  allowedOrigins: (origin: string | undefined, host: string | undefined) => boolean;
}

export interface AttachedMarketStream {
  /** Stops accepting upgrades and waits for every open socket to close (forced after a second). */
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 1_000;

function refuseUpgrade(socket: Duplex, status: 403 | 404) {
  const text = status === 403 ? 'Forbidden' : 'Not Found';
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

function serve(socket: WebSocket, hub: MarketStreamHub) {
  const connection = hub.connect({
    send: (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close: (code, reason) => socket.close(code, reason),
  });
  socket.on('message', (data, isBinary) => {
    const bytes = asBuffer(data);
    if (isBinary) connection.receiveBinary(bytes.byteLength);
    else connection.receive(bytes.toString('utf8'), bytes.byteLength);
  });
  // ws reports a frame over maxPayload (and other protocol errors) here, then closes (1009 for the size).
  socket.on('error', () => {});
  socket.on('close', () => connection.closed());
}

export function attachMarketStream(
  server: Server,
  hub: MarketStreamHub,
  options: MarketStreamAttachOptions,
): AttachedMarketStream {
  const path = options.path ?? streamContract.path;
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: streamContract.maxInboundMessageBytes,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const [pathname] = (request.url ?? '').split('?', 1);
    if (pathname !== path) return refuseUpgrade(socket, 404);
    if (!options.allowedOrigins(request.headers.origin, request.headers.host))
      return refuseUpgrade(socket, 403);
    sockets.handleUpgrade(request, socket, head, (webSocket) => serve(webSocket, hub));
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await Promise.all(
        [...sockets.clients].map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve();
              const force = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
              socket.once('close', () => {
                clearTimeout(force);
                resolve();
              });
              if (socket.readyState === socket.OPEN)
                socket.close(streamContract.closeCodes.goingAway, 'Server shutting down.');
            }),
        ),
      );
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
