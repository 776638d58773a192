import { describe, expect, it } from 'vitest';
import { candleIntervalOf, coinOfSymbol } from './coinRoute';

describe('coinOfSymbol', () => {
  it('finds a ticker coin by its symbol in any case', () => {
    expect(coinOfSymbol('btc')?.id).toBe('bitcoin');
    expect(coinOfSymbol('MATIC')?.name).toBe('Polygon');
  });

  it('knows no other coin, pair or path', () => {
    for (const symbol of ['xyz', 'EURUSD', '', undefined, 'bitcoin'])
      expect(coinOfSymbol(symbol)).toBeNull();
  });
});

describe('candleIntervalOf', () => {
  it("takes the contract's intervals and defaults to one minute", () => {
    expect(candleIntervalOf('1h')).toBe('1h');
    expect(candleIntervalOf('1d')).toBe('1d');
    expect(candleIntervalOf(null)).toBe('1m');
    expect(candleIntervalOf('15m')).toBe('1m');
  });
});
