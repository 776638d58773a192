// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyMessage,
  emptyBook,
  resetForReconnect,
  subscribeChannel,
  unsubscribeChannel,
  type ChannelBook,
} from './channelBook';
import type { StreamServerMessage } from './protocol';
import { candle, tickerQuotes } from './streamTestHarness';

const btc = 'candles:bitcoin:1m';
const tickersSnapshot = (seq: number, price = 100): StreamServerMessage => ({
  type: 'snapshot',
  channel: 'tickers',
  seq,
  at: seq * 1000,
  quotes: tickerQuotes(price),
});
const tickersUpdate = (seq: number, symbol: string, price: number): StreamServerMessage => ({
  type: 'update',
  channel: 'tickers',
  seq,
  at: seq * 1000,
  quotes: [{ symbol, price, change24h: 1 }],
});
const candleUpdate = (seq: number, time: number, close: number): StreamServerMessage => ({
  type: 'update',
  channel: btc,
  seq,
  at: seq * 1000,
  candle: candle(time, close),
});

/** Applies the messages in turn, collecting every resubscribe asked for. */
function applyAll(book: ChannelBook, messages: StreamServerMessage[]) {
  const resubscribe: string[] = [];
  for (const message of messages) {
    const change = applyMessage(book, message);
    book = change.book;
    resubscribe.push(...change.resubscribe);
  }
  return { book, resubscribe };
}

const subscribed = (...channels: string[]) => channels.reduce(subscribeChannel, emptyBook);
const priceOf = (book: ChannelBook, symbol: string) => {
  const data = book.get('tickers')?.data;
  return data?.kind === 'tickers' ? data.quotes.find((q) => q.symbol === symbol)?.price : undefined;
};
const candlesOf = (book: ChannelBook) => {
  const data = book.get(btc)?.data;
  return data?.kind === 'candles' ? data.candles : undefined;
};

describe('a channel book (D19)', () => {
  it('starts a subscribed channel awaiting its snapshot, and keeps the state of one already there', () => {
    const book = subscribed('tickers');
    expect(book.get('tickers')).toEqual({
      phase: 'awaiting-snapshot',
      seq: null,
      at: null,
      data: null,
    });
    const synced = applyMessage(book, tickersSnapshot(3)).book;
    expect(subscribeChannel(synced, 'tickers')).toBe(synced);
  });

  it('takes a snapshot whole: data, seq and time, in the snapshot order', () => {
    const { book, resubscribe } = applyAll(subscribed('tickers'), [tickersSnapshot(7)]);
    const state = book.get('tickers')!;
    expect(state).toMatchObject({ phase: 'synced', seq: 7, at: 7000 });
    expect(state.data).toEqual({ kind: 'tickers', quotes: tickerQuotes(100) });
    expect(resubscribe).toEqual([]);
  });

  it('applies the next update in place, keeping every other quote and the order', () => {
    const { book } = applyAll(subscribed('tickers'), [
      tickersSnapshot(7),
      tickersUpdate(8, 'ETH', 5),
    ]);
    const data = book.get('tickers')!.data;
    expect(book.get('tickers')).toMatchObject({ phase: 'synced', seq: 8, at: 8000 });
    const expected = tickerQuotes(100).map((quote) =>
      quote.symbol === 'ETH' ? { symbol: 'ETH', price: 5, change24h: 1 } : quote,
    );
    expect(data).toEqual({ kind: 'tickers', quotes: expected });
  });

  it('ignores a duplicate (seq at or below the current one) without a change', () => {
    const { book } = applyAll(subscribed('tickers'), [
      tickersSnapshot(7),
      tickersUpdate(8, 'ETH', 5),
    ]);
    for (const seq of [8, 7, 2]) {
      const change = applyMessage(book, tickersUpdate(seq, 'ETH', 999));
      expect(change).toEqual({ book, resubscribe: [], changed: [] });
    }
    expect(priceOf(book, 'ETH')).toBe(5);
  });

  it('on a gap asks for one fresh snapshot and ignores updates until it comes', () => {
    const start = applyAll(subscribed('tickers'), [tickersSnapshot(7)]).book;
    const gap = applyMessage(start, tickersUpdate(9, 'ETH', 5));
    expect(gap.resubscribe).toEqual(['tickers']);
    expect(gap.changed).toEqual(['tickers']);
    expect(gap.book.get('tickers')).toMatchObject({ phase: 'resyncing', seq: 7 });
    const later = applyAll(gap.book, [tickersUpdate(8, 'ETH', 6), tickersUpdate(10, 'BTC', 1)]);
    expect(later.resubscribe).toEqual([]);
    expect(later.book).toBe(gap.book);
    const resynced = applyMessage(later.book, tickersSnapshot(12, 200)).book;
    expect(resynced.get('tickers')).toMatchObject({ phase: 'synced', seq: 12 });
    expect(priceOf(resynced, 'BTC')).toBe(200);
  });

  it('takes an update before any snapshot as a gap', () => {
    const change = applyMessage(subscribed('tickers'), tickersUpdate(1, 'ETH', 5));
    expect(change.resubscribe).toEqual(['tickers']);
    expect(change.book.get('tickers')).toMatchObject({ phase: 'resyncing', data: null });
  });

  it('ignores messages of channels it does not hold', () => {
    const book = subscribed(btc);
    for (const message of [tickersSnapshot(1), tickersUpdate(2, 'ETH', 1)])
      expect(applyMessage(book, message)).toEqual({ book, resubscribe: [], changed: [] });
    const left = unsubscribeChannel(applyMessage(book, tickersSnapshot(1)).book, btc);
    expect(left.size).toBe(0);
    expect(applyMessage(left, candleUpdate(1, 60, 1)).book).toBe(left);
  });

  it('replaces the forming candle, appends a later one, ignores an older one', () => {
    const snapshot: StreamServerMessage = {
      type: 'snapshot',
      channel: btc,
      seq: 0,
      at: 0,
      candles: [candle(60, 1), candle(120, 2)],
    };
    const { book, resubscribe } = applyAll(subscribed(btc), [
      snapshot,
      candleUpdate(1, 120, 3),
      candleUpdate(2, 180, 4),
      candleUpdate(3, 60, 99),
    ]);
    expect(resubscribe).toEqual([]);
    expect(candlesOf(book)).toEqual([candle(60, 1), candle(120, 3), candle(180, 4)]);
    // The old candle changed nothing, but it was the next message: the channel moves on.
    expect(book.get(btc)).toMatchObject({ phase: 'synced', seq: 3 });
  });

  it('keeps at most the contract’s 500 candles, dropping the oldest', () => {
    const candles = Array.from({ length: 500 }, (_, index) => candle(60 * index, index));
    const { book } = applyAll(subscribed(btc), [
      { type: 'snapshot', channel: btc, seq: 0, at: 0, candles },
      candleUpdate(1, 60 * 500, 500),
    ]);
    const kept = candlesOf(book)!;
    expect(kept).toHaveLength(500);
    expect(kept[0]).toEqual(candle(60, 1));
    expect(kept.at(-1)).toEqual(candle(60 * 500, 500));
  });

  it('after a reconnect keeps the data to show but awaits a snapshot, even for the next seq', () => {
    const synced = applyAll(subscribed('tickers', btc), [tickersSnapshot(7)]).book;
    const reset = resetForReconnect(synced);
    expect(reset.get('tickers')).toMatchObject({ phase: 'awaiting-snapshot', seq: 7 });
    expect(reset.get('tickers')!.data).toEqual(synced.get('tickers')!.data);
    expect(reset.get(btc)!.phase).toBe('awaiting-snapshot');
    expect(applyMessage(reset, tickersUpdate(8, 'ETH', 5)).resubscribe).toEqual(['tickers']);
  });

  it('puts a refusal on its channel and asks again for the others refused with it', () => {
    const book = subscribed('tickers', btc, 'candles:tether:1m');
    const refused = applyMessage(book, {
      type: 'error',
      code: 'unknown_channel',
      message: 'No such channel.',
      channel: 'candles:tether:1m',
    });
    expect(refused.book.get('candles:tether:1m')!.error).toBe('unknown_channel');
    expect(refused.changed).toEqual(['candles:tether:1m']);
    expect(refused.resubscribe).toEqual(['tickers', btc]);
  });

  it('puts a refusal without a channel on every channel still waiting, until its snapshot', () => {
    const book = applyAll(subscribed('tickers', btc), [tickersSnapshot(1)]).book;
    const refused = applyMessage(book, {
      type: 'error',
      code: 'subscription_limit',
      message: 'At most 20 channels per connection.',
    });
    expect(refused.changed).toEqual([btc]);
    expect(refused.book.get(btc)!.error).toBe('subscription_limit');
    expect(refused.book.get('tickers')!.error).toBeUndefined();
    const snapshot: StreamServerMessage = {
      type: 'snapshot',
      channel: btc,
      seq: 0,
      at: 0,
      candles: [],
    };
    expect(applyMessage(refused.book, snapshot).book.get(btc)!.error).toBeUndefined();
    const invalid = { type: 'error', code: 'invalid_message', message: 'Not JSON.' } as const;
    expect(applyMessage(book, invalid).book).toBe(book);
  });

  it('never changes the book it is given', () => {
    const book = applyAll(subscribed('tickers'), [tickersSnapshot(7)]).book;
    const before = structuredClone([...book]);
    applyAll(book, [tickersUpdate(8, 'ETH', 5), tickersUpdate(10, 'BTC', 1), tickersSnapshot(11)]);
    resetForReconnect(book);
    unsubscribeChannel(book, 'tickers');
    expect([...book]).toEqual(before);
  });
});
