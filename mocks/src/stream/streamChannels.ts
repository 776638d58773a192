// D19: the hub's channels. Each has ONE sequence shared by all its subscribers: a snapshot is the channel's state
// at its current number, each update the next number. Data is computed only while somebody watches.
import {
  parseCandleChannel,
  tickersChannel,
  streamContract,
  type StreamCandle,
  type StreamChannelMessage,
  type StreamQuote,
} from '@tp/api';
import { candlesAt, tickerQuotesAt } from './streamPrices';

export function isKnownChannel(channel: string): boolean {
  return channel === tickersChannel || parseCandleChannel(channel) !== null;
}

interface Channel<Subscriber> {
  name: string;
  seq: number;
  /** The instant of the state the current `seq` stands for. */
  at: number;
  /** The tickers' quotes as last sent (or as the first subscriber found them). */
  quotes: StreamQuote[];
  /** A candle channel's forming candle as last sent. */
  forming: StreamCandle | null;
  subscribers: Set<Subscriber>;
}

export interface ChannelDelivery<Subscriber> {
  message: StreamChannelMessage;
  subscribers: ReadonlySet<Subscriber>;
}

const moved = (quote: StreamQuote, before: StreamQuote | undefined) =>
  quote.price !== before?.price || quote.change24h !== before?.change24h;

/**
 * The candle sampled at `latest`, widened to what was already sent of it: the samples inside a candle are sparse,
 * so a close sent earlier may lie outside them, and a forming candle's wick never shrinks.
 */
function widen(sent: StreamCandle | null, latest: StreamCandle): StreamCandle {
  if (sent?.time !== latest.time) return latest;
  return { ...latest, high: Math.max(sent.high, latest.high), low: Math.min(sent.low, latest.low) };
}

function candleSource(name: string) {
  const candle = parseCandleChannel(name);
  if (!candle) throw new Error(`Not a channel: ${name}`);
  return (at: number, count: number) => candlesAt(candle.coinId, candle.interval, at, count);
}

/** `jitterStepMs` is read at every update: a faster update rate jitters the tickers faster. */
export function createStreamChannels<Subscriber>(jitterStepMs: () => number) {
  const channels = new Map<string, Channel<Subscriber>>();

  const channelNamed = (name: string): Channel<Subscriber> => {
    let channel = channels.get(name);
    if (!channel) {
      channel = { name, seq: 0, at: 0, quotes: [], forming: null, subscribers: new Set() };
      channels.set(name, channel);
    }
    return channel;
  };

  const snapshotOf = ({ name, seq, at, quotes, forming }: Channel<Subscriber>) => {
    if (name === tickersChannel)
      return { type: 'snapshot', channel: tickersChannel, seq, at, quotes } as const;
    const candles = candleSource(name)(at, streamContract.maxSnapshotCandles);
    const last = candles.at(-1);
    if (last && forming) candles[candles.length - 1] = widen(forming, last);
    return { type: 'snapshot', channel: name, seq, at, candles } as const;
  };

  /** Brings the channel's state up to `at`; the update that tells it, or null when nothing moved. */
  const updateOf = (channel: Channel<Subscriber>, at: number): StreamChannelMessage | null => {
    channel.at = at;
    if (channel.name === tickersChannel) {
      const before = channel.quotes;
      channel.quotes = tickerQuotesAt(at, jitterStepMs());
      const quotes = channel.quotes.filter((quote, index) => moved(quote, before[index]));
      if (quotes.length === 0) return null;
      channel.seq += 1;
      return { type: 'update', channel: tickersChannel, seq: channel.seq, at, quotes };
    }
    const [latest] = candleSource(channel.name)(at, 1);
    if (!latest) return null;
    channel.forming = widen(channel.forming, latest);
    channel.seq += 1;
    return { type: 'update', channel: channel.name, seq: channel.seq, at, candle: channel.forming };
  };

  return {
    /** Adds the subscriber and returns its snapshot; a first subscriber brings the channel's state up to `at`. */
    subscribe(name: string, subscriber: Subscriber, at: number): StreamChannelMessage {
      const channel = channelNamed(name);
      if (channel.subscribers.size === 0) {
        channel.at = at;
        channel.forming = null;
        if (name === tickersChannel) channel.quotes = tickerQuotesAt(at, jitterStepMs());
      }
      channel.subscribers.add(subscriber);
      return snapshotOf(channel);
    },

    unsubscribe(name: string, subscriber: Subscriber): void {
      channels.get(name)?.subscribers.delete(subscriber);
    },

    /** Advances the channel's number without sending, so its next update shows a gap of one. */
    skipSequence(name: string): void {
      channelNamed(name).seq += 1;
    },

    /** The updates of every watched channel at `at` (the tickers' only when a symbol moved). */
    advance(at: number): Array<ChannelDelivery<Subscriber>> {
      const deliveries: Array<ChannelDelivery<Subscriber>> = [];
      for (const channel of channels.values()) {
        if (channel.subscribers.size === 0) continue;
        const message = updateOf(channel, at);
        if (message) deliveries.push({ message, subscribers: channel.subscribers });
      }
      return deliveries;
    },
  };
}
