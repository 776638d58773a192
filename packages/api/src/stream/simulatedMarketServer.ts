// Test helper: a market stream server reduced to what the protocol promises: every channel's state and seq (one
// sequence per channel, shared by every connection), each connection's subscriptions, a snapshot for each
// subscribe and an update for each move to every connection subscribed. It remembers every seq's state.
import type { ChannelData } from './channelBook';
import type {
  StreamCandle,
  StreamClientMessage,
  StreamQuote,
  StreamServerMessage,
} from './protocol';
import { candle, tickerQuotes, type FakeWebSocket } from './streamTestHarness';

export const simulatedChannels = ['tickers', 'candles:bitcoin:1m', 'candles:ethereum:5m'] as const;
const channels = simulatedChannels;

/** The server: every channel's state and seq, each connection's subscriptions. */
export function createSimulatedServer(
  send: (socket: FakeWebSocket, message: StreamServerMessage) => void,
) {
  const state = new Map<string, { seq: number; quotes: StreamQuote[]; candles: StreamCandle[] }>(
    channels.map((channel) => [
      channel,
      { seq: 3, quotes: tickerQuotes(100), candles: [candle(60, 1), candle(120, 2)] },
    ]),
  );
  const connections = new Map<FakeWebSocket, Set<string>>();
  const channelOf = (name: string) => state.get(name)!;
  const dataOf = (name: string): ChannelData => {
    const { quotes, candles } = channelOf(name);
    return name === 'tickers' ? { kind: 'tickers', quotes } : { kind: 'candles', candles };
  };
  /** Every channel's data at each seq it has had. */
  const history = new Map(channels.map((name) => [name as string, new Map([[3, dataOf(name)]])]));
  const snapshot = (name: string, at: number): StreamServerMessage => {
    const { seq, quotes, candles } = channelOf(name);
    return name === 'tickers'
      ? { type: 'snapshot', channel: 'tickers', seq, at, quotes }
      : { type: 'snapshot', channel: name, seq, at, candles };
  };
  return {
    connect: (socket: FakeWebSocket) => void connections.set(socket, new Set()),
    disconnect: (socket: FakeWebSocket) => void connections.delete(socket),
    receive(socket: FakeWebSocket, message: StreamClientMessage, at: number) {
      const subscriptions = connections.get(socket);
      if (!subscriptions) return;
      for (const name of message.channels) {
        if (message.type === 'unsubscribe') subscriptions.delete(name);
        else {
          subscriptions.add(name);
          send(socket, snapshot(name, at));
        }
      }
    },
    /** The channel moves: one price, or its forming candle (a new one when `opens`). */
    move(index: number, value: number, opens: boolean, at: number) {
      const name = channels[index % channels.length]!;
      const channel = channelOf(name);
      channel.seq += 1;
      let message: StreamServerMessage;
      if (name === 'tickers') {
        const moved = { ...channel.quotes[value % channel.quotes.length]!, price: value };
        channel.quotes = channel.quotes.map((quote) =>
          quote.symbol === moved.symbol ? moved : quote,
        );
        message = { type: 'update', channel: name, seq: channel.seq, at, quotes: [moved] };
      } else {
        const last = channel.candles.at(-1)!;
        const next = candle(opens ? last.time + 60 : last.time, value);
        channel.candles = [...channel.candles.slice(0, opens ? undefined : -1), next];
        message = { type: 'update', channel: name, seq: channel.seq, at, candle: next };
      }
      history.get(name)!.set(channel.seq, dataOf(name));
      for (const [socket, subscriptions] of connections)
        if (subscriptions.has(name)) send(socket, message);
    },
    heartbeat(at: number) {
      for (const socket of connections.keys()) send(socket, { type: 'heartbeat', at });
    },
    dataOf,
    dataAt: (name: string, seq: number) => history.get(name)!.get(seq),
  };
}
