// @vitest-environment node
// The hub's channels: snapshots, updates and their sequence numbers. Limits and controls: marketStreamHubLimits.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_NOW } from '../backend/seed';
import { candleChannel, type StreamQuote } from '@tp/api';
import { createMarketStreamHub, type MarketStreamHub } from './marketStreamHub';
import { candlesOf, openPeer, quotesOf, seqs } from './streamTestPeer';

const btc1m = candleChannel('bitcoin', '1m');

let hub: MarketStreamHub;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse(SEED_NOW) });
  hub = createMarketStreamHub();
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe('the market stream hub: channels (D19)', () => {
  it('answers a subscribe with a snapshot per channel, then an update a second, numbered one by one', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers', btc1m);
    expect(peer.received.map((message) => message.type)).toEqual(['snapshot', 'snapshot']);
    expect(peer.on('tickers')[0]).toMatchObject({ at: Date.now() });
    vi.advanceTimersByTime(5_000);
    for (const channel of ['tickers', btc1m]) {
      const messages = peer.on(channel);
      const first = messages[0]!.seq;
      expect(messages.map((message) => message.type)).toEqual([
        'snapshot',
        ...Array(5).fill('update'),
      ]);
      expect(seqs(messages)).toEqual([0, 1, 2, 3, 4, 5].map((step) => first + step));
    }
  });

  it('sends the tickers only the symbols that moved', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers');
    vi.advanceTimersByTime(1_000);
    const [snapshot, update] = peer.on('tickers');
    expect(quotesOf(snapshot)).toHaveLength(43);
    const before = new Map(quotesOf(snapshot).map((quote) => [quote.symbol, quote]));
    expect(quotesOf(update).length).toBeGreaterThan(0);
    for (const quote of quotesOf(update)) expect(quote).not.toEqual(before.get(quote.symbol));
  });

  it('opens a candle channel with 500 candles and updates its forming one, whose wick never shrinks', () => {
    const peer = openPeer(hub);
    peer.subscribe(btc1m);
    vi.advanceTimersByTime(3 * 60_000);
    const [snapshot, ...updates] = peer.on(btc1m);
    const candles = candlesOf(snapshot);
    expect(candles).toHaveLength(500);
    expect(candlesOf(updates[0])[0]!.time).toBe(candles.at(-1)!.time);
    const forming = updates.map((update) => candlesOf(update)[0]!);
    for (let index = 1; index < forming.length; index += 1) {
      const [before, after] = [forming[index - 1]!, forming[index]!];
      expect(after.time).toBeGreaterThanOrEqual(before.time);
      if (after.time !== before.time) continue;
      expect(after.high).toBeGreaterThanOrEqual(before.high);
      expect(after.low).toBeLessThanOrEqual(before.low);
    }
    expect(new Set(forming.map((candle) => candle.time)).size).toBe(4);
  });

  it('numbers a channel once for all its subscribers', () => {
    const first = openPeer(hub);
    first.subscribe('tickers');
    vi.advanceTimersByTime(3_000);
    const second = openPeer(hub);
    second.subscribe('tickers');
    expect(second.on('tickers')[0]!.seq).toBe(first.on('tickers').at(-1)!.seq);
    vi.advanceTimersByTime(2_000);
    expect(second.on('tickers').slice(1)).toEqual(first.on('tickers').slice(-2));
  });

  it('answers a subscribe to a channel it has with a fresh snapshot of the channel’s current state', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers', btc1m);
    vi.advanceTimersByTime(4_000);
    peer.subscribe('tickers', btc1m);
    const messages = peer.on('tickers');
    const resync = messages.at(-1)!;
    expect(resync.type).toBe('snapshot');
    expect(resync.seq).toBe(messages.at(-2)!.seq);
    // The first snapshot with every update applied is the fresh one: both stand for the same number.
    const applied = new Map<string, StreamQuote>();
    for (const message of messages.slice(0, -1))
      for (const quote of quotesOf(message)) applied.set(quote.symbol, quote);
    expect(quotesOf(resync)).toEqual([...applied.values()]);
    const candles = peer.on(btc1m);
    expect(candlesOf(candles.at(-1)).at(-1)).toEqual(candlesOf(candles.at(-2))[0]);
  });

  it('stops a channel on unsubscribe, without an answer', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers', btc1m);
    peer.send({ type: 'unsubscribe', channels: ['tickers', candleChannel('ethereum', '1h')] });
    const sent = peer.received.length;
    vi.advanceTimersByTime(3_000);
    expect(peer.received.slice(sent)).toEqual(peer.on(btc1m).slice(1));
    expect(peer.received.slice(sent)).toHaveLength(3);
  });

  it('shows a gap of exactly one after skipSequence, and refuses to skip an unknown channel', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers', btc1m);
    vi.advanceTimersByTime(1_000);
    hub.skipSequence('tickers');
    hub.skipSequence(btc1m);
    vi.advanceTimersByTime(1_000);
    for (const channel of ['tickers', btc1m]) {
      const [snapshot, update, afterGap] = seqs(peer.on(channel));
      expect([update! - snapshot!, afterGap! - update!]).toEqual([1, 2]);
    }
    expect(() => hub.skipSequence('candles:tether:1m')).toThrow(RangeError);
  });

  it('sends a burst at the update rate it is set to', () => {
    const peer = openPeer(hub);
    peer.subscribe('tickers');
    hub.setUpdateRate(50);
    vi.advanceTimersByTime(1_000);
    const updates = peer.on('tickers').slice(1);
    expect(updates).toHaveLength(50);
    expect(seqs(updates)).toEqual(updates.map((_, index) => index + 1));
    expect(() => hub.setUpdateRate(0)).toThrow(RangeError);
  });
});
