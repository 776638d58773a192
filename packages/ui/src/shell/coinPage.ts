import { tickerCoinIds, tickerCoins } from '@tp/api';

/** Issue 44: the page of one of the ticker's ten coins (`/market/:symbol`, in lower case); null for any other coin. */
export function coinPagePath(coin: { id: string } | { symbol: string }): string | null {
  const known =
    'id' in coin
      ? tickerCoinIds.includes(coin.id) && tickerCoins.find((entry) => entry.id === coin.id)
      : tickerCoins.find((entry) => entry.symbol === coin.symbol.toUpperCase());
  return known ? `/market/${known.symbol.toLowerCase()}` : null;
}

/** A coin page's heading and document title: "Bitcoin (BTC)". */
export function coinPageTitle(coin: { name: string; symbol: string }): string {
  return `${coin.name} (${coin.symbol})`;
}
