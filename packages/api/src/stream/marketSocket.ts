// D19: the tab's one market socket. It opens when something watches a channel, subscribes what is watched,
// keeps each channel equal to the server's (channelBook.ts), reconnects with backoff when the server goes quiet
// or the connection drops, waits for the network when offline, and delivers changes once per animation frame.
// Framework-free: the browser's WebSocket, clock, frames, network and visibility are passed in (tabSocket.ts).
import { attemptAfterDrop, reconnectDelay } from './backoff';
import { createConnectionStore } from './connectionStore';
import { createFrameBatch } from './frameBatch';
import {
  applyMessage,
  emptyBook,
  isPending,
  resetForReconnect,
  subscribeChannel,
  unsubscribeChannel,
  type ChannelBook,
  type ChannelState,
} from './channelBook';
import { readServerMessage, streamContract } from './protocol';
import { createServerSubscriptions } from './serverSubscriptions';
import { createTimerSlots } from './timerSlots';
import type {
  ConnectionPhase,
  MarketSocket,
  MarketSocketOptions,
  MarketWebSocket,
} from './marketSocketTypes';

export type {
  ConnectionPhase,
  ConnectionState,
  MarketSocket,
  MarketSocketOptions,
  MarketWebSocket,
} from './marketSocketTypes';

/** A hidden tab leaves its channels after this long (the socket stays); it subscribes again on return. */
export const hiddenPauseAfterMs = 60_000;
const silentServerClose = { code: 4000, reason: 'No message from the server.' };
const livenessMs =
  streamContract.missedHeartbeatsBeforeReconnect * streamContract.heartbeatIntervalMs;
/**
 * A server that takes the connection and never completes the handshake would leave the socket connecting for good
 * (browsers give up only after minutes): after one heartbeat interval the open counts as failed, like a refusal.
 */
export const openTimeoutMs = streamContract.heartbeatIntervalMs;
const noHandshakeClose = { code: 4001, reason: 'No handshake from the server.' };

/** The phase while a socket opens: the first connection, or one more try after losing it. */
function reopeningPhase(phase: ConnectionPhase): ConnectionPhase {
  if (phase === 'idle' || phase === 'connecting') return 'connecting';
  return phase === 'fallback' ? 'fallback' : 'reconnecting';
}

export function createMarketSocket(options: MarketSocketOptions): MarketSocket {
  const { now, network, visibility } = options;
  const fallbackAfter = options.fallbackAfterFailures ?? 3;
  const watchers = new Map<string, Set<{ listener: (state: ChannelState) => void }>>();
  const connection = createConnectionStore();
  const setConnection = connection.set;
  let book: ChannelBook = emptyBook;
  let socket: MarketWebSocket | null = null;
  let open = false;
  const subscriptions = createServerSubscriptions((text) => socket?.send(text), now);
  const timers = createTimerSlots<'retry' | 'open' | 'liveness' | 'sync' | 'hidden'>(
    options.setTimeout,
    options.clearTimeout,
  );
  /** The backoff's attempt number, and opens that failed since the last one that succeeded. */
  let attempt = 0;
  let failedOpens = 0;
  /** When every channel of this connection was first synced (the stable-connection rule), null before. */
  let syncedSince: number | null = null;
  let lastHeardAt = 0;
  let invalid = 0;
  let paused = false;
  let closed = false;

  const frames = createFrameBatch(options.requestFrame, (channels) => {
    for (const channel of channels) {
      const state = book.get(channel);
      if (!state) continue;
      for (const watcher of [...(watchers.get(channel) ?? [])]) watcher.listener(state);
    }
  });

  /** Brings the socket and the server's subscriptions in line with what is watched. */
  const sync = () => {
    timers.stop('sync');
    if (closed) return;
    if (watchers.size === 0) return goIdle();
    if (!socket && !timers.isRunning('retry') && connection.get().phase !== 'offline')
      return connect();
    if (open) subscriptions.update(new Set(paused ? [] : watchers.keys()));
  };
  const syncSoon = () => {
    if (!timers.isRunning('sync')) timers.start('sync', sync, 0);
  };

  /** Forgets the socket (its late events are ignored) and closes it if it is not closed yet. */
  const detach = (reason: string) => {
    socket?.close(1000, reason);
    socket = null;
    open = false;
    subscriptions.reset();
    timers.stop('open');
    timers.stop('liveness');
    book = resetForReconnect(book);
    frames.mark(book.keys());
  };

  const goIdle = () => {
    detach('Nothing watched.');
    timers.stop('retry');
    setConnection({ phase: 'idle', retryAt: null });
  };

  const lost = (code: number, reason: string) => {
    if (!open) failedOpens += 1;
    detach('Connection lost.');
    attempt = attemptAfterDrop(attempt, syncedSince, now());
    syncedSince = null;
    if (closed || watchers.size === 0) return;
    const lastClose = { code, reason };
    if (!network.isOnline()) return setConnection({ phase: 'offline', retryAt: null, lastClose });
    const delay = reconnectDelay(attempt, options.random);
    timers.start('retry', connect, delay);
    const phase = failedOpens >= fallbackAfter ? 'fallback' : 'reconnecting';
    setConnection({ phase, retryAt: now() + delay, lastClose });
  };

  const checkLiveness = () => {
    const silentFor = now() - lastHeardAt;
    if (silentFor < livenessMs)
      return timers.start('liveness', checkLiveness, livenessMs - silentFor);
    socket?.close(silentServerClose.code, silentServerClose.reason);
    lost(silentServerClose.code, silentServerClose.reason);
  };

  const openTimedOut = () => {
    socket?.close(noHandshakeClose.code, noHandshakeClose.reason);
    lost(noHandshakeClose.code, noHandshakeClose.reason);
  };

  const opened = () => {
    timers.stop('open');
    open = true;
    failedOpens = 0;
    lastHeardAt = now();
    setConnection({ phase: 'live', retryAt: null, lastMessageAt: lastHeardAt });
    timers.start('liveness', checkLiveness, livenessMs);
    sync();
  };

  /**
   * Beyond D19's one snapshot per gap: a snapshot that has not come within a heartbeat interval (lost on the
   * way) is asked for again, or the channel would wait for it until the next reconnect.
   */
  const askOverdue = () => {
    let asked = false;
    for (const [channel, state] of book) {
      const overdue = subscriptions.askedBefore(channel, streamContract.heartbeatIntervalMs);
      if (isPending(state) && overdue) asked = subscriptions.askAgain(channel) || asked;
    }
    if (asked) syncSoon();
  };

  const received = (frame: unknown) => {
    lastHeardAt = now();
    if (lastHeardAt - (connection.get().lastMessageAt ?? -Infinity) >= 1_000)
      setConnection({ lastMessageAt: lastHeardAt });
    const message = readServerMessage(frame);
    if (!message) {
      invalid += 1;
      return;
    }
    if (message.type === 'heartbeat') return askOverdue();
    const change = applyMessage(book, message);
    book = change.book;
    frames.mark(change.changed);
    for (const channel of change.resubscribe) subscriptions.askAgain(channel);
    if (change.resubscribe.length > 0) syncSoon();
    if (syncedSince === null && [...book.values()].every((state) => state.phase === 'synced'))
      syncedSince = now();
  };

  function connect() {
    timers.stop('retry');
    if (!network.isOnline()) return setConnection({ phase: 'offline', retryAt: null });
    setConnection({ phase: reopeningPhase(connection.get().phase), retryAt: null });
    let created: MarketWebSocket;
    try {
      created = new options.WebSocket(options.url);
    } catch (error) {
      return lost(1006, String(error));
    }
    socket = created;
    timers.start('open', openTimedOut, openTimeoutMs);
    // Events of a socket already given up on (closed, replaced) are ignored.
    created.addEventListener('open', () => {
      if (socket === created) opened();
    });
    created.addEventListener('message', (event) => {
      if (socket === created) received(event.data);
    });
    created.addEventListener('close', (event) => {
      if (socket === created) lost(event.code, event.reason);
    });
    // Browsers follow an error with a close; whichever comes first ends the connection.
    created.addEventListener('error', () => {
      if (socket === created) lost(1006, 'Connection error.');
    });
  }

  const networkChanged = () => {
    if (closed || watchers.size === 0) return;
    if (!network.isOnline()) {
      detach('Offline.');
      timers.stop('retry');
      setConnection({ phase: 'offline', retryAt: null });
    } else if (connection.get().phase === 'offline') connect();
  };

  const pause = () => {
    paused = true;
    sync();
  };
  const visibilityChanged = () => {
    if (visibility.isHidden()) {
      if (!paused && !timers.isRunning('hidden')) timers.start('hidden', pause, hiddenPauseAfterMs);
      return;
    }
    timers.stop('hidden');
    if (paused) {
      paused = false;
      sync();
    }
  };

  const unsubscribeNetwork = network.onChange(networkChanged);
  const unsubscribeVisibility = visibility.onChange(visibilityChanged);
  visibilityChanged();

  return {
    watch(channel, listener) {
      const watcher = { listener };
      let channelWatchers = watchers.get(channel);
      if (!channelWatchers) {
        channelWatchers = new Set();
        watchers.set(channel, channelWatchers);
        book = subscribeChannel(book, channel);
        // Left and watched again within a tick, it is still subscribed but its state is gone: a fresh snapshot.
        subscriptions.askAgain(channel);
        syncSoon();
      }
      channelWatchers.add(watcher);
      frames.mark([channel]);
      return () => {
        if (!channelWatchers.delete(watcher) || channelWatchers.size > 0) return;
        watchers.delete(channel);
        book = unsubscribeChannel(book, channel);
        syncSoon();
      };
    },
    getConnection: connection.get,
    onConnection: connection.subscribe,
    invalidFrames: () => invalid,
    close() {
      goIdle();
      closed = true;
      timers.stopAll();
      frames.cancel();
      unsubscribeNetwork();
      unsubscribeVisibility();
    },
  };
}
