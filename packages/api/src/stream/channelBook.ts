// D19: what the browser knows of each subscribed channel, and the rules that keep it equal to the server's:
// a snapshot replaces, the next update applies, a duplicate is ignored, a gap (or an update before any snapshot)
// asks for one fresh snapshot. Pure and immutable: every function returns a new book, or the same one when
// nothing changed.
import type { StreamErrorCode } from '../stream.gen';
import {
  isChannelMessage,
  streamContract,
  type StreamCandle,
  type StreamChannelMessage,
  type StreamQuote,
  type StreamServerMessage,
} from './protocol';

export type ChannelPhase = 'awaiting-snapshot' | 'synced' | 'resyncing';

/** The latest quote of every symbol, in the snapshot's order. */
export interface TickerBook {
  kind: 'tickers';
  quotes: readonly StreamQuote[];
}

/** The channel's candles, oldest first; the last one may still be forming. */
export interface CandleBook {
  kind: 'candles';
  candles: readonly StreamCandle[];
}

export type ChannelData = TickerBook | CandleBook;

export interface ChannelState {
  /** 'synced' once a snapshot came and every update since applied in order. */
  phase: ChannelPhase;
  /** The number of the last message applied, null before the first snapshot. */
  seq: number | null;
  /** The server's time of the data (ms since the epoch), null before the first snapshot. */
  at: number | null;
  /** Kept while awaiting a snapshot after a reconnect, so there is something to show (marked stale). */
  data: ChannelData | null;
  /** The server refused the subscription; cleared by the next snapshot. */
  error?: StreamErrorCode;
}

export type ChannelBook = ReadonlyMap<string, ChannelState>;

export interface BookChange {
  book: ChannelBook;
  /** Channels to subscribe again, for a fresh snapshot. */
  resubscribe: string[];
  /** Channels whose state is not the one they had. */
  changed: string[];
}

export const emptyBook: ChannelBook = new Map();

const awaiting: ChannelState = { phase: 'awaiting-snapshot', seq: null, at: null, data: null };

function withChannel(book: ChannelBook, channel: string, state: ChannelState): ChannelBook {
  return new Map(book).set(channel, state);
}

/** Adds a channel awaiting its snapshot; a channel already there keeps its state. */
export function subscribeChannel(book: ChannelBook, channel: string): ChannelBook {
  return book.has(channel) ? book : withChannel(book, channel, awaiting);
}

export function unsubscribeChannel(book: ChannelBook, channel: string): ChannelBook {
  if (!book.has(channel)) return book;
  const next = new Map(book);
  next.delete(channel);
  return next;
}

/** A new connection: every channel awaits a snapshot again, keeping its data (and seq) to show meanwhile. */
export function resetForReconnect(book: ChannelBook): ChannelBook {
  const next = new Map(book);
  for (const [channel, state] of book) next.set(channel, { ...state, phase: 'awaiting-snapshot' });
  return next;
}

/** Waiting for a snapshot the server has not refused. */
export function isPending(state: ChannelState): boolean {
  return state.phase !== 'synced' && state.error === undefined;
}

function dataOfSnapshot(message: StreamChannelMessage): ChannelData {
  if ('quotes' in message) return { kind: 'tickers', quotes: message.quotes };
  if ('candles' in message) return { kind: 'candles', candles: message.candles };
  return { kind: 'candles', candles: [message.candle] };
}

function mergeQuotes(quotes: readonly StreamQuote[], moved: readonly StreamQuote[]): StreamQuote[] {
  const bySymbol = new Map(moved.map((quote) => [quote.symbol, quote]));
  const merged = quotes.map((quote) => bySymbol.get(quote.symbol) ?? quote);
  const known = new Set(quotes.map((quote) => quote.symbol));
  return [...merged, ...moved.filter((quote) => !known.has(quote.symbol))];
}

/** The forming candle replaces the last one, a later one is appended (keeping 500), an older one is ignored. */
function mergeCandle(
  candles: readonly StreamCandle[],
  candle: StreamCandle,
): readonly StreamCandle[] {
  const last = candles.at(-1);
  if (last && candle.time < last.time) return candles;
  if (last && candle.time === last.time) return [...candles.slice(0, -1), candle];
  return [...candles, candle].slice(-streamContract.maxSnapshotCandles);
}

function applyUpdate(data: ChannelData | null, message: StreamChannelMessage): ChannelData {
  if (data?.kind === 'tickers' && 'quotes' in message)
    return { kind: 'tickers', quotes: mergeQuotes(data.quotes, message.quotes) };
  if (data?.kind === 'candles' && 'candle' in message)
    return { kind: 'candles', candles: mergeCandle(data.candles, message.candle) };
  // An update of another shape than the snapshot's cannot follow it; take it as the whole state.
  return dataOfSnapshot(message);
}

const unchanged = (book: ChannelBook): BookChange => ({ book, resubscribe: [], changed: [] });

function applyChannelMessage(book: ChannelBook, message: StreamChannelMessage): BookChange {
  const { channel } = message;
  const state = book.get(channel);
  if (!state) return unchanged(book);
  if (message.type === 'snapshot') {
    const next: ChannelState = {
      phase: 'synced',
      seq: message.seq,
      at: message.at,
      data: dataOfSnapshot(message),
    };
    return { book: withChannel(book, channel, next), resubscribe: [], changed: [channel] };
  }
  if (state.phase === 'resyncing') return unchanged(book);
  // Awaiting a snapshot, the seq kept from the last connection says nothing of this one's updates.
  const current = state.phase === 'synced' ? state.seq : null;
  if (current !== null && message.seq <= current) return unchanged(book);
  if (current === null || message.seq !== current + 1) {
    const next: ChannelState = { ...state, phase: 'resyncing' };
    return { book: withChannel(book, channel, next), resubscribe: [channel], changed: [channel] };
  }
  const next: ChannelState = {
    ...state,
    seq: message.seq,
    at: message.at,
    data: applyUpdate(state.data, message),
  };
  return { book: withChannel(book, channel, next), resubscribe: [], changed: [channel] };
}

/**
 * A refusal names its channel (unknown_channel), or none (subscription_limit: the whole subscribe). Either way
 * nothing of that subscribe was applied, so the other channels still waiting are asked for again.
 */
function applyError(book: ChannelBook, code: StreamErrorCode, channel?: string): BookChange {
  if (code === 'invalid_message') return unchanged(book);
  const pending = [...book].filter(([, state]) => isPending(state)).map(([name]) => name);
  const refused = channel === undefined ? pending : pending.filter((name) => name === channel);
  if (refused.length === 0) return unchanged(book);
  const next = new Map(book);
  for (const name of refused) next.set(name, { ...book.get(name)!, error: code });
  const resubscribe = pending.filter((name) => !refused.includes(name));
  return { book: next, resubscribe, changed: refused };
}

/** Applies one message from the server; heartbeats and channels not in the book change nothing. */
export function applyMessage(book: ChannelBook, message: StreamServerMessage): BookChange {
  if (isChannelMessage(message)) return applyChannelMessage(book, message);
  if (message.type === 'error') return applyError(book, message.code, message.channel);
  return unchanged(book);
}
