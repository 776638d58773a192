// Test helper: a connection to the hub as a transport drives it. Every frame the hub sends must be one the
// browser accepts (protocol.ts's reader), or the send throws and the test fails.
import {
  isChannelMessage,
  readServerMessage,
  type StreamCandle,
  type StreamChannelMessage,
  type StreamQuote,
  type StreamServerMessage,
} from '@tp/api';
import type { MarketStreamHub } from './marketStreamHub';

export function openPeer(hub: MarketStreamHub) {
  const received: StreamServerMessage[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const connection = hub.connect({
    send(text) {
      const message = readServerMessage(text);
      if (!message) throw new Error(`The browser would drop this frame: ${text}`);
      received.push(message);
    },
    close: (code, reason) => closes.push({ code, reason }),
  });
  const sendText = (text: string) => connection.receive(text, Buffer.byteLength(text));
  return {
    received,
    closes,
    connection,
    sendText,
    send: (message: unknown) => sendText(JSON.stringify(message)),
    subscribe: (...channels: string[]) => sendText(JSON.stringify({ type: 'subscribe', channels })),
    /** The snapshots and updates of one channel, in order. */
    on: (channel: string): StreamChannelMessage[] =>
      received.filter(isChannelMessage).filter((message) => message.channel === channel),
    ofType: <T extends StreamServerMessage['type']>(type: T) =>
      received.filter(
        (message): message is Extract<StreamServerMessage, { type: T }> => message.type === type,
      ),
  };
}

export const seqs = (messages: StreamChannelMessage[]) => messages.map((message) => message.seq);

export const quotesOf = (message: StreamChannelMessage | undefined): StreamQuote[] => {
  if (!message || !('quotes' in message)) throw new Error('not a tickers message');
  return message.quotes;
};

export const candlesOf = (message: StreamChannelMessage | undefined): StreamCandle[] => {
  if (message && 'candles' in message) return message.candles;
  if (message && 'candle' in message) return [message.candle];
  throw new Error('not a candles message');
};
