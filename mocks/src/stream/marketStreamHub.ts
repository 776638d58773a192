// D19: the market stream's protocol server, transport-agnostic: the real WebSocket server (wsMarketStream.ts) and
// MSW (mswMarketStream.ts) both hand it text frames and give it a way to send and close.
import { streamContract, type StreamServerMessage } from '@tp/api';
import { decodeClientMessage } from './decodeClientMessage';
import { JITTER_STEP_MS } from './priceJitter';
import { createStreamChannels, isKnownChannel } from './streamChannels';

/** The transport's side of one connection. */
export interface StreamPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** What the transport tells the hub about one connection. */
export interface StreamConnection {
  /** A text frame and its size in bytes (UTF-8). */
  receive(frame: string, byteLength: number): void;
  /** A binary frame: counted like any other, answered `invalid_message`. */
  receiveBinary(byteLength: number): void;
  /** The connection is gone (either side closed it). */
  closed(): void;
}

export interface MarketStreamHubOptions {
  now?: () => number;
  setInterval?(callback: () => void, ms: number): unknown;
  clearInterval?(handle: unknown): void;
  /** Between two updates of each watched channel; 1000 by default. */
  updateIntervalMs?: number;
  heartbeatIntervalMs?: number;
}

export interface MarketStreamStats {
  connections: number;
  snapshotsSent: Record<string, number>;
  messagesSent: number;
}

export interface MarketStreamHub {
  connect(peer: StreamPeer): StreamConnection;
  /** Test control: closes every connection (1012, service restart, unless told). */
  dropAll(code?: number): void;
  /** Test control: the channel's next update shows a gap of one (a RangeError for an unknown channel). */
  skipSequence(channel: string): void;
  stats(): MarketStreamStats;
  /** Updates per second of every watched channel (a benchmark burst: 50); a RangeError unless positive. */
  setUpdateRate(perSecond: number): void;
  /** Stops the timers and closes every connection with 1001; later connections are closed at once. */
  close(): void;
}

interface Connection {
  peer: StreamPeer;
  open: boolean;
  subscriptions: Set<string>;
  windowStart: number;
  framesInWindow: number;
}

const SERVICE_RESTART = 1012;
const { closeCodes } = streamContract;

export function createMarketStreamHub(options: MarketStreamHubOptions = {}): MarketStreamHub {
  const now = () => Math.floor((options.now ?? Date.now)());
  const startTimer =
    options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stopTimer =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? streamContract.heartbeatIntervalMs;
  let updateIntervalMs = options.updateIntervalMs ?? 1_000;
  const channels = createStreamChannels<Connection>(() =>
    Math.min(JITTER_STEP_MS, updateIntervalMs),
  );
  const connections = new Set<Connection>();
  const snapshotsSent: Record<string, number> = {};
  let messagesSent = 0;
  let shutDown = false;
  // Timers run only while somebody is connected.
  let timers: { update: unknown; heartbeat: unknown } | null = null;

  const sendText = (connection: Connection, text: string) => {
    if (!connection.open) return;
    connection.peer.send(text);
    messagesSent += 1;
  };
  const send = (connection: Connection, message: StreamServerMessage) =>
    sendText(connection, JSON.stringify(message));

  const sendUpdates = () => {
    for (const { message, subscribers } of channels.advance(now())) {
      const text = JSON.stringify(message);
      for (const connection of subscribers) sendText(connection, text);
    }
  };
  const sendHeartbeats = () => {
    const at = now();
    for (const connection of connections) send(connection, { type: 'heartbeat', at });
  };

  const startTimers = () => {
    timers ??= {
      update: startTimer(sendUpdates, updateIntervalMs),
      heartbeat: startTimer(sendHeartbeats, heartbeatIntervalMs),
    };
  };
  const stopTimers = () => {
    if (!timers) return;
    stopTimer(timers.update);
    stopTimer(timers.heartbeat);
    timers = null;
  };

  const forget = (connection: Connection) => {
    connection.open = false;
    for (const channel of connection.subscriptions) channels.unsubscribe(channel, connection);
    connection.subscriptions.clear();
    connections.delete(connection);
    if (connections.size === 0) stopTimers();
  };
  const end = (connection: Connection, code: number, reason: string) => {
    if (!connection.open) return;
    forget(connection);
    connection.peer.close(code, reason);
  };

  /** Counts the frame; false (and the connection closed) when it breaks a limit. */
  const admit = (connection: Connection, byteLength: number): boolean => {
    const at = now();
    if (at - connection.windowStart >= 1_000) {
      connection.windowStart = at;
      connection.framesInWindow = 0;
    }
    connection.framesInWindow += 1;
    if (byteLength > streamContract.maxInboundMessageBytes) {
      end(connection, closeCodes.messageTooBig, 'Message too big.');
      return false;
    }
    if (connection.framesInWindow > streamContract.maxInboundMessagesPerSecond) {
      end(connection, closeCodes.policyViolation, 'Too many messages.');
      return false;
    }
    return true;
  };

  const subscribe = (connection: Connection, listed: string[]) => {
    const wanted = [...new Set(listed)];
    const unknown = wanted.find((channel) => !isKnownChannel(channel));
    if (unknown !== undefined) {
      send(connection, {
        type: 'error',
        code: 'unknown_channel',
        message: 'No such channel.',
        channel: unknown,
      });
      return;
    }
    const limit = streamContract.maxSubscriptionsPerConnection;
    if (new Set([...connection.subscriptions, ...wanted]).size > limit) {
      send(connection, {
        type: 'error',
        code: 'subscription_limit',
        message: `At most ${limit} channels per connection.`,
      });
      return;
    }
    const at = now();
    for (const channel of wanted) {
      connection.subscriptions.add(channel);
      send(connection, channels.subscribe(channel, connection, at));
      snapshotsSent[channel] = (snapshotsSent[channel] ?? 0) + 1;
    }
  };

  const receive = (connection: Connection, frame: string, byteLength: number) => {
    if (!connection.open || !admit(connection, byteLength)) return;
    const decoded = decodeClientMessage(frame);
    if (!decoded.ok) {
      send(connection, { type: 'error', code: decoded.code, message: decoded.message });
      return;
    }
    const { type, channels: listed } = decoded.message;
    if (type === 'subscribe') return subscribe(connection, listed);
    for (const channel of listed) {
      connection.subscriptions.delete(channel);
      channels.unsubscribe(channel, connection);
    }
  };

  return {
    connect(peer) {
      const connection: Connection = {
        peer,
        open: !shutDown,
        subscriptions: new Set(),
        windowStart: now(),
        framesInWindow: 0,
      };
      if (shutDown) peer.close(closeCodes.goingAway, 'Server shutting down.');
      else {
        connections.add(connection);
        startTimers();
      }
      return {
        receive: (frame, byteLength) => receive(connection, frame, byteLength),
        receiveBinary: (byteLength) => {
          if (!connection.open || !admit(connection, byteLength)) return;
          send(connection, {
            type: 'error',
            code: 'invalid_message',
            message: 'Text frames only.',
          });
        },
        closed: () => {
          if (connection.open) forget(connection);
        },
      };
    },
    dropAll(code = SERVICE_RESTART) {
      for (const connection of [...connections]) end(connection, code, 'Connection dropped.');
    },
    skipSequence(channel) {
      if (!isKnownChannel(channel)) throw new RangeError(`Not a channel: ${channel}`);
      channels.skipSequence(channel);
    },
    stats: () => ({
      connections: connections.size,
      snapshotsSent: { ...snapshotsSent },
      messagesSent,
    }),
    setUpdateRate(perSecond) {
      if (!(perSecond > 0) || !Number.isFinite(perSecond))
        throw new RangeError('perSecond must be a positive number.');
      updateIntervalMs = 1_000 / perSecond;
      if (!timers) return;
      stopTimer(timers.update);
      timers.update = startTimer(sendUpdates, updateIntervalMs);
    },
    close() {
      shutDown = true;
      for (const connection of [...connections])
        end(connection, closeCodes.goingAway, 'Server shutting down.');
      stopTimers();
    },
  };
}
