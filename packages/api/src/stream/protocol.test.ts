// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forexSymbols, tickerCoins } from '../market/tickerSymbols';
import {
  candleChannel,
  encodeClientMessage,
  parseCandleChannel,
  readServerMessage,
  streamCoinIds,
} from './protocol';

const quotes = [...tickerCoins.map((coin) => coin.symbol), ...forexSymbols].map((symbol) => ({
  symbol,
  price: 1.5,
  change24h: -0.2,
}));
const candle = { time: 1_764_633_600, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
const frame = (message: unknown) => JSON.stringify(message);

describe('what the browser accepts from the market socket (D19)', () => {
  it('reads every message the contract describes', () => {
    const messages = [
      { type: 'snapshot', channel: 'tickers', seq: 7, at: 1, quotes },
      { type: 'update', channel: 'tickers', seq: 8, at: 2, quotes: quotes.slice(0, 2) },
      { type: 'snapshot', channel: 'candles:bitcoin:1m', seq: 0, at: 3, candles: [candle] },
      { type: 'update', channel: 'candles:bitcoin:1m', seq: 1, at: 4, candle },
      { type: 'heartbeat', at: 5 },
      { type: 'error', code: 'unknown_channel', message: 'No such channel.', channel: 'x' },
    ];
    for (const message of messages) expect(readServerMessage(frame(message))).toEqual(message);
  });

  it('drops what is not JSON, not a message, or breaks its rules', () => {
    const refused = [
      'not json',
      new ArrayBuffer(4),
      frame({ type: 'surprise' }),
      // A tickers snapshot must hold all 43 symbols.
      frame({ type: 'snapshot', channel: 'tickers', seq: 1, at: 1, quotes: quotes.slice(1) }),
      frame({ type: 'update', channel: 'tickers', seq: -1, at: 1, quotes }),
      frame({ type: 'update', channel: 'tickers', seq: 1.5, at: 1, quotes }),
      frame({ type: 'update', channel: 'tickers', seq: 1, at: 1, quotes: [] }),
      frame({
        type: 'update',
        channel: 'tickers',
        seq: 1,
        at: 1,
        quotes: [{ ...quotes[0], price: -1 }],
      }),
      frame({ type: 'update', channel: 'candles:bitcoin:1m', seq: 1, at: 1, candle, extra: 1 }),
      frame({ type: 'heartbeat' }),
      frame({ type: 'error', code: 'teapot', message: 'x' }),
    ];
    for (const value of refused) expect(readServerMessage(value), String(value)).toBeNull();
  });

  it('names candle channels the way the contract spells them', () => {
    expect(candleChannel('bitcoin', '5m')).toBe('candles:bitcoin:5m');
    expect(parseCandleChannel('candles:avalanche-2:1d')).toEqual({
      coinId: 'avalanche-2',
      interval: '1d',
    });
    for (const wrong of [
      'candles:bitcoin:2m',
      'candles:doge:1m',
      'tickers',
      'candles:bitcoin:1m:x',
    ])
      expect(parseCandleChannel(wrong), wrong).toBeNull();
    expect(streamCoinIds).toEqual(tickerCoins.map((coin) => coin.id));
  });

  it('encodes what the browser sends as the contract describes it', () => {
    expect(JSON.parse(encodeClientMessage({ type: 'subscribe', channels: ['tickers'] }))).toEqual({
      type: 'subscribe',
      channels: ['tickers'],
    });
  });
});
