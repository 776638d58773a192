// D19: the market stream's messages as the contract describes them (openapi/market-stream.yaml), and the one
// reader of what the server sends: JSON, then the contract's validator; anything else is dropped, not trusted.
import type {
  StreamCandleSnapshot,
  StreamCandleUpdate,
  StreamClientMessage,
  StreamServerMessage,
  StreamTickerSnapshot,
  StreamTickerUpdate,
} from '../stream.gen';
import { streamCoinIds, streamContract } from './streamContract.gen';
import { validate } from './validateServerMessage.gen';

export type {
  StreamCandle,
  StreamCandleSnapshot,
  StreamCandleUpdate,
  StreamClientMessage,
  StreamQuote,
  StreamServerMessage,
  StreamTickerSnapshot,
  StreamTickerUpdate,
} from '../stream.gen';
export { streamCoinIds, streamContract };

export type CandleInterval = (typeof streamContract.candleIntervals)[number];
export type StreamCoinId = (typeof streamCoinIds)[number];

export const tickersChannel = 'tickers';

export function candleChannel(coinId: StreamCoinId, interval: CandleInterval): string {
  return `candles:${coinId}:${interval}`;
}

/** The coin and interval of a `candles:<coinId>:<interval>` channel, or null for any other name. */
export function parseCandleChannel(
  channel: string,
): { coinId: StreamCoinId; interval: CandleInterval } | null {
  const [kind, coinId, interval, ...rest] = channel.split(':');
  if (kind !== 'candles' || rest.length > 0) return null;
  if (!(streamCoinIds as readonly string[]).includes(coinId ?? '')) return null;
  if (!(streamContract.candleIntervals as readonly string[]).includes(interval ?? '')) return null;
  return { coinId: coinId as StreamCoinId, interval: interval as CandleInterval };
}

/** A snapshot or an update: the messages that belong to a channel and carry its sequence number. */
export type StreamChannelMessage =
  StreamTickerSnapshot | StreamTickerUpdate | StreamCandleSnapshot | StreamCandleUpdate;

export function isChannelMessage(message: StreamServerMessage): message is StreamChannelMessage {
  return message.type === 'snapshot' || message.type === 'update';
}

/** A frame from the server as the contract allows it, or null (not JSON, not a known message). */
export function readServerMessage(frame: unknown): StreamServerMessage | null {
  if (typeof frame !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return null;
  }
  return (validate as (value: unknown) => boolean)(parsed) ? (parsed as StreamServerMessage) : null;
}

export function encodeClientMessage(message: StreamClientMessage): string {
  return JSON.stringify(message);
}
