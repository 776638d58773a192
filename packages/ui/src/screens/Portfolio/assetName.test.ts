import { describe, expect, it } from 'vitest';
import { assetName, cryptoAssetNames, stockAssetNames } from './assetName';

describe('assetName (spec 2 §3, D10)', () => {
  it('keeps each of the 18 fixed names: 10 crypto and 8 stocks', () => {
    expect(cryptoAssetNames).toHaveLength(10);
    expect(stockAssetNames).toHaveLength(8);
    for (const name of [...cryptoAssetNames, ...stockAssetNames])
      expect(assetName(name)).toBe(name);
  });

  it('shows any other name as Unknown', () => {
    for (const other of [
      'Legacy Fund 2019',
      'Litecoin',
      'IBM',
      '',
      ' ',
      'Bitcoin Cash',
      'Meta Platforms',
    ])
      expect(assetName(other)).toBe('Unknown');
  });

  it('recognises a fixed name sent in another case or with spaces around it', () => {
    expect(assetName('bitcoin')).toBe('Bitcoin');
    expect(assetName('  Binance coin ')).toBe('Binance Coin');
    expect(assetName('nvidia')).toBe('NVIDIA');
  });
});
