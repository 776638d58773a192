// @vitest-environment node
// The hub's refusals, limits, heartbeat and test controls (D19).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_NOW } from '../backend/seed';
import { candleChannel, streamCoinIds } from '@tp/api';
import { createMarketStreamHub, type MarketStreamHub } from './marketStreamHub';
import { openPeer } from './streamTestPeer';

const btc1m = candleChannel('bitcoin', '1m');
const start = Date.parse(SEED_NOW);
/** 40 candle channels, the cheap 1-minute ones first. */
const candleChannels = (['1m', '5m', '1h', '1d'] as const).flatMap((interval) =>
  streamCoinIds.map((coinId) => candleChannel(coinId, interval)),
);

let hub: MarketStreamHub;
beforeEach(() => {
  vi.useFakeTimers({ now: start });
  hub = createMarketStreamHub();
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe('the market stream hub: refusals and limits (D19)', () => {
  it('refuses an unknown channel and applies nothing of that subscribe', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers', 'candles:tether:1m');
    expect(peer.received).toEqual([
      {
        type: 'error',
        code: 'unknown_channel',
        message: expect.any(String),
        channel: 'candles:tether:1m',
      },
    ]);
    vi.advanceTimersByTime(2_000);
    expect(peer.on('tickers')).toEqual([]);
  });

  it('refuses a 21st channel and applies nothing of that subscribe', () => {
    const peer = openPeer(hub);
    peer.subscribe(...candleChannels.slice(0, 20));
    expect(peer.ofType('snapshot')).toHaveLength(20);
    peer.subscribe(candleChannels[0]!, 'tickers');
    expect(peer.received.at(-1)).toMatchObject({ type: 'error', code: 'subscription_limit' });
    expect(peer.ofType('snapshot')).toHaveLength(20);
    // At the limit, a channel it has can still be resynchronised.
    peer.subscribe(candleChannels[0]!);
    expect(peer.ofType('snapshot')).toHaveLength(21);
    expect(hub.stats().snapshotsSent[candleChannels[0]!]).toBe(2);
  });

  it('answers invalid_message to what is not JSON or not a client message, and keeps the connection', () => {
    const peer = openPeer(hub);
    peer.sendText('{"type": "subscribe",');
    peer.send({ type: 'subscribe', channels: [] });
    peer.send({ type: 'subscribe', channels: ['tickers'], extra: 1 });
    peer.connection.receiveBinary(12);
    expect(peer.received.map((message) => message.type === 'error' && message.code)).toEqual(
      Array(4).fill('invalid_message'),
    );
    peer.subscribe('tickers');
    expect(peer.closes).toEqual([]);
    expect(peer.on('tickers')).toHaveLength(1);
  });

  it('closes with 1009 on a frame over 4096 bytes, and serves one of exactly 4096', () => {
    const peer = openPeer(hub);
    const message = JSON.stringify({ type: 'subscribe', channels: ['tickers'] });
    peer.sendText(message.padEnd(4096, ' '));
    expect(peer.on('tickers')).toHaveLength(1);
    peer.sendText(message.padEnd(4097, ' '));
    expect(peer.closes).toEqual([{ code: 1009, reason: expect.any(String) }]);
    expect(hub.stats().connections).toBe(0);
  });

  it('closes with 1008 on a 21st frame within one second, not on 20 a second', () => {
    const calm = openPeer(hub);
    for (let second = 0; second < 3; second += 1) {
      for (let frame = 0; frame < 20; frame += 1) calm.subscribe('tickers');
      vi.advanceTimersByTime(1_000);
    }
    expect(calm.closes).toEqual([]);
    const flood = openPeer(hub);
    for (let frame = 0; frame < 21; frame += 1) flood.subscribe('tickers');
    expect(flood.closes).toEqual([{ code: 1008, reason: expect.any(String) }]);
    expect(flood.on('tickers')).toHaveLength(20);
    flood.subscribe('tickers');
    expect(flood.on('tickers')).toHaveLength(20);
  });
});

describe('the market stream hub: liveness and test controls (D19)', () => {
  it('sends every connection a heartbeat every 10 s', () => {
    const peers = [openPeer(hub), openPeer(hub)];
    vi.advanceTimersByTime(9_999);
    expect(peers.map((peer) => peer.ofType('heartbeat').length)).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect(peers.map((peer) => peer.ofType('heartbeat').length)).toEqual([1, 1]);
    vi.advanceTimersByTime(20_000);
    expect(peers[0]!.ofType('heartbeat').map((beat) => beat.at - start)).toEqual([
      10_000, 20_000, 30_000,
    ]);
  });

  it('runs on the timers and clock it is given', () => {
    const callbacks = new Map<number, () => void>();
    const injected = createMarketStreamHub({
      now: () => 1_000_000,
      setInterval: (callback, ms) => callbacks.set(ms, callback) && ms,
      clearInterval: (handle) => callbacks.delete(handle as number),
      updateIntervalMs: 250,
      heartbeatIntervalMs: 5_000,
    });
    const peer = openPeer(injected);
    expect([...callbacks.keys()].sort()).toEqual([250, 5_000]);
    callbacks.get(5_000)!();
    expect(peer.received).toEqual([{ type: 'heartbeat', at: 1_000_000 }]);
    injected.close();
    expect(callbacks.size).toBe(0);
  });

  it('drops every connection on dropAll (1012 unless told) and stops its timers', () => {
    const peers = [openPeer(hub), openPeer(hub)];
    peers[0]!.subscribe('tickers');
    hub.dropAll();
    expect(peers.map((peer) => peer.closes.map((close) => close.code))).toEqual([[1012], [1012]]);
    expect(hub.stats().connections).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    const next = openPeer(hub);
    hub.dropAll(4000);
    expect(next.closes[0]?.code).toBe(4000);
    next.subscribe('tickers');
    expect(next.received).toEqual([]);
  });

  it('counts connections, snapshots per channel and messages sent', () => {
    const first = openPeer(hub);
    const second = openPeer(hub);
    first.subscribe('tickers', btc1m);
    second.subscribe('tickers');
    vi.advanceTimersByTime(10_000);
    second.connection.closed();
    expect(hub.stats()).toEqual({
      connections: 1,
      snapshotsSent: { tickers: 2, [btc1m]: 1 },
      messagesSent: first.received.length + second.received.length,
    });
    vi.advanceTimersByTime(10_000);
    expect(second.ofType('heartbeat')).toHaveLength(1);
  });

  it('closes every connection with 1001 on close, and any later one at once', () => {
    const peer = openPeer(hub);
    hub.close();
    expect(peer.closes.map((close) => close.code)).toEqual([1001]);
    expect(openPeer(hub).closes.map((close) => close.code)).toEqual([1001]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
