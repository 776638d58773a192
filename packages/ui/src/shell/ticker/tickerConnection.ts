import { delayedAfterMs, type ConnectionState } from '@tp/api';
import type { TickerConnection } from '../../widgets/Ticker';

/** The ticker's stream sends an update a second; nothing new for longer than D19's delayed mark reads as delayed. */
export const tickerDelayedAfterMs = delayedAfterMs(1_000);

/**
 * D19: what the ticker's note says of the market socket at `now`. Nothing while it first connects or where
 * prices are only polled; the countdown to the next try while reconnecting.
 */
export function tickerConnectionOf(
  connection: ConnectionState | null,
  lastUpdateAt: number | null,
  now: number,
): TickerConnection | undefined {
  switch (connection?.phase) {
    case 'live':
      return lastUpdateAt !== null && now - lastUpdateAt > tickerDelayedAfterMs
        ? { kind: 'delayed', since: lastUpdateAt }
        : { kind: 'live' };
    case 'reconnecting':
      return {
        kind: 'reconnecting',
        retryInSeconds:
          connection.retryAt === null
            ? null
            : Math.max(0, Math.ceil((connection.retryAt - now) / 1000)),
      };
    case 'offline':
      return { kind: 'offline' };
    case 'fallback':
      return { kind: 'polling' };
    default:
      return undefined;
  }
}

/** Why live prices stopped: the socket is trying again (in so many seconds, when known), or the network is gone. */
export type StreamOutage = Extract<TickerConnection, { kind: 'reconnecting' | 'offline' }>;

/** D19: the outage the page's banner tells of, from the same reading as the ticker's note; none while all is well. */
export function streamOutageOf(
  connection: ConnectionState | null,
  now: number,
): StreamOutage | undefined {
  const said = tickerConnectionOf(connection, null, now);
  return said?.kind === 'reconnecting' || said?.kind === 'offline' ? said : undefined;
}
