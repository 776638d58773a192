// D19: the market WebSocket on the mock API's HTTP server, and its test tools. The socket carries only public
// prices, so its Origin check is about who may open one from a browser: the app's own origin (same-origin mode,
// where nginx passes the browser's Host on) or the one cross-origin app (`allowedOrigin`); a client that sends no
// Origin is not a browser, and a browser check would not stop it anyway.
import type { Server } from 'node:http';
import { createMarketStreamHub, type MarketStreamHub } from '../stream/marketStreamHub';
import { attachMarketStream } from '../stream/wsMarketStream';
import { parseCandleChannel, tickersChannel } from '@tp/api';

/** Test tools of the stream (served with the outbox only): drop every socket, skip a number, read counts. */
export const STREAM_TOOLS_PATH = '/__test__/stream';

export function streamOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigin: string | null | undefined,
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigin && origin === allowedOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface MarketStreamServer {
  hub: MarketStreamHub;
  close(): Promise<void>;
}

export function serveMarketStream(
  server: Server,
  { allowedOrigin, now }: { allowedOrigin: string | null | undefined; now: () => number },
): MarketStreamServer {
  const hub = createMarketStreamHub({ now });
  const attached = attachMarketStream(server, hub, {
    allowedOrigins: (origin, host) => streamOriginAllowed(origin, host, allowedOrigin),
  });
  return {
    hub,
    async close() {
      hub.close();
      await attached.close();
    },
  };
}

const knownChannel = (channel: string | null): channel is string =>
  channel === tickersChannel || (channel !== null && parseCandleChannel(channel) !== null);

/** The test tools' answer to `method path?query`, or null when the path is not one of them. */
export function streamToolAnswer(
  hub: MarketStreamHub,
  method: string,
  url: URL,
): { status: number; body?: unknown } | null {
  const tool = url.pathname.slice(STREAM_TOOLS_PATH.length);
  if (!url.pathname.startsWith(`${STREAM_TOOLS_PATH}/`)) return null;
  if (tool === '/stats' && method === 'GET') return { status: 200, body: hub.stats() };
  if (method !== 'POST') return { status: 405, body: { detail: 'Use POST.' } };
  if (tool === '/drop') {
    hub.dropAll();
    return { status: 204 };
  }
  if (tool === '/gap') {
    const channel = url.searchParams.get('channel');
    if (!knownChannel(channel)) return { status: 400, body: { detail: 'Name a channel.' } };
    hub.skipSequence(channel);
    return { status: 204 };
  }
  if (tool === '/rate') {
    const perSecond = Number(url.searchParams.get('perSecond'));
    if (!Number.isInteger(perSecond) || perSecond < 1 || perSecond > 100)
      return { status: 400, body: { detail: 'perSecond: 1 to 100.' } };
    hub.setUpdateRate(perSecond);
    return { status: 204 };
  }
  return { status: 404, body: { detail: 'Not found.' } };
}
