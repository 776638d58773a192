// Test helper: a market socket on a fake clock, fake animation frames (a timer 16 ms away, as at 60 Hz), a fake
// network and visibility, and a fake WebSocket class whose instances the test opens, feeds and closes; with the
// messages and steps the socket's tests share.
import { forexSymbols, tickerCoins } from '../market/tickerSymbols';
import type { ChannelState } from './channelBook';
import { createFakeClock, type FakeClock } from './fakeClock';
import { createMarketSocket } from './marketSocket';
import type { MarketSocket, MarketSocketOptions, MarketWebSocket } from './marketSocketTypes';
import type { StreamClientMessage, StreamQuote, StreamServerMessage } from './protocol';

export const frameMs = 16;

type Listener = (event: never) => void;

export interface FakeSocketHooks {
  created?(socket: FakeWebSocket): void;
  sent?(socket: FakeWebSocket, message: StreamClientMessage): void;
  closedByClient?(socket: FakeWebSocket): void;
}

/** A WebSocket the test drives: `accept()` opens it, `receive()` hands it a frame, `drop()` ends it. */
export class FakeWebSocket implements MarketWebSocket {
  readonly sent: StreamClientMessage[] = [];
  state: 'connecting' | 'open' | 'closed' = 'connecting';
  closedWith: { code?: number; reason?: string } | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly url: string,
    private readonly clock: FakeClock,
    private readonly hooks: FakeSocketHooks,
  ) {
    hooks.created?.(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  private emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? [])
      (listener as (e: unknown) => void)(event);
  }

  send(data: string): void {
    if (this.state !== 'open') throw new Error('InvalidStateError: the socket is not open');
    const message = JSON.parse(data) as StreamClientMessage;
    this.sent.push(message);
    this.hooks.sent?.(this, message);
  }

  close(code?: number, reason?: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closedWith = { code, reason };
    this.hooks.closedByClient?.(this);
    // As in a browser, the close event comes later.
    this.clock.setTimeout(
      () => this.emit('close', { code: code ?? 1005, reason: reason ?? '' }),
      0,
    );
  }

  accept() {
    this.state = 'open';
    this.emit('open');
  }

  receive(message: StreamServerMessage | string) {
    if (this.state !== 'open') return;
    this.emit('message', { data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The server ends the connection, or (before it opened) the open fails. */
  drop(code = 1006, reason = '') {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (code === 1006) this.emit('error');
    this.emit('close', { code, reason });
  }
}

const listenOn = (listeners: Set<() => void>) => (callback: () => void) => {
  listeners.add(callback);
  return () => void listeners.delete(callback);
};

export interface HarnessOptions {
  random?: () => number;
  online?: boolean;
  hidden?: boolean;
  hooks?: FakeSocketHooks;
  fallbackAfterFailures?: number;
}

export interface Harness {
  socket: MarketSocket;
  clock: FakeClock;
  sockets: FakeWebSocket[];
  /** The socket made last. */
  latest(): FakeWebSocket;
  setOnline(online: boolean): void;
  setHidden(hidden: boolean): void;
}

export function createHarness(options: HarnessOptions = {}): Harness {
  const clock = createFakeClock();
  const sockets: FakeWebSocket[] = [];
  let online = options.online ?? true;
  let hidden = options.hidden ?? false;
  const networkListeners = new Set<() => void>();
  const visibilityListeners = new Set<() => void>();
  const hooks = options.hooks ?? {};
  class BoundFakeWebSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url, clock, hooks);
      sockets.push(this);
    }
  }
  const socketOptions: MarketSocketOptions = {
    url: 'ws://test/ws/market/',
    WebSocket: BoundFakeWebSocket,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    random: options.random ?? (() => 0.5),
    requestFrame(callback) {
      const handle = clock.setTimeout(callback, frameMs);
      return () => clock.clearTimeout(handle);
    },
    network: { isOnline: () => online, onChange: listenOn(networkListeners) },
    visibility: { isHidden: () => hidden, onChange: listenOn(visibilityListeners) },
    fallbackAfterFailures: options.fallbackAfterFailures,
  };
  return {
    socket: createMarketSocket(socketOptions),
    clock,
    sockets,
    latest() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was made.');
      return socket;
    },
    setOnline(value) {
      online = value;
      for (const listener of [...networkListeners]) listener();
    },
    setHidden(value) {
      hidden = value;
      for (const listener of [...visibilityListeners]) listener();
    },
  };
}

/** All 43 ticker symbols (the contract's snapshot holds every one), each at `price` plus its index. */
export function tickerQuotes(price: number): StreamQuote[] {
  return [...tickerCoins.map((coin) => coin.symbol), ...forexSymbols].map((symbol, index) => ({
    symbol,
    price: price + index,
    change24h: 0,
  }));
}

export const candle = (time: number, close: number) => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
});

export const tickerSnapshot = (seq: number, price = 100): StreamServerMessage => ({
  type: 'snapshot',
  channel: 'tickers',
  seq,
  at: seq,
  quotes: tickerQuotes(price),
});
export const tickerUpdate = (seq: number, price: number): StreamServerMessage => ({
  type: 'update',
  channel: 'tickers',
  seq,
  at: seq,
  quotes: [{ symbol: 'BTC', price, change24h: 0 }],
});
export const heartbeat = (at = 0): StreamServerMessage => ({ type: 'heartbeat', at });

/** Watches channels, recording every state each listener was handed. */
export function watchAll(harness: Harness, ...channels: string[]) {
  const seen: Record<string, ChannelState[]> = {};
  const stops = channels.map((channel) =>
    harness.socket.watch(channel, (state) => (seen[channel] ??= []).push(state)),
  );
  return { seen, stop: () => stops.forEach((stop) => stop()) };
}

/** A harness watching the tickers, its first socket open and synced at seq 1. */
export function liveHarness(options: Parameters<typeof createHarness>[0] = {}) {
  const harness = createHarness(options);
  const watched = watchAll(harness, 'tickers');
  harness.clock.advance(0);
  harness.latest().accept();
  harness.latest().receive(tickerSnapshot(1));
  harness.clock.advance(frameMs);
  return { ...harness, ...watched };
}

/** Lets `ms` pass with the server's heartbeat every 10 s, as a healthy connection would. */
export function advanceHeard(harness: Harness, ms: number) {
  for (let left = ms; left > 0; left -= 10_000) {
    harness.clock.advance(Math.min(left, 10_000));
    harness.latest().receive(heartbeat());
  }
}

export const phaseOf = (harness: Harness) => harness.socket.getConnection().phase;
export const subscribesOf = (harness: Harness, index = -1) =>
  harness.sockets.at(index)!.sent.filter((message) => message.type === 'subscribe');
