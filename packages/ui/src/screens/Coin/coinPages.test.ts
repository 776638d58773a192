import { tickerCoins } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { coinPagePath } from '../../shell/coinPage';
import { routeManifest } from '../../shell/routeManifest.mjs';

describe("the coin pages (issue 44): the ticker's ten coins (D9)", () => {
  const coinRoute = routeManifest.find((route) => route.path === '/market/:symbol');

  it("the manifest lists each coin's page, in the ticker's order", () => {
    expect(coinRoute?.pages).toEqual(tickerCoins.map((coin) => coinPagePath(coin)));
  });

  it('a coin has a page by its market id or its symbol, in any case; no other coin or pair does', () => {
    expect(coinPagePath({ id: 'matic-network' })).toBe('/market/matic');
    expect(coinPagePath({ symbol: 'Doge' })).toBe('/market/doge');
    expect(coinPagePath({ id: 'shiba-inu' })).toBeNull();
    expect(coinPagePath({ symbol: 'EURUSD' })).toBeNull();
  });
});
